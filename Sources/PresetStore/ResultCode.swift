import CSQLite

/// An SQLite result code, primary (`SQLITE_BUSY`) or extended (`SQLITE_BUSY_SNAPSHOT`).
///
/// In a `switch`, a primary code matches each of its extended codes:
/// `case .busy:` catches `SQLITE_BUSY_SNAPSHOT` too.
struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code as SQLite returns it.
    let rawValue: Int32

    /// A result code from SQLite's raw value.
    init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code: the low eight bits.
    var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// SQLite's English name for the code, e.g. "database is locked".
    var description: String { String(cString: sqlite3_errstr(rawValue)) }

    /// A primary pattern matches its extended codes; an extended pattern only itself.
    static func ~= (pattern: ResultCode, code: ResultCode) -> Bool {
        pattern == code || (pattern == pattern.primary && pattern == code.primary)
    }

    static let ok = ResultCode(rawValue: SQLITE_OK)
    static let error = ResultCode(rawValue: SQLITE_ERROR)
    static let busy = ResultCode(rawValue: SQLITE_BUSY)
    static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    static let full = ResultCode(rawValue: SQLITE_FULL)
    static let cannotOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
    static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
    static let row = ResultCode(rawValue: SQLITE_ROW)
    static let done = ResultCode(rawValue: SQLITE_DONE)
    /// A `UNIQUE` or `PRIMARY KEY` constraint failed.
    static let constraintPrimaryKey = ResultCode(rawValue: 1555)  // SQLITE_CONSTRAINT_PRIMARYKEY
}
