import CSQLite

/// One SQLite connection, set up the way Stretchy needs it.
///
/// Opening runs ordered small steps that read and write nothing in the file (busy timeout,
/// extended result codes, foreign keys, no trust in the schema, defensive mode);
/// ``prepareForWriting()`` then switches to WAL with full sync, once the caller knows the file is
/// one it may change.
final class Database {
    /// The file's path as given.
    let path: String
    /// The raw connection.
    let connection: OpaquePointer
    /// Prepared statements, by SQL text.
    let statements: StatementCache
    /// How many ``PresetStore/write(_:)`` calls are open; the outermost owns the transaction.
    var transactionDepth = 0

    /// How long a writer waits for another one before giving up with `SQLITE_BUSY`.
    static let busyTimeoutMilliseconds: Int32 = 5_000

    /// How much of the file SQLite reads through a memory mapping (256 MiB).
    static let mappedBytes = 1 << 28

    /// Opens `path`, creating the file only when `create` is true. The connection is closed again
    /// when opening or a setup step fails.
    /// With `uri`, `path` is an SQLite `file:` URI.
    init(path: String, create: Bool, readOnly: Bool = false, uri: Bool = false) throws(DatabaseError) {
        Database.configureSQLite
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        if uri { flags |= SQLITE_OPEN_URI }
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create, !readOnly { flags |= SQLITE_OPEN_CREATE }
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            var error = DatabaseError(code: code, connection: opened)
            if let opened, error.code.primary == .cannotOpen {  // say why: "No such file or directory"
                error = DatabaseError(code: error.code, message: DatabaseFiles.systemMessage(sqlite3_system_errno(opened)), sql: nil)
            }
            sqlite3_close_v2(opened)  // a handle comes back even when opening fails
            throw error
        }
        self.path = path
        self.connection = opened
        self.statements = StatementCache(connection: opened)
        for step in SetupStep.allCases {
            do throws(DatabaseError) {
                try apply(step)
            } catch {
                statements.removeAll()
                sqlite3_close_v2(opened)
                throw error
            }
        }
    }

    private var isClosed = false

    /// Process-wide SQLite settings, made once before the first connection opens. Only speed
    /// depends on them, so a refusal (SQLite already initialized by other code) is ignored.
    private static let configureSQLite: Void = {
        _ = stretchy_sqlite_config_no_initial_page_cache()
        _ = stretchy_sqlite_config_no_memory_statistics()
    }()

    deinit { close() }

    /// Finalizes the cached statements and closes the connection; later calls do nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        statements.removeAll()
        sqlite3_close_v2(connection)
    }

    // MARK: Setup, in order

    /// The setup steps, in the order they run.
    private enum SetupStep: CaseIterable {
        case busyTimeout, extendedResultCodes, foreignKeys, untrustedSchema, defensive, noDoubleQuotedStrings
        case temporaryFilesInMemory, memoryMappedReads
    }

    private func apply(_ step: SetupStep) throws(DatabaseError) {
        switch step {
        case .busyTimeout: try setBusyTimeout()
        case .extendedResultCodes: try useExtendedResultCodes()
        case .foreignKeys: try configure(SQLITE_DBCONFIG_ENABLE_FKEY, on: true, "foreign_keys=ON")
        case .untrustedSchema: try configure(SQLITE_DBCONFIG_TRUSTED_SCHEMA, on: false, "trusted_schema=OFF")
        case .defensive: try configure(SQLITE_DBCONFIG_DEFENSIVE, on: true, "defensive mode")
        case .noDoubleQuotedStrings:
            try configure(SQLITE_DBCONFIG_DQS_DML, on: false, "no double-quoted string literals")
            try configure(SQLITE_DBCONFIG_DQS_DDL, on: false, "no double-quoted string literals")
        case .temporaryFilesInMemory:
            // Statement and savepoint journals: on disk, every change inside a `write {}` would
            // copy its pages to a temporary file.
            try execute("PRAGMA temp_store = MEMORY")
        case .memoryMappedReads:
            // Pages are read straight from the file's mapping instead of being copied into
            // SQLite's cache (Benchmarks/fixes.md). Writes still go through write(2). SQLite
            // maps at most this much.
            try execute("PRAGMA mmap_size = \(Database.mappedBytes)")
        }
    }

    private func setBusyTimeout() throws(DatabaseError) {
        try check(sqlite3_busy_timeout(connection, Database.busyTimeoutMilliseconds), "busy timeout")
    }

    private func useExtendedResultCodes() throws(DatabaseError) {
        try check(sqlite3_extended_result_codes(connection, 1), "extended result codes")
    }

    private func configure(_ option: Int32, on: Bool, _ what: String) throws(DatabaseError) {
        var result: Int32 = -1
        try check(stretchy_sqlite_db_config_int(connection, option, on ? 1 : 0, &result), what)
        guard result == (on ? 1 : 0) else {
            throw DatabaseError(code: .error, message: "SQLite did not accept \(what)", sql: nil)
        }
    }

    /// Switches the file to WAL and every commit to a full sync. Writes the file's header when it
    /// was not in WAL mode yet; a read-only file keeps its mode.
    ///
    /// Not `durable`: no commit waits for the disk (`PRAGMA synchronous = OFF`, from the header's
    /// write on), for a file no one can see yet that its builder syncs once before linking it into
    /// place (docs/safety.md).
    func prepareForWriting(durable: Bool = true) throws(DatabaseError) {
        if !durable { try execute("PRAGMA synchronous = OFF") }
        let mode = try text("PRAGMA journal_mode = WAL")
        if mode?.lowercased() != "wal", !isReadOnly {
            throw DatabaseError(
                code: .error, message: "the database could not switch to WAL mode (it stays in \(mode ?? "?") mode)", sql: "PRAGMA journal_mode = WAL"
            )
        }
        if durable { try execute("PRAGMA synchronous = FULL") }
    }

    // MARK: Running SQL

    /// Runs one or more statements that return no rows we need (a migration, `BEGIN`).
    func execute(_ sql: String) throws(DatabaseError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(connection, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? ResultCode(rawValue: code).description
            sqlite3_free(message)
            let extended = sqlite3_extended_errcode(connection)
            throw DatabaseError(
                code: ResultCode(rawValue: extended != SQLITE_OK ? extended : code),
                message: text, sql: sql)
        }
    }

    /// The cached statement for `sql`.
    func statement(_ sql: String) throws(DatabaseError) -> Statement {
        try statements.statement(sql)
    }

    /// The first column of the first row of `sql`, as an integer (`nil` when there is no row).
    func integer(_ sql: String) throws(DatabaseError) -> Int64? {
        let statement = try statement(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.int64(at: 0) : nil
    }

    /// The first column of the first row of `sql` with `?1` bound to `text`, as an integer.
    func integer(_ sql: String, binding text: String) throws(DatabaseError) -> Int64? {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(text, at: 1)
        return try statement.step() ? statement.int64(at: 0) : nil
    }

    /// The first column of the first row of `sql`, as text (`nil` when there is no row).
    func text(_ sql: String) throws(DatabaseError) -> String? {
        let statement = try Statement(connection: connection, sql: sql, persistent: false)
        return try statement.step() ? statement.optionalText(at: 0) : nil
    }

    /// Every row's first column of `sql`, as text (a `PRAGMA ..._check`).
    func texts(_ sql: String) throws(DatabaseError) -> [String] {
        let statement = try Statement(connection: connection, sql: sql, persistent: false)
        var rows: [String] = []
        while try statement.step() { rows.append(statement.text(at: 0)) }
        return rows
    }

    /// Whether SQLite opened the file read-only (its permissions, or the caller's wish).
    var isReadOnly: Bool { sqlite3_db_readonly(connection, "main") == 1 }

    /// Whether the file is in WAL mode.
    var isWAL: Bool { (try? text("PRAGMA journal_mode"))?.lowercased() == "wal" }

    /// Whether a transaction is open on the connection.
    var isInTransaction: Bool { sqlite3_get_autocommit(connection) == 0 }

    /// The rowid of the last row inserted on this connection.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(connection) }

    private func check(_ code: Int32, _ what: String) throws(DatabaseError) {
        guard code == SQLITE_OK else {
            throw DatabaseError(code: code, connection: connection, sql: what)
        }
    }
}

/// A connection belongs to one thread.
@available(*, unavailable)
extension Database: Sendable {}
