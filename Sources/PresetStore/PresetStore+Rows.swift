import HeaderGeometry

/// How a preset is laid out in a `revision` row and its `snap_position` rows.
extension PresetStore {
    /// The 21 columns of `revision` that hold a preset, in the order ``decodePreset(_:at:name:positions:)``
    /// reads them and ``bindContent(_:to:from:)`` binds them.
    static let contentColumnNames = [
        "summary", "min_height", "max_height", "collapse", "damping",
        "shadow_threshold", "shadow_radius", "snap_mode", "snap_initial",
        "motion_frame_rate", "motion_deceleration_rate", "motion_viewport_height",
        "motion_rubber_band_constant", "motion_spring_response", "motion_spring_damping_ratio",
        "motion_parallax", "motion_quick_return", "tracks", "snap_policy", "motion_fling", "pull_trigger",
    ]

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
    func decodePreset(_ row: Statement, at column: Int32, name: String, positions: [Double],
                      validating: Bool = true) throws(DatabaseError) -> HeaderPreset? {
        if row.isNull(at: column) { return nil }
        let required: [(offset: Int32, key: String)] = [(1, "minHeight"), (2, "maxHeight"), (3, "collapse"), (4, "damping"),
                                                       (7, "snap.mode"), (8, "snap.initialPosition")]
        if validating, let missing = required.first(where: { row.isNull(at: column + $0.offset) }) {
            throw DatabaseError.brokenRow("preset '\(name)' has no \(missing.key)")
        }
        let collapseText = row.text(at: column + 3)
        let modeText = row.text(at: column + 7)
        let collapse = CollapseMode(rawValue: collapseText) ?? (validating ? nil : .shrink)
        let mode = SnapMode(rawValue: modeText) ?? (validating ? nil : .disabled)
        guard let collapse, let mode else {
            throw DatabaseError.brokenRow("preset '\(name)' has an unknown collapse '\(collapseText)' or snap mode '\(modeText)'")
        }
        var shadow: HeaderShadow?
        if let threshold = row.optionalDouble(at: column + 5) {
            shadow = HeaderShadow(threshold: threshold, radius: row.optionalDouble(at: column + 6) ?? HeaderShadow.defaultRadius)
        }
        let policyText = row.isNull(at: column + 18) ? nil : row.text(at: column + 18)
        let flingText = row.isNull(at: column + 19) ? nil : row.text(at: column + 19)
        let policy = policyText.map { SnapPolicy(rawValue: $0) ?? (validating ? nil : .nearest) } ?? .nearest
        let fling = flingText.map { FlingModel(rawValue: $0) ?? (validating ? nil : .uikit) } ?? .uikit
        guard let policy, let fling else {
            throw DatabaseError.brokenRow("preset '\(name)' has an unknown snap policy '\(policyText ?? "")' or fling '\(flingText ?? "")'")
        }
        var motion = decodeMotion(row, at: column + 9)
        motion.fling = fling
        let preset = HeaderPreset(
            name: name,
            summary: row.text(at: column),
            minHeight: row.double(at: column + 1),
            maxHeight: row.double(at: column + 2),
            collapse: collapse,
            damping: row.double(at: column + 4),
            shadow: shadow,
            pullTrigger: row.optionalDouble(at: column + 20),
            snap: SnapBehavior(mode: mode, positions: positions, initialPosition: row.double(at: column + 8),
                               policy: policy),
            motion: motion,
            tracks: try decodeTracks(row, at: column + 17, name: name, validating: validating)
        )
        if validating, let broken = preset.violations.first {
            throw DatabaseError.brokenRow("preset '\(name)' breaks a rule (\(broken))")
        }
        return preset
    }

    /// The tracks in the `tracks` column at `column`; NULL is none (every row before version 4).
    /// Tracks that cannot be read are a broken row when `validating`, else none.
    private func decodeTracks(_ row: Statement, at column: Int32, name: String,
                              validating: Bool) throws(DatabaseError) -> [ContentTrack] {
        if row.isNull(at: column) { return [] }
        let text = row.text(at: column)
        guard let tracks = TrackColumn.tracks(text) else {
            // The store writes only what it reads; another program wrote this.
            if !validating { return [] }
            throw DatabaseError.brokenRow("preset '\(name)' has tracks that cannot be read: '\(text.prefix(80))'")
        }
        return tracks
    }

    /// The motion in the eight motion columns starting at `column`; NULL is a parameter's default
    /// (every row schema version 1 wrote).
    private func decodeMotion(_ row: Statement, at column: Int32) -> MotionParameters {
        typealias Defaults = MotionParameters.Defaults
        var deceleration = Defaults.deceleration
        if let rate = row.optionalDouble(at: column + 1) { deceleration = ScrollDeceleration(rate: rate) }
        return MotionParameters(
            frameRate: row.optionalDouble(at: column) ?? Defaults.frameRate,
            deceleration: deceleration,
            viewportHeight: row.optionalDouble(at: column + 2) ?? Defaults.viewportHeight,
            rubberBandConstant: row.optionalDouble(at: column + 3) ?? Defaults.rubberBandConstant,
            spring: SnapSpring(response: row.optionalDouble(at: column + 4) ?? Defaults.spring.response,
                               dampingRatio: row.optionalDouble(at: column + 5) ?? Defaults.spring.dampingRatio),
            parallax: row.optionalDouble(at: column + 6) ?? Defaults.parallax,
            quickReturn: row.isNull(at: column + 7) ? Defaults.quickReturn : row.int64(at: column + 7) != 0
        )
    }

