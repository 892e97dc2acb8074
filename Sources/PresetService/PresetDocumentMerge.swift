import HeaderGeometry

/// Three preset documents merged preset by preset and key by key, as `merge-file` (git's merge
/// driver) does it (docs/teams.md#merging): each preset that all three hold is merged by
/// ``PresetMerge``, the one key-by-key merge of the editor and the studio; a preset added on one
/// side is kept, one deleted on one side and untouched on the other is deleted.
public enum PresetDocumentMerge {
    /// What a merge gives: the presets to write, and one line per conflict.
    public struct Outcome: Sendable, Hashable {
        /// The merged presets; where the sides conflict, the current side's version.
        public var presets: [HeaderPreset]
        /// One line per conflict, `preset hero: maxHeight: 300 (base) → 320 (ours), 340 (theirs)`;
        /// empty for a clean merge.
        public var conflicts: [String]
    }

    /// Merges `other`'s changes since `base` into `current` (the order of `git merge-file`).
    /// A key changed differently on both sides keeps `current`'s value and is a conflict, so
    /// nothing of the current file is lost.
    public static func merge(base: [HeaderPreset], current: [HeaderPreset], other: [HeaderPreset]) -> Outcome {
        let bases = byName(base), currents = byName(current), others = byName(other)
        let names = Set(bases.keys).union(currents.keys).union(others.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var outcome = Outcome(presets: [], conflicts: [])
        for name in names {
            let who = "preset \(name)"
            switch (bases[name], currents[name], others[name]) {
            case (let base?, let mine?, let theirs?):
                let (merged, conflicts) = PresetMerge.mergeKeepingMine(base: base, mine: mine, theirs: theirs)
                if conflicts.isEmpty, let broken = merged.violations.first {
                    outcome.conflicts.append("\(who): the merged preset would break a rule (\(broken)); ours is kept")
                    outcome.presets.append(mine)
                    continue
                }
                outcome.conflicts += conflicts.map { "\(who): \($0.key): \($0.base) (base) → \($0.mine) (ours), \($0.theirs) (theirs)" }
                outcome.presets.append(merged)
            case (let base?, let mine?, nil):
                if mine != base {
                    outcome.conflicts.append("\(who): deleted (theirs) but changed (ours); ours is kept")
                    outcome.presets.append(mine)
                }
            case (let base?, nil, let theirs?):
                if theirs != base { outcome.conflicts.append("\(who): deleted (ours) but changed (theirs); it stays deleted") }
            case (nil, let mine?, let theirs?):
                for change in PresetDiff.keyChanges(from: mine, to: theirs) {
                    outcome.conflicts.append("\(who): \(change.path): added as \(change.before) (ours), \(change.after) (theirs)")
                }
                outcome.presets.append(mine)
            case (nil, let mine?, nil):
                outcome.presets.append(mine)
            case (nil, nil, let theirs?):
                outcome.presets.append(theirs)
            case (_, nil, nil):
                break
            }
        }
        return outcome
    }

    private static func byName(_ presets: [HeaderPreset]) -> [String: HeaderPreset] {
        Dictionary(presets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
