import HeaderGeometry
import PresetService
import TestKit
import TestSupport
import Testing

/// import and export
struct ImportExportTests {
    static func document(_ presets: [String]) -> [UInt8] {
        Array("{\"format\": \"stretchy-presets\", \"version\": 1, \"presets\": [\(presets.joined(separator: ","))]}".utf8)
    }

    static let hero = #"{"name": "hero", "maxHeight": 320}"#
    static let utah = #"{"name": "sticky-utah", "minHeight": 100, "maxHeight": 300}"#

    /// new names are created, each with an import revision
    func testCreates() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        let report = try library.importDocument(Self.document([Self.hero]), source: "in.json")
        expectEqual(report.created, ["hero"])
        expect(report.written)
        try expectEqual(library.preset(named: "hero").maxHeight, 320)
        try expectEqual(library.history(of: "hero").map(\.action), ["import"])
    }

    /// a taken name fails the whole import by default, naming the conflict
    func testFailsWhole() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        let before = try library.exportDocument()
        expect(
            throws: ServiceError(
                .invalidData, "a preset named 'sticky-utah' already exists; nothing was imported",
                hint: "use --on-conflict skip or --on-conflict replace")
        ) {
            try library.importDocument(Self.document([Self.hero, Self.utah]), source: "in.json")
        }
        try expectEqual(library.exportDocument(), before)
    }

    /// skip keeps, replace replaces
    func testPolicies() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        let skipped = try library.importDocument(Self.document([Self.hero, Self.utah]), source: "in.json", onConflict: .skip)
        expectEqual(skipped.created, ["hero"])
        expectEqual(skipped.skipped, ["sticky-utah"])
        try expectEqual(library.preset(named: "sticky-utah").minHeight, 120)
        let replaced = try library.importDocument(Self.document([Self.hero, Self.utah]), source: "in.json", onConflict: .replace)
        expectEqual(replaced.replaced, ["sticky-utah"])
        expect(replaced.unchanged == ["hero"] && replaced.skipped.isEmpty)  // identical: nothing to replace
        try expectEqual(library.preset(named: "sticky-utah").minHeight, 100)
        try expectEqual(library.preset(named: "sticky-utah").shadow, nil)  // the document's version, whole
    }

    /// a dry run reports and writes nothing
    func testDryRun() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        let before = try library.exportDocument()
        let report = try library.importDocument(
            Self.document([Self.hero, Self.utah]), source: "in.json",
            onConflict: .replace, dryRun: true)
        expectEqual(report.created, ["hero"])
        expectEqual(report.replaced, ["sticky-utah"])
        expect(!report.written)
        try expectEqual(library.exportDocument(), before)
    }

    /// invalid documents import nothing
    func testInvalid() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        let before = try library.exportDocument()
        expect(throws: ServiceError.self) {
            try library.importDocument(Self.document([Self.hero, #"{"name": "bad", "damping": 2}"#]), source: "in.json")
        }
        try expectEqual(library.exportDocument(), before)
    }

    /// an identical preset is no conflict: re-importing an export changes nothing
    func testIdenticalIsNoConflict() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        let exported = try library.exportDocument()
        let report = try library.importDocument(Array(exported.utf8), source: "export.json")
        expect(report.created.isEmpty)
        expect(report.unchanged.contains("sticky-utah") && report.skipped.isEmpty)
        try expectEqual(library.history(of: "sticky-utah").count, 1)
    }

    /// export everything, import into a new database (which holds the catalogue), export again: identical
    func testRoundTripIntoNewDatabase() throws {
        let firstDatabase = TemporaryDatabase()
        let first = firstDatabase.library()
        try first.create("hero", assignments: [try PresetAssignment.parse("maxHeight=320")])
        let exported = try first.exportDocument()
        let secondDatabase = TemporaryDatabase()
        let second = secondDatabase.library()
        let report = try second.importDocument(Array(exported.utf8), source: "export.json")
        expectEqual(report.created, ["hero"])
        try expectEqual(second.exportDocument(), exported)
    }

    /// export, import into an empty database, export again: identical bytes
    func testRoundTrip() throws {
        let databasefirst = TemporaryDatabase()
        let first = databasefirst.library()
        try first.create(
            "hero",
            assignments: [
                try PresetAssignment.parse("summary=Quotes \" and \\ and ünïcode\nline two"),
                try PresetAssignment.parse("snap.positions=0,0.3333,1"),
                try PresetAssignment.parse("snap.mode=afterFinishAccelerating"),
            ])
        let exported = try first.exportDocument()
        let databasesecond = TemporaryDatabase()
        let second = databasesecond.library()
        for (name, _) in try second.summaries() { try second.delete(name) }
        _ = try second.importDocument(Array(exported.utf8), source: "export.json")
        try expectEqual(second.exportDocument(), exported)
    }

    /// motion survives export, import and export again; presets without it have no motion key
    func testMotionRoundTrip() throws {
        let databasefirst = TemporaryDatabase()
        let first = databasefirst.library()
        try first.create(
            "quick", from: "sticky-utah",
            assignments: [
                "motion.quickReturn=true", "motion.parallax=0.25", "motion.decelerationRate=0.995", "motion.spring.dampingRatio=0.6",
            ].map { try PresetAssignment.parse($0) })
        let exported = try first.exportDocument()
        // The tuned preset, and the catalogue's four that fling as Android (material3-large,
        // material3-medium, material3-top-app-bar-tabs, android-collapsing-toolbar); no other.
        expectEqual(exported.components(separatedBy: "\"motion\": {").count, 1 + 5, "only presets that set motion have it")
        expect(exported.contains("\"decelerationRate\": 0.995,"))
        let databasesecond = TemporaryDatabase()
        let second = databasesecond.library()
        for (name, _) in try second.summaries() { try second.delete(name) }
        _ = try second.importDocument(Array(exported.utf8), source: "export.json")
        try expectEqual(second.exportDocument(), exported)
        try expectEqual(
            second.preset(named: "quick").motion,
            MotionParameters(
                deceleration: ScrollDeceleration(rate: 0.995), spring: SnapSpring(response: 0.3, dampingRatio: 0.6),
                parallax: 0.25, quickReturn: true))
        try expectEqual(first.history(of: "quick").map(\.action), ["copy", "edit"])  // the copy, then its overrides
    }

    /// export of chosen names, sorted; an unknown name is not found
    func testChosen() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        let document = try library.exportDocument(names: ["sticky-utah", "scaling-header"])
        let presets = try PresetLibrary.validate(Array(document.utf8), source: "x")
        expectEqual(presets.map(\.name), ["scaling-header", "sticky-utah"])
        expect(throws: ServiceError.self) { try library.exportDocument(names: ["nope"]) }
    }

    /// `count` new presets `n000`, `n001`, ... as document members.
    static func numbered(_ count: Int) -> [String] {
        (0..<count).map { index in
            let name = "n" + String(repeating: "0", count: 3 - String(index).count) + String(index)
            return #"{"name": "\#(name)", "maxHeight": \#(200 + index), "snap": {"positions": [0, 1]}}"#
        }
    }

    /// hundreds of new presets around a replaced one: all stored, each with one import revision
    func testManyNewAroundAReplacement() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        var members = Self.numbered(600)
        members.insert(Self.utah, at: 300)
        let report = try library.importDocument(Self.document(members), source: "in.json", onConflict: .replace)
        expectEqual(report.created.count, 600)
        expectEqual(report.created.first, "n000")
        expectEqual(report.created.last, "n599")
        expectEqual(report.replaced, ["sticky-utah"])
        try expectEqual(library.preset(named: "n599").maxHeight, 799)
        try expectEqual(library.preset(named: "n123").snap.positions, [0, 1])
        try expectEqual(library.preset(named: "sticky-utah").minHeight, 100)
        try expectEqual(library.history(of: "n456").map(\.action), ["import"])
        try expectEqual(library.history(of: "sticky-utah").map(\.action), ["builtin", "import"])
        try expectEqual(library.summaries().count, 600 + BuiltInCatalogue.presets.count)  // with the catalogue
        try expectEqual(library.check(), [])
    }

    /// a conflict after hundreds of new presets fails the whole import; nothing changes
    func testLateConflictFailsWhole() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        let before = try library.exportDocument()
        expect(
            throws: ServiceError(
                .invalidData, "a preset named 'sticky-utah' already exists; nothing was imported",
                hint: "use --on-conflict skip or --on-conflict replace")
        ) {
            try library.importDocument(Self.document(Self.numbered(700) + [Self.utah]), source: "in.json")
        }
        try expectEqual(library.exportDocument(), before)
        try expectEqual(library.summaries().count, BuiltInCatalogue.presets.count)
    }

    /// a list naming a preset twice: the second meets the first
    ///
    /// A list naming a preset twice (the document reader refuses that, the API does not): the
    /// second meets the first as the stored preset, as if each had been imported on its own.
    func testTwiceInOneList() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        let hero = HeaderPreset(name: "hero", maxHeight: 320)
        var taller = hero
        taller.maxHeight = 400
        let same = try library.importPresets([hero, hero])
        expectEqual(same.created, ["hero"])
        expectEqual(same.unchanged, ["hero"])
        expect(
            throws: ServiceError(
                .invalidData, "a preset named 'other' already exists; nothing was imported",
                hint: "use --on-conflict skip or --on-conflict replace")
        ) {
            try library.importPresets([HeaderPreset(name: "other"), HeaderPreset(name: "other", damping: 1)])
        }
        expect(throws: ServiceError.self) { try library.preset(named: "other") }
        let replaced = try library.importPresets(
            [HeaderPreset(name: "new"), HeaderPreset(name: "new", damping: 1), taller],
            onConflict: .replace)
        expectEqual(replaced.created, ["new"])
        expectEqual(replaced.replaced, ["new", "hero"])
        try expectEqual(library.history(of: "new").map(\.action), ["import", "import"])
        try expectEqual(library.preset(named: "new").damping, 1)
        try expectEqual(library.preset(named: "hero").maxHeight, 400)
    }

    /// progress over hundreds of presets: every count in order, then the total
    func testProgressOverBatches() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        var heard: [Int] = []
        _ = try library.importDocument(Self.document(Self.numbered(300)), source: "in.json") { done, total in
            expectEqual(total, 300)
            heard.append(done)
        }
        expectEqual(heard, Array(0...300))
    }

    /// progress hears each preset before it is done and the total at the end
    func testProgress() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        var heard: [String] = []
        _ = try library.importDocument(Self.document([Self.hero, #"{"name": "other"}"#]), source: "in.json") { done, total in
            heard.append("\(done)/\(total)")
        }
        expectEqual(heard, ["0/2", "1/2", "2/2"])
    }
}

extension PresetLibrary {
    /// A document imported as `stretchy import` imports it: read and checked whole
    /// (``PresetLibrary/validate(_:source:)``), then stored all or nothing.
    func importDocument(
        _ bytes: [UInt8], source: String, onConflict policy: ConflictPolicy = .fail,
        dryRun: Bool = false,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(ServiceError) -> ImportReport {
        try importPresets(try Self.validate(bytes, source: source), onConflict: policy, dryRun: dryRun, progress: progress)
    }
}
