import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

struct PresetStoreTests {
    func testANewDatabaseHoldsTheCatalogueWithBuiltinRevisions() throws {
        let temporary = TemporaryDatabase()
        let store = try PresetStore(path: temporary.path, catalogue: { [Samples.sticky, Samples.snapping] })
        try expectEqual(store.schemaVersion(), PresetStore.knownSchemaVersion)
        try expectEqual(store.allPresets(), [Samples.snapping, Samples.sticky])
        let history = try store.history(of: "sticky-utah")
        expectEqual(history.map(\.action), ["builtin"])
        expectEqual(history.first?.preset, Samples.sticky)
    }

    func testTheCatalogueIsStoredOnlyWhenTheDatabaseIsCreated() throws {
        let temporary = TemporaryDatabase()
        _ = try PresetStore(path: temporary.path, catalogue: { [Samples.sticky] })
        var asked = false
        let again = try PresetStore(
            path: temporary.path,
            catalogue: {
                asked = true; return [Samples.plain]
            })
        expect(!asked)
        try expectEqual(again.allPresets().map(\.name), ["sticky-utah"])
    }

    func testAPresetReadsBackAsStored() throws {
        for preset in [Samples.sticky, Samples.snapping, Samples.plain, Samples.scrolling] {
            try TestRow.$current.withValue(String(describing: preset)) { try self.aPresetReadsBackAsStored(preset) }
        }
    }

