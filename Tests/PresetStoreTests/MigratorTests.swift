import Foundation
import HeaderGeometry
import Testing
@testable import PresetStore

@Suite struct MigratorTests {
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let migrationsFolder = packageFolder.appendingPathComponent("Migrations")
    static let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func files(in folder: URL, ending suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    @Test func everyMigrationFileIsEmbeddedAndListedInOrder() throws {
        let files = MigratorTests.files(in: MigratorTests.migrationsFolder, ending: ".sql")
        #expect(!files.isEmpty)
        #expect(Migrator.migrations.map(\.fileName) == files)
        #expect(Migrator.migrations.map(\.version) == Array(1...files.count))
        let manifest = try String(contentsOf: MigratorTests.packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (index, file) in files.enumerated() {
            #expect(file.hasPrefix(String(format: "%04d_", index + 1)), "\(file) is numbered by its place")
            #expect(manifest.contains(".embedInCode(\"../../Migrations/\(file)\")"), "\(file) is compiled in")
            let text = try String(contentsOf: MigratorTests.migrationsFolder.appendingPathComponent(file), encoding: .utf8)
            #expect(Migrator.migrations[index].sql == text, "\(file) is embedded as it is on disk")
        }
    }

    @Test func aNewDatabaseIsAtTheKnownVersion() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        #expect(try store.schemaVersion() == Migrator.knownVersion)
        #expect(PresetStore.knownSchemaVersion == Migrator.migrations.count)
        #expect(try store.check() == [])
    }

    /// Each earlier schema version's fixture (`Fixtures/schema-vN.sql`, a dump of a database
    /// that version wrote) opens, migrates to the known version and keeps every preset and revision.
    @Test func everyFixtureMigratesAndKeepsItsHistory() throws {
        let fixtures = MigratorTests.files(in: MigratorTests.fixturesFolder, ending: ".sql")
        #expect(fixtures.count == Migrator.knownVersion, "one fixture per shipped schema version")
        for fixture in fixtures {
            let temporary = TemporaryDatabase()
            let sql = try String(contentsOf: MigratorTests.fixturesFolder.appendingPathComponent(fixture), encoding: .utf8)
            do {
                let database = try Database(path: temporary.path, create: true)
                try database.execute(sql)
            }
            let store = try temporary.store()
            #expect(try store.schemaVersion() == PresetStore.knownSchemaVersion, "\(fixture)")
            #expect(try store.check() == [], "\(fixture)")
            // Every fixture holds this story: sticky-utah built in, edited, renamed to pinned;
            // plain created and deleted.
            #expect(try store.allPresets().map(\.name) == ["pinned"], "\(fixture)")
            #expect(try store.preset(named: "pinned")?.damping == 0.25, "\(fixture)")
            #expect(try store.preset(named: "pinned")?.snap.positions == [0, 0.5, 1], "\(fixture)")
            #expect(try store.preset(named: "pinned")?.shadow == HeaderShadow(threshold: 140, radius: 8), "\(fixture)")
            #expect(try store.history(of: "sticky-utah").map(\.action) == ["builtin", "edit", "rename"], "\(fixture)")
            #expect(try store.history(of: "plain").map(\.action) == ["create", "delete"], "\(fixture)")
            // Version 1 had no motion: its rows read as the defaults. Version 2's fixture set some.
            let motion = try store.preset(named: "pinned")?.motion
            if fixture == "schema-v1.sql" {
                #expect(motion == MotionParameters())
                #expect(try store.history(of: "sticky-utah").compactMap(\.preset?.motion) == Array(repeating: MotionParameters(), count: 3))
            } else {
                #expect(motion == MotionParameters(deceleration: .fast, parallax: 0.5, quickReturn: true), "\(fixture)")
            }
        }
    }

    /// Migration 2 adds the motion columns to a version 1 file in place: nothing else changes.
    @Test func version1MigratesToVersion2KeepingEveryRevision() throws {
        let temporary = TemporaryDatabase()
        let sql = try String(contentsOf: MigratorTests.fixturesFolder.appendingPathComponent("schema-v1.sql"), encoding: .utf8)
        do {
            let database = try Database(path: temporary.path, create: true)
            try database.execute(sql)
        }
        let store = try temporary.store()
        #expect(try store.schemaVersion() == 2)
        let raw = try temporary.rawDatabase()
        #expect(try raw.integer("SELECT count(*) FROM revision") == 5)
        #expect(try raw.integer("SELECT count(*) FROM snap_position") == 6)
        #expect(try raw.integer("""
            SELECT count(*) FROM revision WHERE coalesce(motion_frame_rate, motion_deceleration_rate, \
            motion_viewport_height, motion_rubber_band_constant, motion_spring_response, \
            motion_spring_damping_ratio, motion_parallax, motion_quick_return) IS NOT NULL
            """) == 0)
        // The migrated file takes motion, and keeps history numbering going.
        var pinned = try #require(try store.preset(named: "pinned"))
        pinned.motion.parallax = 0.25
        try store.update(pinned)
        #expect(try store.preset(named: "pinned")?.motion.parallax == 0.25)
        #expect(try store.history(of: "pinned").map(\.revision) == [1, 2, 3, 4])
        #expect(try store.check() == [])
    }

    @Test func aNewerDatabaseIsRefusedAndLeftUntouched() throws {
        let temporary = TemporaryDatabase()
        do {
            let store = try temporary.store()
            try store.create(Samples.plain)
            try store.run("PRAGMA user_version = \(PresetStore.knownSchemaVersion + 1)")
        }
        let before = try #require(temporary.bytes())
        let error = #expect(throws: StoreError.self) { _ = try temporary.store() }
        #expect(error?.kind == .newerSchema)
        #expect(error?.message == "the database '\(temporary.path)' has schema version \(PresetStore.knownSchemaVersion + 1), newer than this stretchy knows (\(PresetStore.knownSchemaVersion)); use a newer stretchy")
        #expect(temporary.bytes() == before)
        #expect(temporary.files() == ["presets.sqlite"])
    }

    @Test func aRollbackJournalDatabaseOfANewerVersionIsNotSwitchedToWAL() throws {
        let temporary = TemporaryDatabase()
        do {
            let database = try Database(path: temporary.path, create: true)
            try database.execute("CREATE TABLE future (x INTEGER); PRAGMA user_version = 99;")
        }
        let before = try #require(temporary.bytes())
        let error = #expect(throws: StoreError.self) { _ = try temporary.store() }
        #expect(error?.kind == .newerSchema)
        #expect(temporary.bytes() == before)
    }

    @Test func anotherProgramsDatabaseIsNotMigrated() throws {
        let temporary = TemporaryDatabase()
        do {
            let database = try Database(path: temporary.path, create: true)
            try database.execute("CREATE TABLE notes (text TEXT)")
        }
        let before = try #require(temporary.bytes())
        let error = #expect(throws: StoreError.self) { _ = try temporary.store() }
        #expect(error?.kind == .notADatabase)
        #expect(temporary.bytes() == before)
    }
}
