import TestSupport
import Testing

@testable import PresetStore

@Suite struct StatementTests {
    @Test(arguments: ["plain", "", "a\u{0}b", "\u{0}", "ünïcödé ✓ 🏳️‍🌈", String(repeating: "x", count: 10_000)])
    func textRoundTripsWithEveryByte(_ text: String) throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let select = try database.statement("SELECT ?1, length(CAST(?1 AS BLOB)), typeof(?1)")
        defer { select.reset() }
        try select.bind(text, at: 1)
        #expect(try select.step())
        #expect(select.text(at: 0) == text)
        #expect(select.int(at: 1) == text.utf8.count)  // a -1 length would stop at the NUL
        #expect(select.text(at: 2) == "text")  // "" is text, not NULL
    }

    @Test func numbersAndNullsRoundTrip() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let select = try database.statement("SELECT ?1, ?2, ?3, ?4")
        defer { select.reset() }
        try select.bind(Int64.max, at: 1)
        try select.bind(0.1, at: 2)
        try select.bind(nil as Double?, at: 3)
        try select.bind(nil as String?, at: 4)
        #expect(try select.step())
        #expect(select.int64(at: 0) == Int64.max)
        #expect(select.double(at: 1) == 0.1)
        #expect(select.optionalDouble(at: 2) == nil)
        #expect(select.optionalText(at: 3) == nil)
        #expect(try !select.step())
    }

    @Test func nanIsRefusedAtBinding() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let select = try database.statement("SELECT ?1")
        defer { select.reset() }
        let error = #expect(throws: DatabaseError.self) { try select.bind(Double.nan, at: 1) }
        #expect(error?.code == .mismatch)
        #expect(error?.sql == "SELECT ?1")
    }

    @Test func errorsCarryExtendedCodeMessageAndSQL() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        try database.execute("CREATE TABLE t (x INTEGER CONSTRAINT \"x is positive\" CHECK (x > 0)) STRICT")
        let sql = "INSERT INTO t (x) VALUES (?1)"
        let insert = try database.statement(sql)
        defer { insert.reset() }
        try insert.bind(Int64(-1), at: 1)
        let error = #expect(throws: DatabaseError.self) { try insert.run() }
        #expect(error?.code.rawValue == 275)  // SQLITE_CONSTRAINT_CHECK, extended
        #expect(error?.code.primary == .constraint)
        #expect(error?.message == "CHECK constraint failed: x is positive")
        #expect(error?.sql == sql)
    }

    @Test func preparingBadSQLNamesTheSQL() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let error = #expect(throws: DatabaseError.self) { _ = try database.statement("SELEC 1") }
        #expect(error?.code == .error)
        #expect(error?.message.contains("syntax error") == true)
        #expect(error?.sql == "SELEC 1")
    }

    @Test func aResetStatementRunsAgainWithNewParameters() throws {
        let temporary = TemporaryDatabase()
        let database = try Database(path: temporary.path, create: true)
        let select = try database.statement("SELECT ?1 * 2")
        for value in [Int64(1), 21] {
            try select.bind(value, at: 1)
            #expect(try select.step())
            #expect(select.int64(at: 0) == value * 2)
            select.reset()
        }
    }
}
