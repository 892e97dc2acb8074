import Foundation
import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

struct MigratorTests {
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let migrationsFolder = packageFolder.appendingPathComponent("Migrations")
    static let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func files(in folder: URL, ending suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    func testEveryMigrationFileIsEmbeddedAndListedInOrder() throws {
        let files = MigratorTests.files(in: MigratorTests.migrationsFolder, ending: ".sql")
        expect(!files.isEmpty)
        expectEqual(Migrator.migrations.map(\.fileName), files)
        expectEqual(Migrator.migrations.map(\.version), Array(1...files.count))
        let manifest = try String(contentsOf: MigratorTests.packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (index, file) in files.enumerated() {
            expect(file.hasPrefix(String(format: "%04d_", index + 1)), "\(file) is numbered by its place")
            expect(manifest.contains(".embedInCode(\"../../Migrations/\(file)\")"), "\(file) is compiled in")
            let text = try String(contentsOf: MigratorTests.migrationsFolder.appendingPathComponent(file), encoding: .utf8)
            expectEqual(Migrator.migrations[index].sql, text, "\(file) is embedded as it is on disk")
        }
    }

    func testANewDatabaseIsAtTheKnownVersion() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try expectEqual(store.schemaVersion(), Migrator.knownVersion)
        expectEqual(PresetStore.knownSchemaVersion, Migrator.migrations.count)
        try expectEqual(store.check(), [])
    }

    /// Each earlier schema version's fixture (`Fixtures/schema-vN.sql`, a dump of a database
    /// that version wrote) opens, migrates to the known version and keeps every preset and revision.
    func testEveryFixtureMigratesAndKeepsItsHistory() throws {
        let fixtures = MigratorTests.files(in: MigratorTests.fixturesFolder, ending: ".sql")
        expectEqual(fixtures.count, Migrator.knownVersion, "one fixture per shipped schema version")
        for fixture in fixtures {
            let temporary = TemporaryDatabase()
            let sql = try String(contentsOf: MigratorTests.fixturesFolder.appendingPathComponent(fixture), encoding: .utf8)
            do {
                let database = try Database(path: temporary.path, create: true)
                try database.execute(sql)
            }
            let store = try temporary.store()
            try expectEqual(store.schemaVersion(), PresetStore.knownSchemaVersion, "\(fixture)")
            try expectEqual(store.check(), [], "\(fixture)")
            // Every fixture holds this story: sticky-utah built in, edited, renamed to pinned;
            // plain created and deleted.
            try expectEqual(store.allPresets().map(\.name), ["pinned"], "\(fixture)")
            try expectEqual(store.preset(named: "pinned")?.damping, 0.25, "\(fixture)")
            try expectEqual(store.preset(named: "pinned")?.snap.positions, [0, 0.5, 1], "\(fixture)")
            try expectEqual(store.preset(named: "pinned")?.shadow, HeaderShadow(threshold: 140, radius: 8), "\(fixture)")
            try expectEqual(store.history(of: "sticky-utah").map(\.action), ["builtin", "edit", "rename"], "\(fixture)")
            try expectEqual(store.history(of: "plain").map(\.action), ["create", "delete"], "\(fixture)")
            if fixture >= "schema-v5.sql" {
                let pinned = try require(try store.preset(named: "pinned"))
                expect(pinned.snap.policy == .direction && pinned.motion.fling == .android && pinned.pullTrigger == 100)
            }
            if fixture >= "schema-v7.sql" {
                let pinned = try require(try store.preset(named: "pinned"))
                expectEqual(pinned.safeArea, .added)
                expectEqual(pinned.accessory, HeaderAccessory(height: 48, offset: 120, behavior: .quickReturn))
                let scale = pinned.tracks.first { $0.property == .scale }
                expect(scale?.input == .offset && scale?.anchor == TrackAnchor(x: 0, y: 1))
            } else {
                let pinned = try store.preset(named: "pinned")
                expect(pinned?.safeArea == .below && pinned?.accessory == nil, "\(fixture)")
            }
            // Version 8 added dynamicType; earlier rows have none.
            let dynamicType = try store.preset(named: "pinned")?.dynamicType
            expectEqual(
                dynamicType, (fixture >= "schema-v8.sql" ? HeaderDynamicType(textStyle: .title1, scaledHeight: 41) : nil), "\(fixture)")
            // Version 9 added reducedMotion; earlier rows have none. The fixture's changes merge
            // into a preset that neither snaps nor moves its title.
            let pinnedNow = try require(try store.preset(named: "pinned"))
            if fixture >= "schema-v9.sql" {
                let variant = pinnedNow.reducedMotionVariant
                expect(pinnedNow.reducedMotion != nil && variant.snap.mode == .disabled && variant.motion.parallax == 0)
                expectEqual(variant.tracks.first { $0.property == .scale }?.keyframes, [TrackKeyframe(at: 0, value: 1)])
                expect(variant.tracks.count == 2 && variant.damping == 0.25)
            } else {
                expectEqual(pinnedNow.reducedMotion, nil, "\(fixture)")
            }
            // Version 1 had no motion: its rows read as the defaults. Version 2's fixture set some.
            let motion = try store.preset(named: "pinned")?.motion
            if fixture == "schema-v1.sql" {
                expectEqual(motion, MotionParameters())
                try expectEqual(store.history(of: "sticky-utah").compactMap(\.preset?.motion), Array(repeating: MotionParameters(), count: 3))
            } else {
                // Version 5's fixture (and 6's, the same story) flings as Android too.
                let fling: FlingModel = fixture >= "schema-v5.sql" ? .android : .uikit
                expectEqual(motion, MotionParameters(deceleration: .fast, parallax: 0.5, quickReturn: true, fling: fling), "\(fixture)")
            }
            // Tracks came with version 4: earlier rows have none; version 4's fixture set two.
            let tracks = try store.preset(named: "pinned")?.tracks
            if fixture < "schema-v4.sql" {
                expectEqual(tracks, [], "\(fixture)")
            } else if fixture < "schema-v7.sql" {
                expectEqual(
                    tracks,
                    [
                        ContentTrack(
                            layer: "title", property: .scale,
                            keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)]),
                        ContentTrack(
                            layer: "title", property: .opacity, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
                            keyframes: [TrackKeyframe(at: 0.5, value: 0), TrackKeyframe(at: 1, value: 1)]),
                    ], "\(fixture)")
                try expectEqual(store.history(of: "pinned").map { $0.preset?.tracks.count }, [0, 2, 2])
            }
        }
    }

    /// Migration 2 adds the motion columns to a version 1 file (and 3 rewrites its rules):
    /// nothing else changes.
    func testVersion1MigratesKeepingEveryRevision() throws {
        let temporary = TemporaryDatabase()
        let sql = try String(contentsOf: MigratorTests.fixturesFolder.appendingPathComponent("schema-v1.sql"), encoding: .utf8)
        do {
            let database = try Database(path: temporary.path, create: true)
            try database.execute(sql)
        }
        let store = try temporary.store()
        try expectEqual(store.schemaVersion(), PresetStore.knownSchemaVersion)
        let raw = try temporary.rawDatabase()
        try expectEqual(raw.integer("SELECT count(*) FROM revision"), 5)
        try expectEqual(raw.integer("SELECT count(*) FROM snap_position"), 6)
        try expectEqual(
            raw.integer(
                """
                SELECT count(*) FROM revision WHERE coalesce(motion_frame_rate, motion_deceleration_rate, \
                motion_viewport_height, motion_rubber_band_constant, motion_spring_response, \
                motion_spring_damping_ratio, motion_parallax, motion_quick_return) IS NOT NULL
                """), 0)
        // The migrated file takes motion, and keeps history numbering going.
        var pinned = try require(try store.preset(named: "pinned"))
        pinned.motion.parallax = 0.25
        try store.update(pinned)
        try expectEqual(store.preset(named: "pinned")?.motion.parallax, 0.25)
        try expectEqual(store.history(of: "pinned").map(\.revision), [1, 2, 3, 4])
        try expectEqual(store.check(), [])
    }

    /// A file made from the fixture `name`, at that fixture's version.
    static func fixtureDatabase(_ name: String, in temporary: TemporaryDatabase) throws {
        let sql = try String(contentsOf: MigratorTests.fixturesFolder.appendingPathComponent(name), encoding: .utf8)
        let database = try Database(path: temporary.path, create: true)
        try database.execute(sql)
    }

    /// Every row of the file's three tables, each column quoted: `revision` with the columns
    /// `columns` (those of the older version), then `snap_position` and `preset`.
    static func rows(of database: Database, revisionColumns columns: [String]) throws -> [String] {
        let quoted = columns.map { "quote(\($0))" }.joined(separator: " || ',' || ")
        return try database.texts("SELECT \(quoted) FROM revision ORDER BY id")
            + database.texts("SELECT revision || ':' || quote(position) FROM snap_position ORDER BY revision, position")
            + database.texts("SELECT name || '@' || revision FROM preset ORDER BY name")
    }

    /// Migration 3 rebuilds `revision`: every row of every table comes through as it was, ids
    /// and all, the new columns of a version 1 file stay NULL, and foreign keys are on again.
    func testVersion3KeepsEveryRowAsItWas() throws {
        for fixture in ["schema-v1.sql", "schema-v2.sql"] {
            try TestRow.$current.withValue(String(describing: fixture)) { try self.version3KeepsEveryRowAsItWas(fixture) }
        }
    }

    func version3KeepsEveryRowAsItWas(_ fixture: String) throws {
        let before = TemporaryDatabase()
        try MigratorTests.fixtureDatabase(fixture, in: before)
        let old = try before.rawDatabase()
        let columns = try old.texts("SELECT name FROM pragma_table_info('revision')")
        let oldRows = try MigratorTests.rows(of: old, revisionColumns: columns)
        expectEqual(oldRows.count, 5 + 6 + 1)  // the fixtures' story: 5 revisions, 6 snap positions, 1 live preset

        let after = TemporaryDatabase()
        try MigratorTests.fixtureDatabase(fixture, in: after)
        let store = try after.store()
        try expectEqual(store.schemaVersion(), PresetStore.knownSchemaVersion)
        try expectEqual(store.database.integer("PRAGMA foreign_keys"), 1)
        let new = try after.rawDatabase()
        try expectEqual(MigratorTests.rows(of: new, revisionColumns: columns), oldRows)
        // + version 4's tracks, 5's three, 7's four, 8's two, 9's one
        try expectEqual(new.texts("SELECT name FROM pragma_table_info('revision')").count, 34)
        try expectEqual(
            new.texts("SELECT name FROM sqlite_schema WHERE type = 'trigger' ORDER BY name"),
            [
                "revision_accessory_is_whole", "revision_deletion_has_no_behaviour", "revision_deletion_has_no_dynamic_type",
                "revision_deletion_has_no_motion", "revision_deletion_has_no_reduced_motion", "revision_deletion_has_no_screen",
                "revision_deletion_has_no_tracks",
                "revision_dynamic_type_is_whole", "revision_is_never_changed", "revision_is_never_deleted",
                "revision_moves_preset", "revision_numbers_follow_on", "revision_starts_preset",
                "snap_position_is_never_changed", "snap_position_is_never_deleted", "snap_position_joins_latest_revision",
            ])
        try expectEqual(new.integer("SELECT count(*) FROM sqlite_schema WHERE name LIKE '%v3%'"), 0)
        // Reopened, the triggers still fire in their old order: a deletion breaking two rules
        // names the motion rule (version 2's trigger, the newer one), as before.
        let error = expect(throws: DatabaseError.self) {
            try new.execute(
                "INSERT INTO revision (lineage, number, time, action, name, motion_parallax) VALUES (1, 9, '2026-11-29T20:41:07Z', 'delete', 'pinned', 0.5)"
            )
        }
        expectEqual(error?.message, "a deletion holds no preset, so no motion")
        // And the file goes on as before: numbering continues, the name moves along.
        var pinned = try require(try store.preset(named: "pinned"))
        pinned.damping = 0.75
        try store.update(pinned)
        try expectEqual(store.history(of: "pinned").map(\.revision), [1, 2, 3, 4])
        try expectEqual(store.check(), [])
    }

    /// Foreign keys are off while migrations run; a file that already had a row pointing nowhere
    /// (written by some other tool) still migrates, and `check` still reports the row.
    /// Migration 3 changes rules, not columns: a version 2 file the user may only read is read
    /// as it is instead of failing to migrate.
    @Test(.enabled(if: geteuid() != 0, "root may write any file"))
    func aVersion2FileTheUserMayOnlyReadIsReadAsItIs() throws {
        let temporary = TemporaryDatabase()
        try MigratorTests.fixtureDatabase("schema-v2.sql", in: temporary)
        chmod(temporary.path, 0o444)
        defer { chmod(temporary.path, 0o644) }
        let store = try PresetStore(path: temporary.path, create: false)
        try expectEqual(store.schemaVersion(), 2)
        // The fixture's live preset, as its version 2 rows hold it.
        try expectEqual(store.preset(named: "pinned")?.maxHeight, 300)
        try expectEqual(store.preset(named: "pinned")?.motion.parallax, 0.5)
        let error = expect(throws: StoreError.self) { try store.create(Samples.plain) }
        expectEqual(error?.kind, .readOnly)
    }

    func testAFileWithADanglingRowStillMigratesAndCheckReportsIt() throws {
        let temporary = TemporaryDatabase()
        try MigratorTests.fixtureDatabase("schema-v2.sql", in: temporary)
        do {
            let database = try temporary.rawDatabase()
            try database.execute("PRAGMA foreign_keys = OFF; INSERT INTO preset (name, revision) VALUES ('ghost', 99)")
        }
        let store = try temporary.store()
        try expectEqual(store.schemaVersion(), PresetStore.knownSchemaVersion)
        expect(try store.check().contains { $0 == "preset \"ghost\" points to revision row 99, which does not exist" })
    }

    func testANewerDatabaseIsRefusedAndLeftUntouched() throws {
        let temporary = TemporaryDatabase()
        do {
            let store = try temporary.store()
            try store.create(Samples.plain)
            try store.run("PRAGMA user_version = \(PresetStore.knownSchemaVersion + 1)")
        }
        let before = try require(temporary.bytes())
        let error = expect(throws: StoreError.self) { _ = try temporary.store() }
        expectEqual(error?.kind, .newerSchema)
        expectEqual(
            error?.message,
            "the database '\(temporary.path)' has schema version \(PresetStore.knownSchemaVersion + 1), newer than this stretchy knows (\(PresetStore.knownSchemaVersion)); use a newer stretchy"
        )
        expectEqual(temporary.bytes(), before)
        expectEqual(temporary.files(), ["presets.sqlite"])
    }

    func testARollbackJournalDatabaseOfANewerVersionIsNotSwitchedToWAL() throws {
        let temporary = TemporaryDatabase()
        do {
            let database = try Database(path: temporary.path, create: true)
            try database.execute("CREATE TABLE future (x INTEGER); PRAGMA user_version = 99;")
        }
        let before = try require(temporary.bytes())
        let error = expect(throws: StoreError.self) { _ = try temporary.store() }
        expectEqual(error?.kind, .newerSchema)
        expectEqual(temporary.bytes(), before)
    }

    func testAnotherProgramsDatabaseIsNotMigrated() throws {
        let temporary = TemporaryDatabase()
        do {
            let database = try Database(path: temporary.path, create: true)
            try database.execute("CREATE TABLE notes (text TEXT)")
        }
        let before = try require(temporary.bytes())
        let error = expect(throws: StoreError.self) { _ = try temporary.store() }
        expectEqual(error?.kind, .notADatabase)
        expectEqual(temporary.bytes(), before)
    }
}
