import HeaderGeometry
import ValueText

extension PresetStore {
    /// Brings the schema to ``knownSchemaVersion``.
    ///
    /// A new database gets every migration and the built-in catalogue in one transaction; an older
    /// one gets each missing migration in its own transaction, with its `user_version`. Migrations
    /// run with foreign keys off, as SQLite's way of rebuilding a table needs (a table that others
    /// point to is dropped and its copy renamed), and each is checked with
    /// `PRAGMA foreign_key_check` before its transaction commits.
    func migrate(catalogue: () -> [HeaderPreset]) throws(StoreError) {
        let version = try schemaVersion()
        if version == PresetStore.knownSchemaVersion { return }
        // A schema that is not the migrations' (opened for `check` only) is left as it is.
        if !schemaDifferences.isEmpty { return }
        // A file the user may only read is read as it is when the missing migrations change no
        // columns, or add columns a TEMP view can show as NULL: the queries are the same, and
        // writing fails as read-only anyway.
        let missing = Migrator.migrations.filter { $0.version > version }
        if version > 0, database.isReadOnly, missing.allSatisfy(\.isReadableWithout) {
            do throws(DatabaseError) {
                let added = missing.flatMap(\.addedRevisionColumns)
                if !added.isEmpty { try database.execute(Migration.readOnlyView(adding: added)) }
            } catch {
                throw failure(error)
            }
            return
        }
        try withoutForeignKeys { () throws(StoreError) in
            if version == 0 {
                try transaction { () throws(StoreError) in
                    guard try schemaVersion() == 0 else { return }  // another process was first
                    try refuseForeignTables()
                    for migration in Migrator.migrations { try apply(migration) }
                    for preset in catalogue() { try insertNew(preset, action: "builtin") }
                }
            } else {
                for migration in Migrator.migrations where migration.version > version {
                    try transaction { () throws(StoreError) in
                        guard try schemaVersion() < migration.version else { return }
                        try apply(migration)
                    }
                }
            }
        }
        database.statements.removeAll()  // statements prepared on the old schema
    }

    /// Runs `body` with foreign key enforcement off, outside any transaction (SQLite ignores the
    /// switch inside one), and turns it back on however `body` ends.
    private func withoutForeignKeys(_ body: () throws(StoreError) -> Void) throws(StoreError) {
        do throws(DatabaseError) {
            try database.execute("PRAGMA foreign_keys = OFF")
        } catch {
            throw failure(error)
        }
        defer { try? database.execute("PRAGMA foreign_keys = ON") }
        try body()
    }

    /// Runs one migration and sets its `user_version`. Foreign keys are off meanwhile, so the
    /// migration must not leave more rows pointing to missing rows than it found (a file that
    /// already had some still opens; `stretchy check` reports them).
    private func apply(_ migration: Migration) throws(StoreError) {
        do throws(DatabaseError) {
            let danglingBefore = try danglingRowCount()
            try database.execute(migration.sql)
            let dangling = try danglingRowCount() - danglingBefore
            if dangling > 0 {
                throw DatabaseError(
                    code: .constraint, message: "it would leave \(dangling) row(s) pointing to missing rows", sql: "PRAGMA foreign_key_check")
            }
            try database.execute("PRAGMA user_version = \(migration.version)")
        } catch {
            var failed = failure(error)
            failed.message =
                "migrating the database \(MessageText.quoted(path, longest: .max)) to schema version \(migration.version) (\(migration.fileName)) failed: \(failed.message)"
            throw failed
        }
    }

    /// How many rows point to a row that does not exist (`PRAGMA foreign_key_check`).
    private func danglingRowCount() throws(DatabaseError) -> Int64 {
        try database.integer("SELECT count(*) FROM pragma_foreign_key_check") ?? 0
    }

    /// A file with tables but no schema version belongs to some other program: leave it alone.
    func refuseForeignTables() throws(StoreError) {
        let count: Int64
        do throws(DatabaseError) {
            count = try database.integer("SELECT count(*) FROM sqlite_schema") ?? 0
        } catch {
            throw failure(error)
        }
        if count > 0 {
            throw StoreError(
                .notADatabase,
                "\(MessageText.quoted(path, longest: .max)) is an SQLite database of some other program (it has tables but no stretchy schema version)"
            )
        }
    }
}
