extension PresetStore {
    /// Makes the file's next generation (``GenerationRecord``): the one it has becomes the
    /// parent, and a new random one its own. Runs in every write transaction that changes a row,
    /// beside `stampIdentity()`, so each commit's pages in the WAL name the state they start
    /// from and the one they make, and a `-wal` file that does not continue the file's state is
    /// refused before SQLite applies it (``DatabaseFiles/refuseForeignWAL()``). A file not yet
    /// migrated to the `generation` table (inside its migrations' transaction) gets none.
    func stampGeneration() throws(StoreError) {
        do throws(DatabaseError) {
            guard try database.integer("PRAGMA user_version") ?? 0 >= Migrator.generationVersion else { return }
            let reading = try database.statement("SELECT record FROM generation WHERE id = 1")
            let stored = try reading.step() ? GenerationRecord(bytes: reading.bytes(at: 0)) : nil
            reading.reset()
            var generator = SystemRandomNumberGenerator()
            let record = (stored ?? GenerationRecord(parent: .none, current: .none)).next(using: &generator)
            let writing = try database.statement("INSERT INTO generation (id, record) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET record = ?1")
            try writing.bind(record.bytes, at: 1)
            try writing.run()
        } catch {
            throw failure(error)
        }
    }
}
