import Foundation
import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// Databases a user did not make with stretchy (docs/safety.md#databases-stretchy-did-not-make): foreign schema objects, rows written
/// around the CHECKs, devices and paths SQLite must not touch.
struct PresetStoreHardeningTests {
    /// SQL run on a stretchy database with a raw connection, and the object each adds or changes.
    static let foreignSchema: [(sql: String, object: String)] = [
        (
            "CREATE TRIGGER evil BEFORE INSERT ON revision BEGIN SELECT RAISE(IGNORE); END",
            "the trigger 'evil' on 'revision' that stretchy did not make"
        ),
        ("CREATE VIEW names AS SELECT name FROM preset", "the view 'names' that stretchy did not make"),
        ("CREATE TABLE notes (x)", "the table 'notes' that stretchy did not make"),
        ("CREATE INDEX by_revision ON preset (revision)", "the index 'by_revision' on 'preset' that stretchy did not make"),
        ("DROP TRIGGER revision_is_never_deleted", "the trigger 'revision_is_never_deleted' on 'revision' is missing"),
        (
            "DROP INDEX revision_by_name; CREATE INDEX revision_by_name ON preset (name)",
            "the index 'revision_by_name' on 'preset' differs from the one stretchy made"
        ),
        // Same name, type and table, no longer stopping a revision from being deleted.
        (
            "DROP TRIGGER revision_is_never_deleted; CREATE TRIGGER revision_is_never_deleted BEFORE DELETE ON revision BEGIN SELECT 1; END",
            "the trigger 'revision_is_never_deleted' on 'revision' differs from the one stretchy made"
        ),
    ]

    func testAForeignSchemaObjectIsRefusedOnOpenAndReportedByCheck() throws {
        for (sql, object) in Self.foreignSchema {
            try TestRow.$current.withValue(String(describing: (sql, object))) {
                try self.aForeignSchemaObjectIsRefusedOnOpenAndReportedByCheck(sql: sql, object: object)
            }
        }
    }

    func aForeignSchemaObjectIsRefusedOnOpenAndReportedByCheck(sql: String, object: String) throws {
        let temporary = TemporaryDatabase()
        try temporary.store().create(Samples.sticky)
        let raw = try temporary.rawDatabase()
        try raw.execute(sql)
        raw.close()
        let before = temporary.bytes()
        expect {
            _ = try PresetStore(path: temporary.path)
        } throws: { error in
            let error = error as? StoreError
            return error?.kind == .notADatabase && error?.message.contains(object) == true
        }
        expectEqual(temporary.bytes(), before)
        let checking = try PresetStore(path: temporary.path, refusingForeignSchema: false)
        expect(try checking.check().contains("the schema: " + object))
    }

