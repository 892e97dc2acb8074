import Foundation
import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// Storing many new presets at once (`create(_ presets:action:)`), as an import does.
struct PresetStoreBatchesTests {
    /// `count` valid presets `p000`, `p001`, ... of every shape: 0 to 4 snap positions, with and
    /// without a shadow, some with motion, summaries with a newline or non-ASCII text.
    static func presets(_ count: Int) -> [HeaderPreset] {
        (0..<count).map { index in
            let positions = [0.0, 0.25, 0.5, 0.75, 1].prefix(index % 5)
            var preset = HeaderPreset(
                name: "p" + String(repeating: "0", count: 3 - String(index).count) + String(index),
                summary: index % 3 == 0 ? "Line one\nline two, café ✓ #\(index)" : "plain \(index)",
                minHeight: Double(index % 100), maxHeight: 300 + Double(index), collapse: index % 2 == 0 ? .shrink : .scroll,
                damping: Double(index % 4) / 4,
                shadow: index % 2 == 0 ? HeaderShadow(threshold: 140, radius: Double(index % 9)) : nil,
                snap: SnapBehavior(
                    mode: positions.isEmpty ? .disabled : .immediately, positions: Array(positions),
                    initialPosition: positions.last ?? 0))
            if index % 7 == 0 { preset.motion.parallax = 0.5 }
            if index % 11 == 0 { preset.motion.quickReturn = true }
            return preset
        }
    }

    /// Every row but the times: `revision`, `snap_position`, `preset`.
    static func rows(_ store: PresetStore) throws -> [String] {
        try store.database.texts(
            """
            SELECT id || ',' || lineage || ',' || number || ',' || action || ',' || name || ',' || \
            quote(summary) || ',' || quote(min_height) || ',' || quote(max_height) || ',' || quote(collapse) || ',' || \
            quote(damping) || ',' || quote(shadow_threshold) || ',' || quote(shadow_radius) || ',' || \
            quote(snap_mode) || ',' || quote(snap_initial) || ',' || quote(motion_parallax) || ',' || \
            quote(motion_quick_return) || ',' || quote(motion_frame_rate) FROM revision ORDER BY id
            """)
            + store.database.texts("SELECT revision || ':' || position FROM snap_position ORDER BY revision, position")
            + store.database.texts("SELECT name || '@' || revision FROM preset ORDER BY name")
    }

    /// 150 presets go in statements of 64, 64, 16, 4 and 2 rows.
    func testManyPresetsAreStoredAsOneAtATimeWouldStoreThem() throws {
        let presets = PresetStoreBatchesTests.presets(150)
        let singly = TemporaryDatabase()
        let one = try singly.store()
        try one.write { for preset in presets { try one.create(preset, action: "import") } }
        let together = TemporaryDatabase()
        let many = try together.store()
        try many.create(presets, action: "import")

        try expectEqual(PresetStoreBatchesTests.rows(many), PresetStoreBatchesTests.rows(one))
        // Independently: revision i (from 1) is the first of lineage i and holds presets[i - 1].
        try expectEqual(many.database.integer("SELECT count(*) FROM revision WHERE id = lineage AND number = 1 AND action = 'import'"), 150)
        try expectEqual(many.database.integer("SELECT count(*) FROM snap_position"), Int64(presets.map(\.snap.positions.count).reduce(0, +)))
        try expectEqual(many.allPresets(), presets)
        try expectEqual(many.history(of: "p149").map(\.revision), [1])
        try expectEqual(many.check(), [])
        let times = try many.database.texts("SELECT DISTINCT time FROM revision")
        expectEqual(times.count, 1)  // one import, one time
    }

    func testRowsGoInStatementsOf64OrAPowerOfTwo() {
        for (remaining, rows) in [(200, 64), (64, 64), (63, 32), (17, 16), (16, 16), (3, 2), (2, 2), (1, 1)] {
            TestRow.$current.withValue(String(describing: (remaining, rows))) {
                self.rowsGoInStatementsOf64OrAPowerOfTwo(remaining: remaining, rows: rows)
            }
        }
    }

