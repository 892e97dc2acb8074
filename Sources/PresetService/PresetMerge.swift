import HeaderGeometry

/// Three-way merge of a preset, part by part: the changes one session made to `base` applied
/// to what another made of it meanwhile, when they touch different parts.
enum PresetMerge {
    /// A part of a preset that one side can change without the other.
    struct Part {
        /// The key as the user knows it (`maxHeight`, `shadow`, `motion`).
        var key: String
        /// Whether two presets agree on the part.
        var isEqual: (HeaderPreset, HeaderPreset) -> Bool
        /// Copies the part from the first preset into the second.
        var copy: (HeaderPreset, inout HeaderPreset) -> Void
    }

    private static func part<Value: Equatable>(_ key: String, _ path: WritableKeyPath<HeaderPreset, Value>) -> Part {
        Part(key: key, isEqual: { $0[keyPath: path] == $1[keyPath: path] }, copy: { $1[keyPath: path] = $0[keyPath: path] })
    }

    /// The parts, in the order of the JSON format.
    static var parts: [Part] { [
        part("name", \.name), part("summary", \.summary), part("minHeight", \.minHeight),
        part("maxHeight", \.maxHeight), part("collapse", \.collapse), part("damping", \.damping),
        part("shadow", \.shadow), part("snap.mode", \.snap.mode), part("snap.positions", \.snap.positions),
        part("snap.initialPosition", \.snap.initialPosition), part("motion", \.motion), part("tracks", \.tracks),
    ] }

    /// The outcome: the merged preset, or the parts both sides changed differently.
    enum Outcome {
        case merged(HeaderPreset)
        case conflict([String])
    }

    /// `mine` and `theirs` both started from `base`: `theirs` with the parts `mine` changed.
    /// A part both changed to different values is a conflict; so is a change the parts above
    /// cannot tell apart (a key they do not know), so nothing is ever dropped silently.
    static func merge(base: HeaderPreset, mine: HeaderPreset, theirs: HeaderPreset) -> Outcome {
        var merged = theirs
        var check = mine
        var conflicts: [String] = []
        for part in parts {
            let changedByMe = !part.isEqual(base, mine)
            let changedByThem = !part.isEqual(base, theirs)
            if changedByMe, changedByThem, !part.isEqual(mine, theirs) { conflicts.append(part.key) }
            if changedByMe { part.copy(mine, &merged) }
            if changedByThem, !changedByMe { part.copy(theirs, &check) }
        }
        if !conflicts.isEmpty { return .conflict(conflicts) }
        // Both ways of combining the two sides must agree, or a part unknown here differs.
        guard merged == check else { return .conflict(["the preset as a whole"]) }
        return .merged(merged)
    }
}
