import HeaderGeometry
import PresetFormat
import ValueText

/// How a preset is laid out in a `revision` row and its `snap_position` rows.
extension PresetStore {
    /// The keys of the format with a column of their own (``FormatStorage``), in the table's order.
    static let columnKeys: [FormatKey] = FormatKey.all.filter { $0.storeColumn != nil }

    /// The columns of `revision` that hold a preset, in the order ``decodePreset(_:at:name:positions:validating:)``
    /// reads them and ``bindContent(_:to:from:)`` binds them: each column key's, then `tracks`.
    static let contentColumnNames: [String] = columnKeys.compactMap(\.storeColumn) + ["tracks"]

    /// Where `tracks` is among the content columns: last.
    static let tracksColumnOffset = Int32(columnKeys.count)

    /// A content column NULL only in a deletion: the first required one (`summary`).
    static let deletionColumnOffset: Int32 = {
        let index = columnKeys.firstIndex { if case .required = $0.storage { true } else { false } }
        return Int32(index ?? 0)
    }()

    /// The content columns of `revision r`, for a SELECT. Built by a loop: `joined(separator:)`
    /// is generic over collections, and its first use costs every command a scan of the binary's
    /// protocol conformances at run time.
    static let contentColumns: String = {
        var list = ""
        for name in contentColumnNames {
            if !list.isEmpty { list += ", " }
            list += "r." + name
        }
        return list
    }()

    /// The preset in the content columns starting at `column`, or `nil` for a deletion.
    ///
    /// With `validating`, a preset that breaks a rule of docs/format.md#preset-keys (a row another program wrote
    /// around the schema's CHECKs: a summary holding ESC, an infinite height, a missing value)
    /// fails as a broken row naming the preset and the rule, so it never reaches the output.
    func decodePreset(
        _ row: Statement, at column: Int32, name: String, positions: [Double],
        validating: Bool = true
    ) throws(DatabaseError) -> HeaderPreset? {
        if row.isNull(at: column + PresetStore.deletionColumnOffset) { return nil }
        var preset = HeaderPreset(name: name)
        var offset: Int32 = 0
        for key in PresetStore.columnKeys {
            do throws(FormatKeyError) {
                try key.restore(row.storedValue(at: column + offset), into: &preset)
            } catch {
                // Another program wrote the row around the schema's CHECKs; without `validating`
                // the key keeps its default.
                if validating { throw DatabaseError.brokenRow("preset \(MessageText.quoted(name)) \(error.message)") }
            }
            offset += 1
        }
        preset.snap.positions = positions
        preset.tracks = try decodeTracks(row, at: column + PresetStore.tracksColumnOffset, name: name, validating: validating)
        if validating, let broken = preset.violations.first {
            throw DatabaseError.brokenRow("preset \(MessageText.quoted(name)) breaks a rule (\(broken))")
        }
        return preset
    }

    /// The tracks in the `tracks` column at `column`; NULL is none (every row before version 4).
    /// Tracks that cannot be read are a broken row when `validating`, else none.
    private func decodeTracks(
        _ row: Statement, at column: Int32, name: String,
        validating: Bool
    ) throws(DatabaseError) -> [ContentTrack] {
        if row.isNull(at: column) { return [] }
        let text = row.text(at: column)
        guard let tracks = TrackColumn.tracks(text) else {
            // The store writes only what it reads; another program wrote this.
            if !validating { return [] }
            throw DatabaseError.brokenRow("preset \(MessageText.quoted(name)) has tracks that cannot be read: \(MessageText.quoted(String(text)))")
        }
        return tracks
    }

    /// Appends revision `number` of `lineage`; the triggers move the name in `preset` along.
    /// `preset` is `nil` for a deletion. A name another live preset has fails as ``StoreError/Kind/nameTaken``.
    ///
    /// One `INSERT`, atomic by itself; a preset with snap positions needs more, under a savepoint.
    func appendRevision(lineage: Int64, number: Int, action: String, name: String, preset: HeaderPreset?) throws(StoreError) {
        if let preset, let key = PresetStore.keyHoldingNaN(preset) {
            throw StoreError(.constraint, "cannot store preset \(MessageText.quoted(name)): \(key) is NaN, not a number")
        }
        // SQL cannot check a track's rules inside its JSON; the store does, as a CHECK would.
        if let preset, let violation = ContentTrack.violations(of: preset.tracks).first {
            throw StoreError(.constraint, "cannot store preset \(MessageText.quoted(name)): \(violation)")
        }
        let positions = preset?.snap.positions ?? []
        if positions.isEmpty {
            try insertRevisionRow(lineage: lineage, number: number, action: action, name: name, preset: preset)
        } else {
            try savepoint { () throws(StoreError) in
                try insertRevisionRow(lineage: lineage, number: number, action: action, name: name, preset: preset)
                try insertSnapPositions(positions, name: name)
            }
        }
    }

