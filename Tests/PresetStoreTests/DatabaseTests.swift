import TestKit
import TestSupport
import Testing

@testable import PresetStore

struct DatabaseTests {
    func testConnectionsAreSetUpAsTheIssueAsks() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        try database.prepareForWriting()
        try expectEqual(database.integer("PRAGMA foreign_keys"), 1)
        try expectEqual(database.integer("PRAGMA trusted_schema"), 0)
        try expectEqual(database.integer("PRAGMA busy_timeout"), 5_000)
        try expectEqual(database.text("PRAGMA journal_mode"), "wal")
        try expectEqual(database.integer("PRAGMA synchronous"), 2)  // FULL
    }

    /// A new database is built without a sync per commit (docs/safety.md); the store that then
    /// opens it must wait for the disk at every commit again.
    func testANewDatabaseIsBuiltUnsyncedAndThenWrittenWithFullSync() throws {
        let temporary = TemporaryDatabase()
        let building = try Database(path: temporary.path, create: true)
        try building.prepareForWriting(durable: false)
        try expectEqual(building.text("PRAGMA journal_mode"), "wal")
        try expectEqual(building.integer("PRAGMA synchronous"), 0)  // OFF
        building.close()

        let created = TemporaryDatabase()
        let store = try created.store()
        try expectEqual(store.database.text("PRAGMA journal_mode"), "wal")
        try expectEqual(store.database.integer("PRAGMA synchronous"), 2)  // FULL
        try store.create(Samples.sticky)
        store.database.close()
        try expectEqual(created.store().preset(named: Samples.sticky.name), Samples.sticky)
    }

    func testOpeningAMissingFileWithoutCreateFailsAndCreatesNothing() throws {
        let temporary = TemporaryDatabase()
        expect(throws: DatabaseError.self) { _ = try Database(path: temporary.path, create: false) }
        expect(temporary.files().isEmpty)
    }

    func testOpeningInAMissingFolderFailsWithCannotOpen() throws {
        let temporary = TemporaryDatabase()
        let error = expect(throws: DatabaseError.self) {
            _ = try Database(path: temporary.folder.path + "/missing/presets.sqlite", create: true)
        }
        expectEqual(error?.code.primary, .cannotOpen)
    }

    func testMultipleStatementsRunInOrder() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        try database.execute("CREATE TABLE t (x INTEGER) STRICT; INSERT INTO t VALUES (1), (2);")
        try expectEqual(database.integer("SELECT sum(x) FROM t"), 3)
        try expectEqual(database.texts("SELECT x FROM t ORDER BY x"), ["1", "2"])
    }
}