    func aPresetReadsBackAsStored(_ preset: HeaderPreset) throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(preset)
        try expectEqual(store.preset(named: preset.name), preset)
        try expectEqual(store.preset(named: "missing"), nil)
    }

    static let motions: [MotionParameters] = [
        MotionParameters(parallax: 0.5),
        MotionParameters(quickReturn: true),
        MotionParameters(
            frameRate: 60, deceleration: .fast, viewportHeight: 932, rubberBandConstant: 1,
            spring: SnapSpring(response: 0.01, dampingRatio: 2), parallax: 1, quickReturn: true),
        MotionParameters(deceleration: ScrollDeceleration(rate: 0.995), spring: SnapSpring(response: 0.45, dampingRatio: 0.2)),
    ]

    func testMotionReadsBackAsStoredInEveryRevision() throws {
        for motion in Self.motions {
            try TestRow.$current.withValue(String(describing: motion)) { try self.motionReadsBackAsStoredInEveryRevision(motion) }
        }
    }

    func motionReadsBackAsStoredInEveryRevision(_ motion: MotionParameters) throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        var preset = Samples.snapping
        preset.motion = motion
        try store.create(preset)
        try expectEqual(store.preset(named: preset.name), preset)
        try expectEqual(store.allPresets(), [preset])
        try expectEqual(store.history(of: preset.name).first?.preset, preset)
    }

    /// A value at its default is stored as NULL, so a preset without motion is stored as version 1 stored it.
    func testMotionAtItsDefaultsIsStoredAsNull() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.create(HeaderPreset(name: "quick", motion: MotionParameters(parallax: 0.5, quickReturn: true)))
        let raw = try temporary.rawDatabase()
        try expectEqual(
            raw.integer(
                """
                SELECT count(*) FROM revision WHERE coalesce(motion_frame_rate, motion_deceleration_rate, \
                motion_viewport_height, motion_rubber_band_constant, motion_spring_response, \
                motion_spring_damping_ratio, motion_parallax, motion_quick_return) IS NOT NULL
                """), 1)
        try expectEqual(raw.integer("SELECT motion_quick_return FROM revision WHERE name = 'quick'"), 1)
        try expectEqual(raw.integer("SELECT motion_frame_rate IS NULL FROM revision WHERE name = 'quick'"), 1)
    }

    func testAMotionValueOutsideItsRuleIsRefusedByTheSchema() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        let error = expect(throws: StoreError.self) {
            try store.create(HeaderPreset(name: "bad", motion: MotionParameters(parallax: 2)))
        }
        expectEqual(error?.kind, .constraint)
        expectEqual(error?.message, "cannot store preset 'bad': motion.parallax must be in 0...1")
        let nan = expect(throws: StoreError.self) {
            try store.create(HeaderPreset(name: "nan", motion: MotionParameters(spring: SnapSpring(response: .nan))))
        }
        expectEqual(nan?.message, "cannot store preset 'nan': motion.spring.response is NaN, not a number")
        expect(try store.allPresets().isEmpty)
    }

    func testListsAreSortedByNameInByteOrder() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        for name in ["b", "a-z", "a.z", "a_z", "a0", "aa"] { try store.create(HeaderPreset(name: name, summary: "about " + name)) }
        // Byte order: '-' 0x2D < '.' 0x2E < '0' 0x30 < '_' 0x5F < 'a' 0x61 < 'b'.
        let sorted = ["a-z", "a.z", "a0", "a_z", "aa", "b"]
        try expectEqual(store.allPresets().map(\.name), sorted)
        try expectEqual(store.summaries().map(\.name), sorted)
        try expectEqual(store.summaries().map(\.summary), sorted.map { "about " + $0 })
    }

    /// A row of `list` as text and numbers, for comparing listings.
    struct ListedRow: Equatable {
        var name, summary, collapse, snapMode: String
        var minHeight, maxHeight, damping: Double
        var snapPositions: [Double]
    }

    func testListingsKeptPastTheirRowKeepTheirOwnValues() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        for preset in [Samples.sticky, Samples.snapping, Samples.scrolling] { try store.create(preset) }
        var kept: [PresetListing] = []
        try store.forEachListing { kept.append($0) }
        let rows = kept.map { listing in
            ListedRow(
                name: String(decoding: listing.name, as: UTF8.self), summary: String(decoding: listing.summary, as: UTF8.self),
                collapse: String(decoding: listing.collapse, as: UTF8.self), snapMode: String(decoding: listing.snapMode, as: UTF8.self),
                minHeight: listing.minHeight, maxHeight: listing.maxHeight, damping: listing.damping,
                snapPositions: listing.snapPositions)
        }
        // In name order; the snapping sample's positions were given as 1, 0, 0.5.
        expectEqual(
            rows,
            [
                ListedRow(
                    name: "scaling-header-snap", summary: "Snaps to expanded, half and collapsed.\nSecond line.",
                    collapse: "shrink", snapMode: "immediately", minHeight: 150, maxHeight: 350, damping: 0,
                    snapPositions: [0, 0.5, 1]),
                ListedRow(
                    name: "sticky-utah", summary: "Pinned header that shrinks to 120 pt.", collapse: "shrink",
                    snapMode: "disabled", minHeight: 120, maxHeight: 300, damping: 0.5, snapPositions: []),
                ListedRow(
                    name: "stretchy-ios18", summary: "Scrolls away; grows 1:1 when pulled (ünïcödé ✓).", collapse: "scroll",
                    snapMode: "disabled", minHeight: 0, maxHeight: 300, damping: 0, snapPositions: []),
            ])
        var summaries: [([UInt8], [UInt8])] = []
        try store.forEachSummary { summaries.append(($0, $1)) }
        expectEqual(summaries.map { String(decoding: $0.0, as: UTF8.self) }, ["scaling-header-snap", "sticky-utah", "stretchy-ios18"])
        expectEqual(summaries.map { String(decoding: $0.1, as: UTF8.self) }, rows.map(\.summary))
    }

    func testEveryChangeAppendsExactlyOneRevision() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        var count: Int64 = 0
        func expectOneMore(_ change: () throws -> Void) throws {
            try change()
            count += 1
            try expectEqual(revisionCount(store), count)
        }
        try expectOneMore { try store.create(Samples.sticky) }
        try expectOneMore { try store.create(Samples.plain, action: "import") }
        var edited = Samples.sticky
        edited.damping = 0.25
        try expectOneMore { try store.update(edited) }
        try expectOneMore { try store.rename("sticky-utah", to: "sticky") }
        try expectOneMore { try store.copy("sticky", to: "sticky-copy") }
        try expectOneMore { try store.delete("sticky-copy") }
        try expectOneMore { _ = try store.revert("sticky", to: 1) }
        try expectOneMore { _ = try store.revert("sticky-copy", to: 1) }
        try expectEqual(store.history(of: "sticky").map(\.action), ["create", "edit", "rename", "revert"])
        try expectEqual(store.history(of: "sticky-copy").map(\.action), ["copy", "delete", "revert"])
        try expectEqual(store.history(of: "plain").map(\.action), ["import"])
    }

    func testAnUnchangedUpdateAppendsNoRevision() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.snapping)
        try store.update(Samples.snapping)
        try store.rename("scaling-header-snap", to: "scaling-header-snap")
        _ = try store.revert("scaling-header-snap", to: 1)
        try expectEqual(revisionCount(store), 1)
    }

    func testCreatingATakenNameFails() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        let error = expect(throws: StoreError.self) { try store.create(Samples.plain) }
        expectEqual(error?.kind, .nameTaken)
        expectEqual(error?.message, "a preset named 'plain' already exists")
        try expectEqual(revisionCount(store), 1)
    }

    func testRenamingOrCopyingOntoATakenNameFails() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.create(Samples.sticky)
        expect(throws: StoreError.self) { try store.rename("plain", to: "sticky-utah") }
        expect(throws: StoreError.self) { try store.copy("plain", to: "sticky-utah") }
        let error = expect(throws: StoreError.self) { try store.rename("plain", to: "Bad Name") }
        expectEqual(error?.kind, .invalidArgument)
        try expectEqual(store.preset(named: "plain"), Samples.plain)
        try expectEqual(revisionCount(store), 2)
    }

    func testChangingAMissingPresetIsNotFound() throws {
        for change in ["update", "rename", "copy", "delete"] {
            try TestRow.$current.withValue(String(describing: change)) { try self.changingAMissingPresetIsNotFound(change) }
        }
    }

    func changingAMissingPresetIsNotFound(_ change: String) throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        let error = expect(throws: StoreError.self) {
            switch change {
            case "update": try store.update(Samples.plain)
            case "rename": try store.rename("plain", to: "other")
            case "copy": try store.copy("plain", to: "other")
            default: try store.delete("plain")
            }
        }
        expectEqual(error?.kind, .notFound)
        expectEqual(error?.message, "no preset named 'plain'")
    }

    func testStoringAnInvalidPresetIsAConstraintErrorThatNamesTheRule() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        var broken = Samples.plain
        broken.damping = 2
        let error = expect(throws: StoreError.self) { try store.create(broken) }
        expectEqual(error?.kind, .constraint)
        expectEqual(error?.message, "cannot store preset 'plain': damping must be in 0...1")
        broken.damping = .nan
        let nan = expect(throws: StoreError.self) { try store.create(broken) }
        expectEqual(nan?.message, "cannot store preset 'plain': damping is NaN, not a number")
        try expectEqual(revisionCount(store), 0)
    }

    func testAStoredPresetIsKeptWhenTheStoreIsOpenedAgain() throws {
        let temporary = TemporaryDatabase()
        try temporary.store().create(Samples.snapping)
        try expectEqual(temporary.store().preset(named: Samples.snapping.name), Samples.snapping)
    }

    func testRevisionsCarryTheTimeInISO8601UTC() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        let time = try require(try store.history(of: "plain").first?.time)
        let pattern = /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z/
        expect(time.wholeMatch(of: pattern) != nil)
    }
}
