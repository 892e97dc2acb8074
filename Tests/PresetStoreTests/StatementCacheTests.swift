import TestKit
import TestSupport
import Testing

@testable import PresetStore

struct StatementCacheTests {
    func testTheSameSQLGivesTheSamePreparedStatement() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let first = try database.statement("SELECT 1")
        let again = try database.statement("SELECT 1")
        let other = try database.statement("SELECT 2")
        expect(first === again)
        expect(first !== other)
        expectEqual(database.statements.count, 2)
        database.statements.removeAll()
        expectEqual(database.statements.count, 0)
    }
}
