import CSQLite
import HeaderGeometry
import ValueText

extension PresetStore {
    /// Runs `body` in one `BEGIN IMMEDIATE` transaction (nested calls join the outer one); rolls
    /// back on throw.
    ///
    /// `IMMEDIATE` takes the write lock up front, waiting up to 5 s for another writer, so a
    /// read-modify-write in `body` never meets `SQLITE_BUSY` halfway.
    public func write<T>(_ body: () throws -> T) throws -> T {
        if database.transactionDepth > 0 {
            try ensureTransactionIsAlive()
            database.transactionDepth += 1
            defer { database.transactionDepth -= 1 }
            return try body()
        }
        try run("BEGIN IMMEDIATE")
        database.transactionDepth = 1
        let changesBefore = sqlite3_total_changes(database.connection)
        let result: T
        do {
            result = try body()
        } catch {
            database.transactionDepth = 0
            rollBack()
            throw error
        }
        database.transactionDepth = 0
        try ensureTransactionIsAlive()  // SQLite ends it after some errors the body may have caught
        do throws(StoreError) {
            // A transaction that changed no row writes nothing (an edit that changes nothing
            // leaves the file's bytes as they were).
            if sqlite3_total_changes(database.connection) != changesBefore {
                try stampIdentity()
                try stampGeneration()
            }
        } catch {
            rollBack()
            throw error
        }
        try commit()
        return result
    }

    /// Writes the database's identity into its header (`PRAGMA application_id`; a random number
    /// chosen by the first write that finds none), in every write transaction that changes a row
    /// (a schema change writes the header anyway, its schema cookie): so each commit's
    /// pages in the WAL include page 1, which carries the identity, and a `-wal` file of another
    /// database is refused before SQLite applies it (``DatabaseFiles/refuseForeignWAL()``).
    private func stampIdentity() throws(StoreError) {
        do throws(DatabaseError) {
            var identity = try database.integer("PRAGMA application_id") ?? 0
            if identity == 0 {
                var generator = SystemRandomNumberGenerator()
                identity = Int64(Int32(bitPattern: UInt32.random(in: 1...UInt32.max, using: &generator)))
            }
            try database.execute("PRAGMA application_id = \(identity)")
        } catch {
            throw failure(error)
        }
    }

    /// ``write(_:)`` for a body that throws only store errors.
    func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        do {
            return try write { () throws -> T in try body() }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.io, "database \(MessageText.quoted(path, longest: .max)): \(error)")
        }
    }

    /// Runs one change: in its own transaction, or inside the caller's `write {}`.
    ///
    /// A change writes with a single statement (atomic by itself) or under ``savepoint(_:)``, so a
    /// change that fails inside `write {}` leaves nothing behind and the caller may go on.
    func change<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        guard database.transactionDepth > 0 else { return try transaction(body) }
        try ensureTransactionIsAlive()
        return try body()
    }

    /// Runs several statements as one: all of them, or, when one fails, none.
    func savepoint<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try run("SAVEPOINT change")
        do throws(StoreError) {
            let result = try body()
            try run("RELEASE change")
            return result
        } catch {
            if database.isInTransaction {
                try? run("ROLLBACK TO change")
                try? run("RELEASE change")
            }
            throw error
        }
    }

    /// Runs `body` on one snapshot of the database: in the caller's transaction (a write, or a
    /// read already begun), or a read one.
    func read<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        guard database.transactionDepth == 0, !database.isInTransaction else { return try body() }
        try run("BEGIN")
        defer { rollBack() }  // a read has nothing to commit: ending it reports nothing the body did not
        return try body()
    }

    /// Runs a statement without parameters or rows (`BEGIN`, `SAVEPOINT`, ...).
    func run(_ sql: String) throws(StoreError) {
        do throws(DatabaseError) {
            try database.statement(sql).run()
        } catch {
            throw failure(error)
        }
    }

    private func commit() throws(StoreError) {
        do throws(DatabaseError) {
            try database.statement("COMMIT").run()
        } catch {
            let outcome: StoreError
            if error.code.primary == .ioError {
                outcome = StoreError(
                    .commitOutcomeUnknown,
                    "an I/O error interrupted saving to \(MessageText.quoted(path, longest: .max)) (\(error.message)); the change may or may not have been saved; run 'stretchy check'",
                    sqliteCode: error.code.rawValue, sql: error.sql)
            } else {
                outcome = failure(error)
            }
            rollBack()
            throw outcome
        }
    }

    private func rollBack() {
        guard database.isInTransaction else { return }  // SQLite may have rolled back already
        try? run("ROLLBACK")
    }

    private func ensureTransactionIsAlive() throws(StoreError) {
        guard database.isInTransaction else {
            throw StoreError(
                .io, "the transaction on \(MessageText.quoted(path, longest: .max)) ended after an earlier error; nothing of it was saved")
        }
    }
}
