import HeaderGeometry

extension PresetStore {
    /// Every revision of the preset `name`, oldest first.
    ///
    /// The history is the lineage's: it runs through renames (the history of `b` after
    /// `rename a b` starts with `a`'s creation) and past deletion. A name that is not live leads to
    /// the lineage that last had it.
    public func history(of name: String) throws(StoreError) -> [PresetRevision] {
        try read { () throws(StoreError) in
            let lineage = try lineage(of: name)
            do throws(DatabaseError) {
                let rows = try database.statement("""
                    SELECT r.id, r.number, r.time, r.action, r.name, \(PresetStore.contentColumns) \
                    FROM revision r WHERE r.lineage = ?1 ORDER BY r.number
                    """)
                defer { rows.reset() }
                try rows.bind(lineage, at: 1)
                var revisions: [PresetRevision] = []
                while try rows.step() {
                    let revisionName = rows.text(at: 4)
                    let positions = try snapPositions(ofRevision: rows.int64(at: 0))
                    revisions.append(PresetRevision(
                        revision: rows.int(at: 1),
                        time: rows.text(at: 2),
                        action: rows.text(at: 3),
                        name: revisionName,
                        preset: try decodePreset(rows, at: 5, name: revisionName, positions: positions)
                    ))
                }
                return revisions
            } catch {
                throw failure(error)
            }
        }
    }

    /// Makes revision `revision` of the preset `name` current again (as a new revision, "revert").
    ///
    /// A live preset keeps its current name; a deleted one comes back under the name it had, if
    /// no other preset took it. Reverting to what is already current appends nothing.
    public func revert(_ name: String, to revision: Int) throws(StoreError) -> HeaderPreset {
        try change { () throws(StoreError) in
            let lineage = try lineage(of: name)
            let revisions = try history(of: name)
            guard let target = revisions.first(where: { $0.revision == revision }) else {
                let numbers = revisions.isEmpty ? "none" : "1...\(revisions.count)"
                throw StoreError(.notFound, "preset '\(name)' has no revision \(revision) (it has \(numbers))")
            }
            guard var restored = target.preset else {
                throw StoreError(.invalidArgument, "revision \(revision) of '\(name)' is its deletion; revert to an earlier revision")
            }
            guard let latest = revisions.last else { return restored }
            restored.name = latest.name
            if latest.preset == restored { return restored }
            do throws(StoreError) {
                try appendRevision(lineage: lineage, number: latest.revision + 1, action: "revert",
                                   name: restored.name, preset: restored)
            } catch where error.kind == .nameTaken {
                throw StoreError(.nameTaken, "cannot bring back '\(restored.name)': another preset has that name now; rename it first",
                                 sqliteCode: error.sqliteCode, sql: error.sql)
            }
            return restored
        }
    }

    /// The lineage that has, or last had, the name `name`.
    func lineage(of name: String) throws(StoreError) -> Int64 {
        // The newest revision with the name: the live preset's if there is one (no other lineage
        // can take a name while it is live), else that of the lineage that last had it.
        let found: Int64?
        do throws(DatabaseError) {
            found = try database.integer("SELECT lineage FROM revision WHERE name = ?1 ORDER BY id DESC LIMIT 1", binding: name)
        } catch {
            throw failure(error)
        }
        guard let found else {
            throw StoreError(.notFound, "no preset named '\(name)', now or in the history")
        }
        return found
    }
}
