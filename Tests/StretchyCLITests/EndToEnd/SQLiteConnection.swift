import CSQLite

/// A connection to a test's database through SQLite's C API, for what the tests do behind
/// `stretchy`'s back (damaging a row, holding a lock): the tests need only what README.md names
/// (`libsqlite3-dev`), not the `sqlite3` shell.
final class SQLiteConnection {
    private var handle: OpaquePointer?

    /// Opens the database at `path` (which must exist) for reading and writing.
    init(_ path: String) throws {
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw Failure(message: "\(path): \(message)")
        }
    }

    deinit { sqlite3_close(handle) }

    /// Runs every statement of `sql` (`sqlite3_exec`).
    func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "error"
            sqlite3_free(error)
            throw Failure(message: message)
        }
    }

    /// The first column of the first row of `sql` as an integer, `nil` when there is no row.
    func integer(_ sql: String) throws -> Int? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(message: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        return sqlite3_step(statement) == SQLITE_ROW ? Int(sqlite3_column_int64(statement, 0)) : nil
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
