import HeaderGeometry

/// Many new presets at once (an import): a few multi-row INSERTs instead of one per row.
///
/// SQLite does per statement what it need not do per row (a statement journal, the trigger
/// programs' frames, the CHECKs' constants), so rows go 64 to a statement. What is stored is
/// exactly what ``create(_:action:)`` one preset at a time would store, in the same order.
extension PresetStore {
    /// The most rows one INSERT takes; smaller groups go in statements of 32, 16, ... 1 rows (the
    /// binary digits of their count), so at most seven statements per table are ever prepared.
    static let rowsPerStatement = 64

    /// Stores new presets, each as the first revision of a history of its own, in order: all of
    /// them or, when one cannot be stored, none. Fails as ``create(_:action:)`` would for the
    /// first preset that cannot be stored (a taken name is ``StoreError/Kind/nameTaken``).
    public func create(_ presets: [HeaderPreset], action: String = "create") throws(StoreError) {
        guard !presets.isEmpty else { return }
        try change { () throws(StoreError) in
            do throws(StoreError) {
                try savepoint { () throws(StoreError) in try insertInBatches(presets, action: action) }
            } catch  where error.kind == .constraint {
                // A rule refused some row, and a multi-row statement does not say which: store them
                // one at a time, which fails at the first culprit with its own message.
                try savepoint { () throws(StoreError) in
                    for preset in presets { try insertNew(preset, action: action) }
                }
            }
        }
    }

    private func insertInBatches(_ presets: [HeaderPreset], action: String) throws(StoreError) {
        // No CHECK sees inside the tracks' JSON: a preset whose tracks break a rule sends the
        // batch to the one-at-a-time path, which names it.
        if presets.contains(where: { !$0.tracks.isEmpty && !ContentTrack.violations(of: $0.tracks).isEmpty }) {
            throw StoreError(.constraint, "a preset's tracks break a rule")
        }
        do throws(DatabaseError) {
            var (id, lineage) = try nextIdentifiers()
            let time = RevisionTime.now()
            var start = presets.startIndex
            while start < presets.endIndex {
                let count = PresetStore.statementRows(for: presets.endIndex - start)
                let rows = presets[start..<start + count]
                try insertRevisionRows(rows, firstID: id, firstLineage: lineage, action: action, time: time)
                try insertSnapPositions(of: rows, firstID: id)
                start += count
                id += Int64(count)
                lineage += Int64(count)
            }
        } catch {
            throw failure(error)
        }
    }

    /// The id and the lineage the next new revision gets: one more than the largest so far.
    private func nextIdentifiers() throws(DatabaseError) -> (id: Int64, lineage: Int64) {
        // Two subqueries: with both aggregates over one scan, SQLite would read every row.
        let next = try database.statement(
            """
            SELECT coalesce((SELECT max(id) FROM revision), 0) + 1, coalesce((SELECT max(lineage) FROM revision), 0) + 1
            """)
        defer { next.reset() }
        _ = try next.step()  // one row, always
        return (next.int64(at: 0), next.int64(at: 1))
    }

    /// How many of `remaining` rows the next statement takes: 64, or the largest power of two
    /// not above `remaining`.
    static func statementRows(for remaining: Int) -> Int {
        if remaining >= rowsPerStatement { return rowsPerStatement }
        var count = 1
        while count * 2 <= remaining { count *= 2 }
        return count
    }

    /// Revision 1 of a new lineage per preset, ids and lineages counting up from the given ones
    /// (what SQLite and ``insertNew(_:action:)`` would pick one row at a time).
    private func insertRevisionRows(
        _ presets: ArraySlice<HeaderPreset>, firstID: Int64, firstLineage: Int64,
        action: String, time: String
    ) throws(DatabaseError) {
        let insert = try database.statement(PresetStore.revisionInsert(rows: presets.count))
        defer { insert.reset() }
        try insert.bind(time, at: 1)
        try insert.bind(action, at: 2)
        var parameter: Int32 = 3
        for (offset, preset) in presets.enumerated() {
            try insert.bind(firstID + Int64(offset), at: parameter)
            try insert.bind(firstLineage + Int64(offset), at: parameter + 1)
            try insert.bind(preset.name, at: parameter + 2)
            try bindContent(preset, to: insert, from: parameter + 3)
            parameter += PresetStore.revisionParameters
        }
        try insert.run()
    }

    /// The snap positions of the revisions just inserted for `presets`.
    private func insertSnapPositions(of presets: ArraySlice<HeaderPreset>, firstID: Int64) throws(DatabaseError) {
        var pairs: [(revision: Int64, position: Double)] = []
        for (offset, preset) in presets.enumerated() {
            for position in preset.snap.positions { pairs.append((firstID + Int64(offset), position)) }
        }
        var start = 0
        while start < pairs.count {
            let count = PresetStore.statementRows(for: pairs.count - start)
            let insert = try database.statement(PresetStore.snapPositionInsert(rows: count))
            defer { insert.reset() }
            for (offset, pair) in pairs[start..<start + count].enumerated() {
                try insert.bind(pair.revision, at: Int32(2 * offset + 1))
                try insert.bind(pair.position, at: Int32(2 * offset + 2))
            }
            try insert.run()
            start += count
        }
    }

    /// Parameters per row of ``revisionInsert(rows:)``: id, lineage, name and the content columns.
    static let revisionParameters = Int32(3 + contentColumnNames.count)

    /// `INSERT INTO revision` of `rows` first revisions; `?1` is the time and `?2` the action of
    /// every row, then each row has ``revisionParameters`` of its own.
    static func revisionInsert(rows: Int) -> String {
        revisionInserts[rows.trailingZeroBitCount]
    }

    /// `INSERT INTO snap_position` of `rows` (revision, position) pairs.
    static func snapPositionInsert(rows: Int) -> String {
        snapPositionInserts[rows.trailingZeroBitCount]
    }

    /// The SQL of ``revisionInsert(rows:)`` for 1, 2, 4, ... 64 rows, made once.
    private static let revisionInserts: [String] = powersOfTwo.map { rows in
        var sql =
            "INSERT INTO revision (id, lineage, number, time, action, name, "
            + contentColumnNames.joined(separator: ", ") + ") VALUES"
        for row in 0..<rows {
            let first = 3 + row * Int(revisionParameters)
            let own = (first..<first + Int(revisionParameters)).map { "?\($0)" }
            sql +=
                (row == 0 ? " (" : ", (") + own[0] + ", " + own[1] + ", 1, ?1, ?2, "
                + own[2...].joined(separator: ", ") + ")"
        }
        return sql
    }

    /// The SQL of ``snapPositionInsert(rows:)`` for 1, 2, 4, ... 64 rows, made once.
    private static let snapPositionInserts: [String] = powersOfTwo.map { rows in
        "INSERT INTO snap_position (revision, position) VALUES "
            + (0..<rows).map { "(?\(2 * $0 + 1), ?\(2 * $0 + 2))" }.joined(separator: ", ")
    }

    /// 1, 2, 4, ... ``rowsPerStatement``.
    private static var powersOfTwo: [Int] {
        (0...rowsPerStatement.trailingZeroBitCount).map { 1 << $0 }
    }
}
