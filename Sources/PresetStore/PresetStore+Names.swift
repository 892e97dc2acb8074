extension PresetStore {
    /// Every live preset's name, sorted (byte order).
    public func liveNames() throws(StoreError) -> [String] {
        try names("SELECT name FROM preset ORDER BY name")
    }

    /// Every name a preset has had, live or not, sorted (byte order): the names ``history(of:)``
    /// answers for.
    public func namesInHistory() throws(StoreError) -> [String] {
        try names("SELECT DISTINCT name FROM revision ORDER BY name")
    }

    private func names(_ sql: String) throws(StoreError) -> [String] {
        try read { () throws(StoreError) in
            do throws(DatabaseError) {
                let rows = try database.statement(sql)
                defer { rows.reset() }
                var names: [String] = []
                while try rows.step() { names.append(rows.text(at: 0)) }
                return names
            } catch {
                throw failure(error)
            }
        }
    }
}