    /// One revision: lineage, number, time, action, name, then the content columns (`?6`...).
    private static let revisionRowInsert = """
        INSERT INTO revision (lineage, number, time, action, name, \(contentColumnNames.joined(separator: ", ")))
        VALUES (\((1...5 + contentColumnNames.count).map { "?\($0)" }.joined(separator: ", ")))
        """

    private func insertRevisionRow(lineage: Int64, number: Int, action: String, name: String, preset: HeaderPreset?) throws(StoreError) {
        do throws(DatabaseError) {
            let insert = try database.statement(PresetStore.revisionRowInsert)
            defer { insert.reset() }
            try insert.bind(lineage, at: 1)
            try insert.bind(Int64(number), at: 2)
            try insert.bind(RevisionTime.now(), at: 3)
            try insert.bind(action, at: 4)
            try insert.bind(name, at: 5)
            try bindContent(preset, to: insert, from: 6)
            try insert.run()
        } catch {
            throw changeFailure(error, name: name)
        }
    }

    /// Binds the content columns (``contentColumns``' order) from parameter `first` on, each key
    /// as its table entry stores it; all NULL for a deletion.
    func bindContent(_ preset: HeaderPreset?, to insert: Statement, from first: Int32) throws(DatabaseError) {
        var parameter = first
        for key in PresetStore.columnKeys {
            try insert.bind(preset.map(key.storedValue(in:)) ?? .null, at: parameter)
            parameter += 1
        }
        try insert.bind(preset.flatMap { TrackColumn.text($0.tracks) }, at: first + PresetStore.tracksColumnOffset)
    }

    private func insertSnapPositions(_ positions: [Double], name: String) throws(StoreError) {
        let revision = database.lastInsertedRowID
        do throws(DatabaseError) {
            let insert = try database.statement("INSERT INTO snap_position (revision, position) VALUES (?1, ?2)")
            defer { insert.reset() }
            for position in positions {
                try insert.bind(revision, at: 1)
                try insert.bind(position, at: 2)
                try insert.run()
            }
        } catch {
            throw changeFailure(error, name: name)
        }
    }

    /// The user's words for a failed insert of preset `name`.
    private func changeFailure(_ error: DatabaseError, name: String) -> StoreError {
        if error.code == .constraintPrimaryKey, error.message.contains("preset.name") {
            return StoreError(
                .nameTaken, "a preset named \(MessageText.quoted(name)) already exists", sqliteCode: error.code.rawValue, sql: error.sql)
        }
        if error.code.primary == .constraint || error.code.primary == .mismatch {
            return StoreError(
                .constraint, "cannot store preset \(MessageText.quoted(name)): \(PresetStore.ruleText(error.message))",
                sqliteCode: error.code.rawValue, sql: error.sql)
        }
        return failure(error)
    }

    /// Stores `preset` as the first revision of a new lineage.
    func insertNew(_ preset: HeaderPreset, action: String) throws(StoreError) {
        let lineage: Int64
        do throws(DatabaseError) {
            lineage = try database.integer("SELECT coalesce(max(lineage), 0) + 1 FROM revision") ?? 1
        } catch {
            throw failure(error)
        }
        try appendRevision(lineage: lineage, number: 1, action: action, name: preset.name, preset: preset)
    }

    /// The first key of `preset` whose number is NaN (SQLite would store NaN as NULL).
    static func keyHoldingNaN(_ preset: HeaderPreset) -> String? {
        for key in columnKeys {
            if case .number(let number) = key.storedValue(in: preset), number.isNaN { return key.path }
        }
        return preset.snap.positions.contains(where: \.isNaN) ? "snap.positions" : nil
    }

    /// The rule an SQLite constraint message names: `CHECK constraint failed: damping must be in 0...1`
    /// becomes `damping must be in 0...1`.
    static func ruleText(_ message: String) -> String {
        for prefix in ["CHECK constraint failed: ", "NOT NULL constraint failed: "] where message.hasPrefix(prefix) {
            return String(message.dropFirst(prefix.count))
        }
        if message.hasPrefix("UNIQUE constraint failed: snap_position") {
            return "snap.positions must not hold a position twice"
        }
        return message
    }
}
