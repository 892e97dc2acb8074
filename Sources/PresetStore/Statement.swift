import CSQLite

/// A prepared SQL statement: bind parameters, step through rows, read columns.
///
/// Prepared once and reused (see ``StatementCache``); finalized when released. Belongs to the
/// connection and thread that made it.
final class Statement {
    /// The SQL text the statement was prepared from.
    let sql: String
    private let handle: OpaquePointer

    /// Prepares `sql` (one statement) on `connection`.
    init(connection: OpaquePointer, sql: String, persistent: Bool = true) throws(DatabaseError) {
        var prepared: OpaquePointer?
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sql.utf8CString.withUnsafeBufferPointer { text in
            sqlite3_prepare_v3(connection, text.baseAddress, Int32(text.count), flags, &prepared, nil)
        }
        guard code == SQLITE_OK, let prepared else {
            sqlite3_finalize(prepared)
            throw DatabaseError(code: code, connection: connection, sql: sql)
        }
        self.sql = sql
        self.handle = prepared
    }

    deinit { sqlite3_finalize(handle) }

    /// Steps once: `true` when a row is ready to read, `false` when the statement is done.
    func step() throws(DatabaseError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw DatabaseError(code: code, connection: sqlite3_db_handle(handle), sql: sql)
        }
    }

    /// Steps to the end, ignoring any rows, then resets.
    func run() throws(DatabaseError) {
        defer { reset() }
        while try step() {}
    }

    /// Makes the statement ready to run again and clears its parameters.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    // MARK: Parameters (1-based)

    /// Binds an integer.
    func bind(_ value: Int64, at index: Int32) throws(DatabaseError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    /// Binds a number; NaN is refused (SQLite would silently store it as NULL).
    func bind(_ value: Double, at index: Int32) throws(DatabaseError) {
        guard !value.isNaN else {
            throw DatabaseError(code: .mismatch, message: "NaN cannot be stored (parameter \(index))", sql: sql)
        }
        try check(sqlite3_bind_double(handle, index, value))
    }

    /// Binds a number, or NULL for `nil`.
    func bind(_ value: Double?, at index: Int32) throws(DatabaseError) {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    /// Binds text with its UTF-8 byte length, so an embedded NUL is kept.
    func bind(_ value: String, at index: Int32) throws(DatabaseError) {
        var text = value
        let code = text.withUTF8 { bytes in
            // An empty buffer may have no address; NULL would bind SQL NULL, not "".
            let empty: StaticString = ""
            let start = UnsafeRawPointer(bytes.baseAddress ?? empty.utf8Start)
            return sqlite3_bind_text64(
                handle, index, start.assumingMemoryBound(to: CChar.self),
                UInt64(bytes.count), stretchy_sqlite_transient(), UInt8(SQLITE_UTF8))
        }
        try check(code)
    }

    /// Binds text, or NULL for `nil`.
    func bind(_ value: String?, at index: Int32) throws(DatabaseError) {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    /// Binds the bytes as a BLOB (an empty array binds NULL).
    func bind(_ bytes: [UInt8], at index: Int32) throws(DatabaseError) {
        let code = bytes.withUnsafeBytes { raw in
            sqlite3_bind_blob64(
                handle, index, raw.baseAddress, UInt64(raw.count),
                stretchy_sqlite_transient())
        }
        try check(code)
    }

    /// Binds NULL.
    func bindNull(at index: Int32) throws(DatabaseError) {
        try check(sqlite3_bind_null(handle, index))
    }

    // MARK: Columns (0-based) of the current row

    /// The column's type in the current row: `SQLITE_NULL`, `SQLITE_INTEGER`, `SQLITE_FLOAT`, ...
    func type(at column: Int32) -> Int32 { sqlite3_column_type(handle, column) }

    /// Whether the column is NULL.
    func isNull(at column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// The column as an integer.
    func int64(at column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// The column as an `Int`.
    func int(at column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    /// The column as a number.
    func double(at column: Int32) -> Double { sqlite3_column_double(handle, column) }

    /// The column as a number, `nil` when NULL.
    func optionalDouble(at column: Int32) -> Double? { isNull(at: column) ? nil : double(at: column) }

    /// The column as text, all its bytes (embedded NULs included).
    func text(at column: Int32) -> String {
        guard let start = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// Replaces `bytes` with the column's text as UTF-8, without making a string: `bytes` keeps
    /// its capacity, so a buffer refilled row after row allocates once.
    func copyUTF8(at column: Int32, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        guard let start = sqlite3_column_text(handle, column) else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, column))))
    }

    /// The column's bytes (a BLOB's, or text's UTF-8).
    func bytes(at column: Int32) -> [UInt8] {
        guard let start = sqlite3_column_blob(handle, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, column))))
    }

    /// The column as text, `nil` when NULL.
    func optionalText(at column: Int32) -> String? { isNull(at: column) ? nil : text(at: column) }

    private func check(_ code: Int32) throws(DatabaseError) {
        guard code == SQLITE_OK else {
            throw DatabaseError(code: code, connection: sqlite3_db_handle(handle), sql: sql)
        }
    }
}

/// A statement belongs to one connection on one thread.
@available(*, unavailable)
extension Statement: Sendable {}
