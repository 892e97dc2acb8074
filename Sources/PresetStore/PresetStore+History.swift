import HeaderGeometry
import ValueText

extension PresetStore {
    /// Every revision the name `name` ever had, oldest first, numbered 1, 2, 3, ... in that order.
    ///
    /// A name's history runs across the presets (lineages) that had it: its first preset's
    /// revisions, its deletion, a later preset created under it, a preset renamed into it (with
    /// that preset's earlier revisions, as they were under its old name) and the rename that took
    /// a preset away from it. Revisions are only ever appended, so a number, once listed, keeps
    /// meaning the same revision: `revert` takes it, and `delete`'s undo hint stays valid after
    /// the name is used again.
    public func history(of name: String) throws(StoreError) -> [PresetRevision] {
        try read { () throws(StoreError) in
            let rows = try nameHistory(of: name)
            if rows.isEmpty { throw StoreError(.notFound, "no preset named \(MessageText.quoted(name)), now or in the history") }
            return rows.map(\.revision)
        }
    }

    /// One revision of a name's history with where it is stored.
    struct HistoryRow {
        /// The row's id in `revision`.
        var id: Int64
        /// The lineage (the preset's identity across renames) it belongs to.
        var lineage: Int64
        /// The revision, numbered by its place in the name's history.
        var revision: PresetRevision
    }

    /// The history of `name` (see ``history(of:)``), with each revision's row id and lineage.
    func nameHistory(of name: String) throws(StoreError) -> [HistoryRow] {
        var rows: [HistoryRow] = []
        do throws(DatabaseError) {
            let statement = try database.statement(
                """
                SELECT r.id, r.lineage, r.time, r.action, r.name, r.number, \(PresetStore.contentColumns) \
                FROM revision r WHERE r.lineage IN (SELECT lineage FROM revision WHERE name = ?1) ORDER BY r.id
                """)
            defer { statement.reset() }
            try statement.bind(name, at: 1)
            // Rows of a lineage while it does not hold the name wait here; they join the history
            // if the lineage takes the name (a rename into it), in their own order.
            var waiting: [Int64: [HistoryRow]] = [:]
            var holding: Set<Int64> = []
            while try statement.step() {
                let id = statement.int64(at: 0)
                let lineage = statement.int64(at: 1)
                let revisionName = statement.text(at: 4)
                let positions = try snapPositions(ofRevision: id)
                let action = statement.text(at: 3)
                var row = HistoryRow(
                    id: id, lineage: lineage,
                    revision: PresetRevision(
                        revision: 0, time: statement.text(at: 2), action: action, name: revisionName,
                        preset: try decodePreset(statement, at: 6, name: revisionName, positions: positions)))
                if statement.int(at: 5) == 1, action != "revert" {
                    row.revision.origin = action == "copy" ? "copy" : "new preset"
                }
                if revisionName == name {
                    if !holding.contains(lineage) {
                        rows += waiting.removeValue(forKey: lineage) ?? []
                        holding.insert(lineage)
                    }
                    rows.append(row)
                } else if holding.contains(lineage) {
                    rows.append(row)  // the rename that took the preset away from the name
                    holding.remove(lineage)
                } else {
                    waiting[lineage, default: []].append(row)
                }
            }
        } catch {
            throw failure(error)
        }
        for index in rows.indices { rows[index].revision.revision = index + 1 }
        for index in rows.indices {
            if rows[index].revision.origin == "copy" {
                let source = try copySource(of: rows[index])
                rows[index].revision.origin = source.map { "copy of \(MessageText.quoted($0))" } ?? "copy"
                continue
            }
            guard rows[index].revision.action == "revert", let preset = rows[index].revision.preset else { continue }
            // The latest earlier revision with the same content is the one brought back.
            let target = rows[..<max(index - 1, 0)].last { row in
                row.revision.preset.map { HeaderPreset(named: preset.name, $0) } == preset
            }
            rows[index].revision.origin = target.map { "revision \($0.revision.revision) back" }
        }
        return rows
    }

