import HeaderGeometry

extension PresetStore {
    /// Brings the schema to ``knownSchemaVersion``.
    ///
    /// A new database gets every migration and the built-in catalogue in one transaction; an older
    /// one gets each missing migration in its own transaction, with its `user_version`.
    func migrate(catalogue: () -> [HeaderPreset]) throws(StoreError) {
        let version = try schemaVersion()
        if version == PresetStore.knownSchemaVersion { return }
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
        database.statements.removeAll()  // statements prepared on the old schema
    }

    private func apply(_ migration: Migration) throws(StoreError) {
        do throws(DatabaseError) {
            try database.execute(migration.sql)
            try database.execute("PRAGMA user_version = \(migration.version)")
        } catch {
            var failed = failure(error)
            failed.message = "migrating the database '\(path)' to schema version \(migration.version) (\(migration.fileName)) failed: \(failed.message)"
            throw failed
        }
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
            throw StoreError(.notADatabase, "'\(path)' is an SQLite database of some other program (it has tables but no stretchy schema version)")
        }
    }
}