    func testAStretchyDatabaseMatchesTheMigrationsSchema() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        expect(store.schemaDifferences.isEmpty)
        expect(try store.check().isEmpty)
    }

    /// A revision appended past the CHECKs with `column` set to `value` (SQL).
    static func forge(_ temporary: TemporaryDatabase, _ column: String, _ value: String) throws {
        let raw = try temporary.rawDatabase()
        defer { raw.close() }
        let columns = ["summary", "min_height", "max_height", "collapse", "damping", "snap_mode", "snap_initial"]
        let values = columns.map { $0 == column ? value : $0 }.joined(separator: ", ")
        try raw.execute(
            """
            PRAGMA ignore_check_constraints = 1;
            INSERT INTO revision (lineage, number, time, action, name, \(columns.joined(separator: ", ")))
            SELECT lineage, number + 1, '2026-01-01T00:00:00Z', 'edit', name, \(values)
            FROM revision WHERE name = 'sticky-utah' ORDER BY number DESC LIMIT 1;
            """)
    }

    func testARowBreakingARuleIsRefusedAsReadNamingThePreset() throws {
        for (column, value, key) in [
            ("summary", "'evil ' || char(27) || '[2J'", "summary"),
            ("max_height", "1e999", "maxHeight"),
            ("min_height", "NULL", "minHeight"),
            ("collapse", "'sideways'", "collapse"),
        ] {
            try TestRow.$current.withValue(String(describing: (column, value, key))) {
                try self.aRowBreakingARuleIsRefusedAsReadNamingThePreset(column: column, value: value, key: key)
            }
        }
    }

    func aRowBreakingARuleIsRefusedAsReadNamingThePreset(column: String, value: String, key: String) throws {
        let temporary = TemporaryDatabase()
        try temporary.store().create(Samples.sticky)
        try Self.forge(temporary, column, value)
        let store = try temporary.store()
        for read in [
            { _ = try store.preset(named: "sticky-utah") }, { _ = try store.allPresets() },
            { _ = try store.history(of: "sticky-utah") },
        ] as [() throws -> Void] {
            expect {
                try read()
            } throws: { error in
                let error = error as? StoreError
                return error?.kind == .corrupt && error?.message.contains("preset 'sticky-utah'") == true
                    && error?.message.contains(key) == true
            }
        }
        expect(try store.check().contains { $0.contains("preset 'sticky-utah'") && $0.contains(key) })
        // Deleting it needs no valid content: the way out.
        try store.delete("sticky-utah")
        expect(try store.allPresets().isEmpty)
    }

    func testSomethingOtherThanARegularFileIsRefusedBeforeSQLiteOpensIt() {
        for path in ["/dev/null", "/dev/zero", "/tmp"] {
            TestRow.$current.withValue(String(describing: path)) { self.somethingOtherThanARegularFileIsRefusedBeforeSQLiteOpensIt(path: path) }
        }
    }

    func somethingOtherThanARegularFileIsRefusedBeforeSQLiteOpensIt(path: String) {
        expect {
            _ = try PresetStore(path: path)
        } throws: { error in
            (error as? StoreError)?.kind == .notADatabase && (error as? StoreError)?.message.contains("is not a database file") == true
        }
        expect(!FileManager.default.fileExists(atPath: path + "-journal"))
        expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    func testAPathLongerThanSQLiteOpensSaysSo() {
        let temporary = TemporaryDatabase()
        let path = temporary.folder.path + "/" + String(repeating: "x", count: 520) + ".sqlite"
        expect {
            _ = try PresetStore(path: path)
        } throws: { error in
            (error as? StoreError)?.message.contains("the path is too long") == true
        }
        expect(temporary.files().isEmpty)
    }

    func testANewDatabaseIsLinkedIntoPlaceLeavingNoTemporaryFile() throws {
        let temporary = TemporaryDatabase()
        let store = try PresetStore(path: temporary.path, catalogue: { [Samples.sticky, Samples.plain] })
        try expectEqual(store.allPresets().map(\.name), ["plain", "sticky-utah"])
        expectEqual(temporary.files(), ["presets.sqlite", "presets.sqlite-shm", "presets.sqlite-wal"])
    }

    func testATemporaryNameStaysInItsFolder() {
        let name = DatabaseFiles(path: "/data/stretchy/presets.sqlite").temporarySibling()
        expect(name.hasPrefix("/data/stretchy/.stretchy-"))
        expectEqual(name.count, "/data/stretchy/.stretchy-".count + 10)
        expect(DatabaseFiles(path: "presets.sqlite").temporarySibling().hasPrefix(".stretchy-"))
    }

    /// The names and SQL digests opening compares with are what the migrations make, run here on
    /// an empty in-memory database: a migration that adds, drops, renames or changes an object
    /// fails this test until ``SchemaObjects/latest`` lists what it prints.
    func testTheCompiledInListIsWhatTheMigrationsMake() throws {
        let made = try SchemaObjects.expected(atVersion: Migrator.knownVersion).digested()
        expectEqual(made, SchemaObjects.latest, "SchemaObjects.latest should be:\n\(made.swiftSource)")
        expectEqual(made.differences(from: .latest), [])
    }
}
