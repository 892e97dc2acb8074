import TestKit
import TestSupport
import Testing

@testable import PresetStore

struct StatementTests {
    func testTextRoundTripsWithEveryByte() throws {
        for text in ["plain", "", "a\u{0}b", "\u{0}", "ünïcödé ✓ 🏳️‍🌈", String(repeating: "x", count: 10_000)] {
            try TestRow.$current.withValue(String(describing: text)) { try self.textRoundTripsWithEveryByte(text) }
        }
    }

    func textRoundTripsWithEveryByte(_ text: String) throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let select = try database.statement("SELECT ?1, length(CAST(?1 AS BLOB)), typeof(?1)")
        defer { select.reset() }
        try select.bind(text, at: 1)
        expect(try select.step())
        expectEqual(select.text(at: 0), text)
        expectEqual(select.int(at: 1), text.utf8.count)  // a -1 length would stop at the NUL
        expectEqual(select.text(at: 2), "text")  // "" is text, not NULL
    }

    func testNumbersAndNullsRoundTrip() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let select = try database.statement("SELECT ?1, ?2, ?3, ?4")
        defer { select.reset() }
        try select.bind(Int64.max, at: 1)
        try select.bind(0.1, at: 2)
        try select.bind(nil as Double?, at: 3)
        try select.bind(nil as String?, at: 4)
        expect(try select.step())
        expectEqual(select.int64(at: 0), Int64.max)
        expectEqual(select.double(at: 1), 0.1)
        expectEqual(select.optionalDouble(at: 2), nil)
        expectEqual(select.optionalText(at: 3), nil)
        expect(try !select.step())
    }

    func testNanIsRefusedAtBinding() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let select = try database.statement("SELECT ?1")
        defer { select.reset() }
        let error = expect(throws: DatabaseError.self) { try select.bind(Double.nan, at: 1) }
        expectEqual(error?.code, .mismatch)
        expectEqual(error?.sql, "SELECT ?1")
    }

    func testErrorsCarryExtendedCodeMessageAndSQL() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        try database.execute("CREATE TABLE t (x INTEGER CONSTRAINT \"x is positive\" CHECK (x > 0)) STRICT")
        let sql = "INSERT INTO t (x) VALUES (?1)"
        let insert = try database.statement(sql)
        defer { insert.reset() }
        try insert.bind(Int64(-1), at: 1)
        let error = expect(throws: DatabaseError.self) { try insert.run() }
        expectEqual(error?.code.rawValue, 275)  // SQLITE_CONSTRAINT_CHECK, extended
        expectEqual(error?.code.primary, .constraint)
        expectEqual(error?.message, "CHECK constraint failed: x is positive")
        expectEqual(error?.sql, sql)
    }

    func testPreparingBadSQLNamesTheSQL() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let error = expect(throws: DatabaseError.self) { _ = try database.statement("SELEC 1") }
        expectEqual(error?.code, .error)
        expectEqual(error?.message.contains("syntax error"), true)
        expectEqual(error?.sql, "SELEC 1")
    }

    func testAResetStatementRunsAgainWithNewParameters() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let select = try database.statement("SELECT ?1 * 2")
        for value in [Int64(1), 21] {
            try select.bind(value, at: 1)
            expect(try select.step())
            expectEqual(select.int64(at: 0), value * 2)
            select.reset()
        }
    }
}
