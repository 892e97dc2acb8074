import HeaderGeometry

extension PresetStore {
    /// The live preset named `name`, or `nil` when there is none.
    public func preset(named name: String) throws(StoreError) -> HeaderPreset? {
        try read { () throws(StoreError) in try current(named: name)?.preset }
    }

    /// Every live preset, sorted by name (byte order); see ``forEachPreset(skipping:_:)`` for
    /// `skipping`.
    public func allPresets(skipping: ((String) -> Void)? = nil) throws(StoreError) -> [HeaderPreset] {
        var presets: [HeaderPreset] = []
        try read { () throws(StoreError) in
            try forEachPreset(skipping: skipping) { presets.append($0) }
        }
        return presets
    }

    /// Calls `body` with every live preset, sorted by name (byte order), one at a time: memory
    /// stays that of one preset however many there are (`export`). A preset breaking a rule
    /// stops the walk with an error naming it; or, given `skipping`, is told to it (what is wrong,
    /// one line) and left out, so what can still be read is (docs/safety.md#stretchy-check).
    ///
    /// The snap positions come from a second cursor in the same order, merged as the presets go.
    public func forEachPreset(skipping: ((String) -> Void)? = nil, _ body: (HeaderPreset) -> Void) throws(StoreError) {
        do throws(DatabaseError) {
            // Pages read through SQLite's memory map stay in the process's resident memory: a walk
            // over every preset would hold the whole file. Read them into SQLite's bounded page
            // cache instead, for this walk (Benchmarks/fixes.md).
            try database.execute("PRAGMA mmap_size = 0")
            defer { try? database.execute("PRAGMA mmap_size = \(Database.mappedBytes)") }
            let positionRows = try database.statement(
                """
                SELECT p.revision, s.position FROM preset p JOIN snap_position s ON s.revision = p.revision \
                ORDER BY p.name, s.position
                """)
            defer { positionRows.reset() }
            let rows = try database.statement(
                """
                SELECT p.name, p.revision, \(PresetStore.contentColumns) \
                FROM preset p JOIN revision r ON r.id = p.revision ORDER BY p.name
                """)
            defer { rows.reset() }
            var pending = try positionRows.step()
            var positions: [Double] = []
            while try rows.step() {
                let revision = rows.int64(at: 1)
                positions.removeAll(keepingCapacity: true)
                while pending, positionRows.int64(at: 0) == revision {
                    positions.append(positionRows.double(at: 1))
                    pending = try positionRows.step()
                }
                let preset: HeaderPreset?
                do throws(DatabaseError) {
                    preset = try decodePreset(rows, at: 2, name: rows.text(at: 0), positions: positions)
                } catch  where error.isBrokenRow && skipping != nil {
                    skipping?(error.message)
                    continue
                }
                if let preset { body(preset) }
            }
        } catch {
            throw failure(error)
        }
    }

    /// The live presets among `names`, by name; a name with no live preset is not in the result.
    /// Each is as stored, even breaking a rule. It holds every one of them at once: for a few
    /// names (the built-in catalogue); an import looks them up one at a time instead.
    public func livePresets(named names: [String]) throws(StoreError) -> [String: HeaderPreset] {
        try read { () throws(StoreError) in
            var found: [String: HeaderPreset] = [:]
            for name in try matchLiveNames(names) where found[name] == nil {
                if let current = try current(named: name, validating: false) { found[name] = current.preset }
            }
            return found
        }
    }

    /// The names among `names` that a live preset has.
    ///
    /// Many names (a quarter of the library or more) are matched against one read of every live
    /// name; fewer are looked up one by one.
    public func liveNames(among names: [String]) throws(StoreError) -> Set<String> {
        try read { () throws(StoreError) in try matchLiveNames(names) }
    }

    /// ``liveNames(among:)`` inside the caller's transaction.
    private func matchLiveNames(_ names: [String]) throws(StoreError) -> Set<String> {
        do throws(DatabaseError) {
            let live = try database.integer("SELECT count(*) FROM preset") ?? 0
            if Int64(names.count) * 4 >= live {
                let wanted = Set(names)
                var found = Set<String>()
                let rows = try database.statement("SELECT name FROM preset")
                defer { rows.reset() }
                while try rows.step() {
                    let name = rows.text(at: 0)
                    if wanted.contains(name) { found.insert(name) }
                }
                return found
            }
            let lookup = try database.statement("SELECT 1 FROM preset WHERE name = ?1")
            var found = Set<String>()
            for name in names {
                defer { lookup.reset() }
                try lookup.bind(name, at: 1)
                if try lookup.step() { found.insert(name) }
            }
            return found
        } catch {
            throw failure(error)
        }
    }

    /// The live preset named `name` as stored, even when it breaks a rule (so that
    /// `import --on-conflict replace` can repair it), or `nil` when there is none.
    public func storedPreset(named name: String) throws(StoreError) -> HeaderPreset? {
        try read { () throws(StoreError) in try current(named: name, validating: false)?.preset }
    }

