import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An error SQLite reported: its extended result code, its message and the SQL that failed.
struct DatabaseError: Error, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_CHECK`, `SQLITE_IOERR_FSYNC`, ...).
    let code: ResultCode
    /// SQLite's message (`CHECK constraint failed: damping must be in 0...1`).
    let message: String
    /// The statement that failed, when there was one.
    let sql: String?
    /// The operating system's `errno` behind an I/O error (`ENOSPC`), or 0.
    let systemErrno: Int32
    /// Whether a row read breaks a rule the schema's CHECKs state (written around them by another
    /// program): `message` names the preset and the rule.
    private(set) var isBrokenRow = false

    /// A row that breaks a rule of the schema, found as it was read.
    static func brokenRow(_ message: String) -> DatabaseError {
        var error = DatabaseError(code: .constraint, message: message)
        error.isBrokenRow = true
        return error
    }

    /// An error with the given code, message and SQL.
    init(code: ResultCode, message: String, sql: String? = nil, systemErrno: Int32 = 0) {
        self.code = code
        self.message = message
        self.sql = sql
        self.systemErrno = systemErrno
    }

    /// The error SQLite holds for `connection` after a call returned `code`.
    init(code: Int32, connection: OpaquePointer?, sql: String? = nil) {
        let text = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        self.init(
            code: ResultCode(rawValue: code), message: text ?? ResultCode(rawValue: code).description, sql: sql,
            systemErrno: connection.map { sqlite3_system_errno($0) } ?? 0)
    }

    /// Whether the disk (or the user's quota) is full: `SQLITE_FULL`, or an I/O error whose
    /// system error is `ENOSPC`/`EDQUOT` — which is how a full disk shows when SQLite cannot
    /// grow the WAL index (`-shm`) that every reader of a WAL database needs.
    var isDiskFull: Bool {
        code.primary == .full || (code.primary == .ioError && (systemErrno == ENOSPC || systemErrno == EDQUOT))
    }

    /// `message (code N) in: SQL`, on one line.
    var description: String {
        var text = "\(message) (SQLite code \(code.rawValue))"
        if let sql { text += " in: " + sql.split(whereSeparator: \.isNewline).joined(separator: " ") }
        return text
    }
}