    func rowsGoInStatementsOf64OrAPowerOfTwo(remaining: Int, rows: Int) {
        expectEqual(PresetStore.statementRows(for: remaining), rows)
    }

    func testNewPresetsFollowTheStoredOnes() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.sticky)
        try store.delete(Samples.sticky.name)  // revision 2 of lineage 1
        try store.create(PresetStoreBatchesTests.presets(3))
        try expectEqual(
            store.database.texts("SELECT id || '/' || lineage || '/' || name FROM revision ORDER BY id"),
            ["1/1/sticky-utah", "2/1/sticky-utah", "3/2/p000", "4/3/p001", "5/4/p002"])
        try store.create([])  // nothing to do
        try expectEqual(revisionCount(store), 5)
    }

    func testATakenNameFailsTheWholeBatchNamingIt() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        var presets = PresetStoreBatchesTests.presets(150)
        try store.create(presets[100])
        presets[100].damping = 0.125  // another preset under the taken name
        let error = expect(throws: StoreError.self) { try store.create(presets) }
        expectEqual(error?.kind, .nameTaken)
        expectEqual(error?.message, "a preset named 'p100' already exists")
        try expectEqual(revisionCount(store), 1)
    }

    func testABrokenPresetFailsTheWholeBatchWithItsRule() throws {
        for (index, key, message) in [
            (70, "minHeight", "cannot store preset 'p070': minHeight is NaN, not a number"),
            (100, "damping", "cannot store preset 'p100': damping must be in 0...1"),
            (149, "summary", "cannot store preset 'p149': summary must be at most 500 characters without control characters but newline"),
            (3, "positions", "cannot store preset 'p003': snap.positions must be in 0...1"),
        ] {
            try TestRow.$current.withValue(String(describing: (index, key, message))) {
                try self.aBrokenPresetFailsTheWholeBatchWithItsRule(index: index, key: key, message: message)
            }
        }
    }

    func aBrokenPresetFailsTheWholeBatchWithItsRule(index: Int, key: String, message: String) throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        var presets = PresetStoreBatchesTests.presets(150)
        switch key {
        case "minHeight": presets[index].minHeight = .nan
        case "damping": presets[index].damping = 2
        case "summary": presets[index].summary = "tab\there"
        default: presets[index].snap.positions = [0.5, 2]
        }
        let error = expect(throws: StoreError.self) { try store.create(presets) }
        expectEqual(error?.kind, .constraint)
        expectEqual(error?.message, message)
        try expectEqual(revisionCount(store), 0)
        try expectEqual(store.database.integer("SELECT count(*) FROM snap_position"), 0)
    }

    func testInsideAWriteAFailedBatchLeavesNoTraceAndTheRestCommits() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        var presets = PresetStoreBatchesTests.presets(80)
        presets[79].damping = -1
        try store.write {
            try store.create(Samples.plain)
            expect(throws: StoreError.self) { try store.create(presets) }
            try store.create(Samples.sticky)
        }
        try expectEqual(store.allPresets().map(\.name), ["plain", "sticky-utah"])
        try expectEqual(revisionCount(store), 2)
    }

    /// Few names are looked up one by one, many against one read of every name: same answer.
    func testLivePresetsAreFoundByName() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        let presets = PresetStoreBatchesTests.presets(20)
        try store.create(presets)
        try store.delete("p005")
        let few = try store.livePresets(named: ["p001", "nope", "p005", "p003", "p001"])
        expectEqual(few, ["p001": presets[1], "p003": presets[3]])
        let many = try store.livePresets(named: presets.map(\.name) + (0..<100).map { "missing-\($0)" })
        expectEqual(many.count, 19)
        expectEqual(many["p019"], presets[19])
        expectEqual(many["p005"], nil)
        expect(try store.livePresets(named: []).isEmpty)
        try expectEqual(store.liveNames(among: ["p001", "nope", "p005", "p003"]), ["p001", "p003"])
        try expectEqual(store.liveNames(among: presets.map(\.name)), Set(presets.map(\.name)).subtracting(["p005"]))
        try expectEqual(store.storedPreset(named: "p007"), presets[7])
        try expectEqual(store.storedPreset(named: "p005"), nil)
    }
}