    /// Appends revision `number` of `lineage`; the triggers move the name in `preset` along.
    /// `preset` is `nil` for a deletion. A name another live preset has fails as ``StoreError/Kind/nameTaken``.
    ///
    /// One `INSERT`, atomic by itself; a preset with snap positions needs more, under a savepoint.
    func appendRevision(lineage: Int64, number: Int, action: String, name: String, preset: HeaderPreset?) throws(StoreError) {
        if let preset, let key = PresetStore.keyHoldingNaN(preset) {
            throw StoreError(.constraint, "cannot store preset '\(name)': \(key) is NaN, not a number")
        }
        // SQL cannot check a track's rules inside its JSON; the store does, as a CHECK would.
        if let preset, let violation = ContentTrack.violations(of: preset.tracks).first {
            throw StoreError(.constraint, "cannot store preset '\(name)': \(violation)")
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

    /// One revision: lineage, number, time, action, name, then the content columns (`?1`...`?22`).
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

    /// Binds the 21 content columns (``contentColumns``' order) from parameter `first` on; all NULL
    /// for a deletion.
    func bindContent(_ preset: HeaderPreset?, to insert: Statement, from first: Int32) throws(DatabaseError) {
        try insert.bind(preset?.summary, at: first)
        try insert.bind(preset?.minHeight, at: first + 1)
        try insert.bind(preset?.maxHeight, at: first + 2)
        try insert.bind(preset?.collapse.rawValue, at: first + 3)
        try insert.bind(preset?.damping, at: first + 4)
        try insert.bind(preset?.shadow?.threshold, at: first + 5)
        try insert.bind(preset?.shadow?.radius, at: first + 6)
        try insert.bind(preset?.snap.mode.rawValue, at: first + 7)
        try insert.bind(preset?.snap.initialPosition, at: first + 8)
        try bindMotion(preset?.motion, to: insert, from: first + 9)
        try insert.bind(preset.flatMap { TrackColumn.text($0.tracks) }, at: first + 17)
        // NULL for a default, as for motion: a preset without these keys is stored as before.
        try insert.bind(preset.flatMap { $0.snap.policy == .nearest ? nil : $0.snap.policy.rawValue }, at: first + 18)
        try insert.bind(preset.flatMap { $0.motion.fling == .uikit ? nil : $0.motion.fling.rawValue }, at: first + 19)
        try insert.bind(preset?.pullTrigger, at: first + 20)
    }

    /// Binds the eight motion columns from parameter `first` on: NULL for a value equal to its
    /// default (and for a deletion), so a preset without motion is stored as version 1 stored it.
    private func bindMotion(_ motion: MotionParameters?, to insert: Statement, from first: Int32) throws(DatabaseError) {
        typealias Defaults = MotionParameters.Defaults
        func unlessDefault(_ value: Double?, _ fallback: Double) -> Double? {
            guard let value, value != fallback || value.isNaN else { return nil }
            return value
        }
        try insert.bind(unlessDefault(motion?.frameRate, Defaults.frameRate), at: first)
        try insert.bind(unlessDefault(motion?.deceleration.rate, Defaults.deceleration.rate), at: first + 1)
        try insert.bind(unlessDefault(motion?.viewportHeight, Defaults.viewportHeight), at: first + 2)
        try insert.bind(unlessDefault(motion?.rubberBandConstant, Defaults.rubberBandConstant), at: first + 3)
        try insert.bind(unlessDefault(motion?.spring.response, Defaults.spring.response), at: first + 4)
        try insert.bind(unlessDefault(motion?.spring.dampingRatio, Defaults.spring.dampingRatio), at: first + 5)
        try insert.bind(unlessDefault(motion?.parallax, Defaults.parallax), at: first + 6)
        if let motion, motion.quickReturn != Defaults.quickReturn {
            try insert.bind(Int64(motion.quickReturn ? 1 : 0), at: first + 7)
        } else {
            try insert.bindNull(at: first + 7)
        }
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
            return StoreError(.nameTaken, "a preset named '\(name)' already exists", sqliteCode: error.code.rawValue, sql: error.sql)
        }
        if error.code.primary == .constraint || error.code.primary == .mismatch {
            return StoreError(.constraint, "cannot store preset '\(name)': \(PresetStore.ruleText(error.message))",
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
        let numbers: [(String, Double?)] = [
            ("minHeight", preset.minHeight), ("maxHeight", preset.maxHeight), ("damping", preset.damping),
            ("shadow.threshold", preset.shadow?.threshold), ("shadow.radius", preset.shadow?.radius),
            ("snap.initialPosition", preset.snap.initialPosition),
            ("motion.frameRate", preset.motion.frameRate),
            ("motion.decelerationRate", preset.motion.deceleration.rate),
            ("motion.viewportHeight", preset.motion.viewportHeight),
            ("motion.rubberBandConstant", preset.motion.rubberBandConstant),
            ("motion.spring.response", preset.motion.spring.response),
            ("motion.spring.dampingRatio", preset.motion.spring.dampingRatio),
            ("motion.parallax", preset.motion.parallax),
            ("pullTrigger", preset.pullTrigger),
        ]
        if let (key, _) = numbers.first(where: { $0.1?.isNaN == true }) { return key }
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
