import TestSupport
import Testing

@testable import PresetStore

@Suite struct DatabaseTests {
    @Test func connectionsAreSetUpAsTheIssueAsks() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        try database.prepareForWriting()
        #expect(try database.integer("PRAGMA foreign_keys") == 1)
        #expect(try database.integer("PRAGMA trusted_schema") == 0)
        #expect(try database.integer("PRAGMA busy_timeout") == 5_000)
        #expect(try database.text("PRAGMA journal_mode") == "wal")
        #expect(try database.integer("PRAGMA synchronous") == 2)  // FULL
    }

    /// A new database is built without a sync per commit (docs/safety.md); the store that then
    /// opens it must wait for the disk at every commit again.
    @Test func aNewDatabaseIsBuiltUnsyncedAndThenWrittenWithFullSync() throws {
        let temporary = TemporaryDatabase()
        let building = try Database(path: temporary.path, create: true)
        try building.prepareForWriting(durable: false)
        #expect(try building.text("PRAGMA journal_mode") == "wal")
        #expect(try building.integer("PRAGMA synchronous") == 0)  // OFF
        building.close()

        let created = TemporaryDatabase()
        let store = try created.store()
        #expect(try store.database.text("PRAGMA journal_mode") == "wal")
        #expect(try store.database.integer("PRAGMA synchronous") == 2)  // FULL
        try store.create(Samples.sticky)
        store.database.close()
        #expect(try created.store().preset(named: Samples.sticky.name) == Samples.sticky)
    }

    @Test func openingAMissingFileWithoutCreateFailsAndCreatesNothing() throws {
        let temporary = TemporaryDatabase()
        #expect(throws: DatabaseError.self) { _ = try Database(path: temporary.path, create: false) }
        #expect(temporary.files().isEmpty)
    }

    @Test func openingInAMissingFolderFailsWithCannotOpen() throws {
        let temporary = TemporaryDatabase()
        let error = #expect(throws: DatabaseError.self) {
            _ = try Database(path: temporary.folder.path + "/missing/presets.sqlite", create: true)
        }
        #expect(error?.code.primary == .cannotOpen)
    }

    @Test func multipleStatementsRunInOrder() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        try database.execute("CREATE TABLE t (x INTEGER) STRICT; INSERT INTO t VALUES (1), (2);")
        #expect(try database.integer("SELECT sum(x) FROM t") == 3)
        #expect(try database.texts("SELECT x FROM t ORDER BY x") == ["1", "2"])
    }
}
