import HeaderGeometry
import PresetStore
import ValueText

/// Saving a whole preset against the revision an editor started from (the studio's save,
/// docs/studio.md#saving): the keys changed against that revision become one new revision; keys
/// changed meanwhile by someone else are kept, and a key both changed is a conflict that saves
/// nothing. The merge is the `$EDITOR` flow's.
extension PresetLibrary {
    /// What ``save(_:as:base:)`` did.
    public enum SaveOutcome: Sendable, Equatable {
        /// Saved (or nothing to save): the name's latest revision and the preset as it now is.
        case saved(revision: Int, preset: HeaderPreset)
        /// Nothing saved: the name's latest revision, the preset as it is there, and the keys
        /// both sides changed (as the command line writes them).
        case conflict(revision: Int, preset: HeaderPreset, keys: [String])
    }

    /// The name's latest revision and its preset; not found when there is none.
    public func current(_ name: String) throws(ServiceError) -> (revision: Int, preset: HeaderPreset) {
        let found = try read { store throws(StoreError) -> (Int, HeaderPreset)? in
            guard let preset = try store.preset(named: name), let last = try store.history(of: name).last else { return nil }
            return (last.revision, preset)
        }
        guard let found else { throw try notFound(name) }
        return found
    }

    /// Saves `preset` as the preset named `name`, whose editor started from revision `base` of
    /// that name. The name cannot change here (`stretchy rename` does that); the preset must keep
    /// every rule of docs/format.md#preset-keys.
    public func save(_ name: String, as preset: HeaderPreset, base: Int) throws(ServiceError) -> SaveOutcome {
        if preset.name != name {
            throw ServiceError(
                .invalidData, "the preset's name \(MessageText.quoted(preset.name)) is not \(MessageText.quoted(name))",
                hint: "rename it with 'stretchy rename \(name) NEW'")
        }
        try Self.requireValid(preset)
        let outcome = try write { store -> SaveOutcome? in
            guard let current = try store.preset(named: name) else { return nil }
            let history = try store.history(of: name)
            let latest = history.last?.revision ?? 0
            guard let started = history.first(where: { $0.revision == base })?.preset else {
                throw ServiceError(
                    .invalidData, "\(MessageText.quoted(name)) has no revision \(base) holding a preset",
                    hint: "see 'stretchy history \(name)'")
            }
            var saved = preset
            if started != current {
                switch PresetMerge.merge(base: started, mine: preset, theirs: current) {
                case .conflict(let keys):
                    return .conflict(revision: latest, preset: current, keys: keys)
                case .merged(let merged):
                    try Self.requireValid(merged)
                    saved = merged
                }
            }
            guard saved != current else { return .saved(revision: latest, preset: current) }
            try store.update(saved, action: "edit")
            return .saved(revision: try store.history(of: name).last?.revision ?? latest + 1, preset: saved)
        }
        guard let outcome else { throw try notFound(name) }
        return outcome
    }

    /// `assignments` applied to `preset` in order (``PresetAssignment/inApplyingOrder(_:)``), as
    /// `edit` applies them: an unknown key or a value the key cannot take fails at once; then,
    /// with `validating`, the result is checked against every rule. The preset they give, or the
    /// command line's error.
    public static func applying(
        _ assignments: [PresetAssignment], to preset: HeaderPreset,
        validating: Bool = true
    ) throws(ServiceError) -> HeaderPreset {
        var changed = preset
        for assignment in PresetAssignment.inApplyingOrder(assignments) {
            _ = try PresetAssignment.parse(assignment.path + "=")
            try assignment.apply(to: &changed)
        }
        if validating { try requireValid(changed) }
        return changed
    }
}