    /// The name of the preset a copy was made from: the live preset whose content equalled the
    /// copy's when the copy was made (the newest such, if several did).
    private func copySource(of copy: HistoryRow) throws(StoreError) -> String? {
        guard let preset = copy.revision.preset else { return nil }
        do throws(DatabaseError) {
            let statement = try database.statement(
                """
                SELECT r.id, r.name FROM revision r \
                WHERE r.id < ?1 AND r.lineage <> ?2 AND r.action <> 'delete' AND r.max_height = ?3 AND r.min_height = ?4 \
                AND NOT EXISTS (SELECT 1 FROM revision later WHERE later.lineage = r.lineage AND later.number > r.number \
                AND later.id < ?1) ORDER BY r.id DESC LIMIT 64
                """)
            defer { statement.reset() }
            try statement.bind(copy.id, at: 1)
            try statement.bind(copy.lineage, at: 2)
            try statement.bind(preset.maxHeight, at: 3)
            try statement.bind(preset.minHeight, at: 4)
            var candidates: [(id: Int64, name: String)] = []
            while try statement.step() { candidates.append((statement.int64(at: 0), statement.text(at: 1))) }
            for candidate in candidates {
                let row = try database.statement("SELECT \(PresetStore.contentColumns) FROM revision r WHERE r.id = ?1")
                defer { row.reset() }
                try row.bind(candidate.id, at: 1)
                guard try row.step() else { continue }
                let positions = try snapPositions(ofRevision: candidate.id)
                if try decodePreset(row, at: 0, name: preset.name, positions: positions) == preset { return candidate.name }
            }
            return nil
        } catch {
            throw failure(error)
        }
    }

    /// Makes revision `revision` of the name `name`'s history (as ``history(of:)`` numbers it)
    /// current again, as a new revision "revert"; returns the preset as it now is.
    ///
    /// The preset now named `name` takes the revision's content and keeps its name. When no preset
    /// has the name, it comes back: as the next revision of the preset that last had the name if
    /// that one is deleted, else as a new preset. Reverting to what is already current appends
    /// nothing.
    public func revert(_ name: String, to revision: Int) throws(StoreError) -> HeaderPreset {
        try change { () throws(StoreError) in
            let rows = try nameHistory(of: name)
            guard rows.indices.contains(revision - 1) else {
                let numbers = rows.isEmpty ? "none" : "1...\(rows.count)"
                throw StoreError(.notFound, "preset \(MessageText.quoted(name)) has no revision \(revision) (it has \(numbers))")
            }
            guard var restored = rows[revision - 1].revision.preset else {
                throw StoreError(
                    .invalidArgument, "revision \(revision) of \(MessageText.quoted(name)) is its deletion; revert to an earlier revision")
            }
            restored.name = name
            if let current = try current(named: name) {
                if current.preset == restored { return restored }
                try appendRevision(
                    lineage: current.lineage, number: current.number + 1, action: "revert",
                    name: name, preset: restored)
                return restored
            }
            try bringBack(restored, action: "revert")
            return restored
        }
    }

    /// Stores `preset` under its name, which no live preset has: as the next revision of the
    /// preset that last had the name if that one is deleted (its history goes on), else as a new
    /// preset.
    func bringBack(_ preset: HeaderPreset, action: String) throws(StoreError) {
        let lineage: Int64
        do throws(StoreError) {
            lineage = try self.lineage(of: preset.name)
        } catch  where error.kind == .notFound {
            return try insertNew(preset, action: action)
        }
        if let last = try latestRevision(of: lineage), last.action == "delete" {
            try appendRevision(lineage: lineage, number: last.number + 1, action: action, name: preset.name, preset: preset)
        } else {
            try insertNew(preset, action: action)
        }
    }

    /// Puts `preset` in place under its name as action `action` (a built-in restored as shipped):
    /// an update of the live preset, or the deleted one brought back (``bringBack(_:action:)``).
    /// Appends nothing when the live preset already equals it.
    public func restore(_ preset: HeaderPreset, action: String = "restore") throws(StoreError) {
        try change { () throws(StoreError) in
            if let current = try current(named: preset.name) {
                guard current.preset != preset else { return }
                try appendRevision(
                    lineage: current.lineage, number: current.number + 1, action: action,
                    name: preset.name, preset: preset)
            } else {
                try bringBack(preset, action: action)
            }
        }
    }

    /// The number and action of a lineage's latest revision.
    private func latestRevision(of lineage: Int64) throws(StoreError) -> (number: Int, action: String)? {
        do throws(DatabaseError) {
            let row = try database.statement("SELECT number, action FROM revision WHERE lineage = ?1 ORDER BY number DESC LIMIT 1")
            defer { row.reset() }
            try row.bind(lineage, at: 1)
            guard try row.step() else { return nil }
            return (row.int(at: 0), row.text(at: 1))
        } catch {
            throw failure(error)
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
            throw StoreError(.notFound, "no preset named \(MessageText.quoted(name)), now or in the history")
        }
        return found
    }
}

extension HeaderPreset {
    /// `preset` under the name `name`.
    init(named name: String, _ preset: HeaderPreset) {
        self = preset
        self.name = name
    }
}
