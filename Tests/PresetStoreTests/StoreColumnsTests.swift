import HeaderGeometry
import PresetFormat
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// The store binds and reads each key through its table entry (docs/format.md#preset-keys): the
/// columns the table names are the schema's, a default goes in as NULL where the table says so,
/// and every key comes back as it went in.
struct StoreColumnsTests {
    /// Every key away from its default, with a column of its own.
    static let everything = HeaderPreset(
        name: "all", summary: "every key\nset", minHeight: 12.5, maxHeight: 400, collapse: .scroll, damping: 0.25,
        shadow: HeaderShadow(threshold: 40, radius: 3), pullTrigger: 96,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 0.5, 1], initialPosition: 1, policy: .direction),
        motion: MotionParameters(
            frameRate: 60, deceleration: .fast, viewportHeight: 932, rubberBandConstant: 0.7,
            spring: SnapSpring(response: 0.5, dampingRatio: 0.8), parallax: 0.5, quickReturn: true,
            fling: .android))

    func testTheTableNamesEveryColumnOfARevisionsContent() throws {
        let temporary = TemporaryDatabase()
        _ = try temporary.store()
        let columns = try temporary.rawDatabase().texts("SELECT name FROM pragma_table_info('revision')")
        let bookkeeping: Set<String> = ["id", "lineage", "number", "time", "action", "name"]
        let tableColumns = FormatKey.all.compactMap(\.storeColumn)
        expectEqual(Set(columns).subtracting(bookkeeping), Set(tableColumns + ["tracks"]))
        expectEqual(tableColumns.count, Set(tableColumns).count, "each column belongs to one key")
    }

    func testEveryKeyComesBackFromItsColumn() throws {
        var restored = HeaderPreset(name: "all")
        for key in FormatKey.all where key.storeColumn != nil {
            try key.restore(key.storedValue(in: Self.everything), into: &restored)
        }
        restored.snap.positions = Self.everything.snap.positions
        expectEqual(restored, Self.everything)

        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Self.everything)
        try expectEqual(store.preset(named: "all"), Self.everything)
        try expectEqual(
            temporary.rawDatabase().texts(
                "SELECT quote(snap_policy) || ' ' || quote(motion_fling) || ' ' || quote(pull_trigger) || ' ' || quote(motion_deceleration_rate) FROM revision WHERE name = 'all'"
            ), ["'direction' 'android' 96.0 0.99"])
    }

    /// The columns later schema versions added hold NULL for a default, so a preset that does
    /// not use them is stored as before; the others hold the value even at its default.
    func testADefaultIsNullWhereTheTableSaysSo() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(HeaderPreset(name: "plain"))
        let database = try temporary.rawDatabase()
        for key in FormatKey.all {
            guard let column = key.storeColumn else { continue }
            let stored = try database.text("SELECT quote(\(column)) FROM revision WHERE name = 'plain'")
            switch key.storage {
            case .nullWhenDefault: expectEqual(stored, "NULL", "\(column)")
            case .required: expect(stored != "NULL", "\(column)")
            case .column, .absent: break
            }
        }
        try expectEqual(database.text("SELECT quote(tracks) FROM revision WHERE name = 'plain'"), "NULL")
    }

    func testAValueTheKeyCannotHoldIsABrokenRow() throws {
        for (column, value, message) in [
            ("collapse", "'fold'", "preset 'plain' has an unknown collapse 'fold'"),
            ("snap_policy", "'sideways'", "preset 'plain' has an unknown snap.policy 'sideways'"),
            ("min_height", "NULL", "preset 'plain' has no minHeight"),
        ] {
            try TestRow.$current.withValue(String(describing: (column, value, message))) {
                try self.aValueTheKeyCannotHoldIsABrokenRow(column: column, value: value, message: message)
            }
        }
    }

    func aValueTheKeyCannotHoldIsABrokenRow(column: String, value: String, message: String) throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(HeaderPreset(name: "plain"))
        let row = try store.database.statement("SELECT \(PresetStore.contentColumns) FROM revision r WHERE r.name = 'plain'")
        _ = try row.step()
        expect(throws: Never.self) { try store.decodePreset(row, at: 0, name: "plain", positions: []) }
        row.reset()
        // A row written around the schema's CHECKs, as another program could.
        let tampered = try store.database.statement(
            "SELECT \(PresetStore.contentColumns.replacingFirst("r.\(column)", with: value)) FROM revision r WHERE r.name = 'plain'")
        _ = try tampered.step()
        do {
            _ = try store.decodePreset(tampered, at: 0, name: "plain", positions: [])
            Issue.record("\(column) = \(value) was read")
        } catch {
            expect(error.isBrokenRow)
            expectEqual(error.message, message)
        }
        let lenient = try store.decodePreset(tampered, at: 0, name: "plain", positions: [], validating: false)
        expectEqual(lenient, HeaderPreset(name: "plain"), "without validating, the key keeps its default")
    }
}

extension String {
    /// The text with the first `old` replaced by `new`.
    func replacingFirst(_ old: String, with new: String) -> String {
        guard let range = firstRange(of: old) else { return self }
        var text = self
        text.replaceSubrange(range, with: new)
        return text
    }
}