    /// Every live preset's name and summary, sorted by name (byte order).
    public func summaries() throws(StoreError) -> [(name: String, summary: String)] {
        var result: [(name: String, summary: String)] = []
        try forEachSummary { name, summary in
            result.append((String(decoding: name, as: UTF8.self), String(decoding: summary, as: UTF8.self)))
        }
        return result
    }

    /// Calls `body` with every live preset's name and summary as UTF-8, sorted by name (byte
    /// order), without making strings: the fast path for `list`. The two arrays are refilled for
    /// every row, so a `body` that keeps neither costs no allocation per row.
    public func forEachSummary(_ body: (_ name: [UInt8], _ summary: [UInt8]) -> Void) throws(StoreError) {
        do throws(DatabaseError) {
            let rows = try database.statement(
                """
                SELECT p.name, r.summary FROM preset p JOIN revision r ON r.id = p.revision ORDER BY p.name
                """)
            defer { rows.reset() }
            var name: [UInt8] = [], summary: [UInt8] = []
            while try rows.step() {
                rows.copyUTF8(at: 0, into: &name)
                rows.copyUTF8(at: 1, into: &summary)
                body(name, summary)
            }
        } catch {
            throw failure(error)
        }
    }

    /// Calls `body` with every live preset's ``PresetListing``, sorted by name (byte order),
    /// without making strings: `list`'s table. One listing is refilled for every row. The snap
    /// positions come from a second statement walked beside the first (both in name order, on one
    /// snapshot), as numbers.
    public func forEachListing(_ body: (PresetListing) -> Void) throws(StoreError) {
        try read { () throws(StoreError) in
            do throws(DatabaseError) {
                let rows = try database.statement(
                    """
                    SELECT p.name, r.summary, r.min_height, r.max_height, r.collapse, r.damping, r.snap_mode, p.revision \
                    FROM preset p JOIN revision r ON r.id = p.revision ORDER BY p.name
                    """)
                defer { rows.reset() }
                let positions = try database.statement(
                    """
                    SELECT p.revision, s.position FROM preset p JOIN snap_position s ON s.revision = p.revision \
                    ORDER BY p.name, s.position
                    """)
                defer { positions.reset() }
                var pending = try positions.step()
                var listing = PresetListing()
                while try rows.step() {
                    let revision = rows.int64(at: 7)
                    listing.snapPositions.removeAll(keepingCapacity: true)
                    while pending, positions.int64(at: 0) == revision {
                        listing.snapPositions.append(positions.double(at: 1))
                        pending = try positions.step()
                    }
                    rows.copyUTF8(at: 0, into: &listing.name)
                    rows.copyUTF8(at: 1, into: &listing.summary)
                    listing.minHeight = rows.double(at: 2)
                    listing.maxHeight = rows.double(at: 3)
                    rows.copyUTF8(at: 4, into: &listing.collapse)
                    listing.damping = rows.double(at: 5)
                    rows.copyUTF8(at: 6, into: &listing.snapMode)
                    body(listing)
                }
            } catch {
                throw failure(error)
            }
        }
    }

    /// A live preset with where its history stands.
    struct Current {
        /// The lineage: the preset's identity across renames.
        var lineage: Int64
        /// Its latest revision's number.
        var number: Int
        /// The preset.
        var preset: HeaderPreset
    }

    /// The live preset named `name` with its lineage and revision number. Without `validating`,
    /// a preset breaking a rule is returned as stored (to delete it, or replace it whole).
    func current(named name: String, validating: Bool = true) throws(StoreError) -> Current? {
        do throws(DatabaseError) {
            let row = try database.statement(
                """
                SELECT r.id, r.lineage, r.number, \(PresetStore.contentColumns) \
                FROM preset p JOIN revision r ON r.id = p.revision WHERE p.name = ?1
                """)
            defer { row.reset() }
            try row.bind(name, at: 1)
            guard try row.step() else { return nil }
            let positions = try snapPositions(ofRevision: row.int64(at: 0))
            guard let preset = try decodePreset(row, at: 3, name: name, positions: positions, validating: validating) else { return nil }
            return Current(lineage: row.int64(at: 1), number: row.int(at: 2), preset: preset)
        } catch {
            throw failure(error)
        }
    }

    /// The snap positions stored with one revision, sorted.
    func snapPositions(ofRevision revision: Int64) throws(DatabaseError) -> [Double] {
        let rows = try database.statement("SELECT position FROM snap_position WHERE revision = ?1 ORDER BY position")
        defer { rows.reset() }
        try rows.bind(revision, at: 1)
        var positions: [Double] = []
        while try rows.step() { positions.append(rows.double(at: 0)) }
        return positions
    }
}
