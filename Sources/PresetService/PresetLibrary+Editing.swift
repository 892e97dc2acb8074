import HeaderGeometry
import PresetStore
import ValueText

/// Creating, changing, renaming, copying and deleting presets. Each is one transaction that
/// appends a revision; a preset that breaks a rule of docs/format.md#preset-keys is never written.
extension PresetLibrary {
    /// Creates `name` from the defaults (or a copy of `base`) with `assignments` applied.
    @discardableResult
    public func create(
        _ name: String, from base: String? = nil,
        assignments: [PresetAssignment] = []
    ) throws(ServiceError) -> HeaderPreset {
        try Self.requireValidName(name)
        return try write { store in
            var preset = HeaderPreset(name: name)
            if let base {
                guard let original = try store.preset(named: base) else { throw try notFound(base) }
                preset = original
                preset.name = name
            }
            let copy = preset
            for assignment in PresetAssignment.inApplyingOrder(assignments) { try assignment.apply(to: &preset) }
            if let base, !assignments.contains(where: { $0.path == "summary" }) {
                preset.summary = Self.summary(basedOn: base, copy: copy, changed: preset)
            }
            try Self.requireValid(preset)
            if try store.preset(named: name) != nil { throw Self.nameTaken(name) }
            guard base != nil else {
                try store.create(preset, action: "create")
                return preset
            }
            // The copy, then the overrides as an edit: the history says where it came from and
            // what was changed.
            try store.create(copy, action: "copy")
            if preset != copy { try store.update(preset, action: "edit") }
            return preset
        }
    }

    /// The summary of a preset created from `base` with changes and no `summary=`: the base's
    /// summary described other numbers, so it says where the preset came from and what changed
    /// instead (docs/history-and-editing.md#creating-from-a-preset). A plain copy keeps it.
    static func summary(basedOn base: String, copy: HeaderPreset, changed preset: HeaderPreset) -> String {
        var unchanged = preset
        unchanged.summary = copy.summary
        guard unchanged != copy else { return copy.summary }
        let changes = PresetDiff.changes(from: copy, to: unchanged)
        let keys = changes.map { String($0.prefix { $0 != " " }) }
        for text in [
            "Based on \(base): " + changes.joined(separator: "; ") + ".",
            "Based on \(base), with \(keys.joined(separator: ", ")) changed.",
        ]
        where text.count <= HeaderPreset.summaryLimit {
            return text
        }
        return "Based on \(base), with changes."
    }

    /// Applies `assignments` to the preset named `name`; returns it before and after.
    @discardableResult
    public func edit(
        _ name: String, assignments: [PresetAssignment]
    ) throws(ServiceError)
        -> (before: HeaderPreset, after: HeaderPreset)
    {
        try write { store in
            guard let before = try store.preset(named: name) else { throw try notFound(name) }
            var after = before
            for assignment in PresetAssignment.inApplyingOrder(assignments) { try assignment.apply(to: &after) }
            try Self.requireValid(after)
            if after != before { try store.update(after, action: "edit") }
            return (before, after)
        }
    }

    /// Replaces the preset named `name` with `preset` (the `$EDITOR` flow); a changed name renames
    /// it in the same transaction.
    ///
    /// With `base`, the preset as the session started from it: when another change was saved
    /// meanwhile, only the parts changed against `base` are applied on top of it, if the other
    /// change did not touch them (``ReplaceOutcome/mergedOver`` names it); otherwise nothing is
    /// saved and the error names the other revision. No change by anyone is overwritten silently.
    @discardableResult
    public func replace(_ name: String, with preset: HeaderPreset, base: HeaderPreset? = nil) throws(ServiceError) -> ReplaceOutcome {
        try Self.requireValid(preset)
        return try write { store in
            guard let current = try store.preset(named: name) else {
                if base != nil, let last = try? store.history(of: name).last {
                    throw ServiceError(
                        .invalidData,
                        "\(MessageText.quoted(name)) changed since the editor opened: revision \(last.revision) "
                            + (last.preset == nil ? "deleted it" : "renamed it to \(MessageText.quoted(last.name))"))
                }
                throw try notFound(name)
            }
            var saved = preset
            var outcome = ReplaceOutcome(before: current, after: preset, mergedOver: nil)
            if let base, base != current {
                let other = try store.history(of: name).last?.revision ?? 0
                switch PresetMerge.merge(base: base, mine: preset, theirs: current) {
                case .conflict(let keys):
                    throw ServiceError(
                        .invalidData,
                        "\(MessageText.quoted(name)) changed since the editor opened (revision \(other)), "
                            + "and both changed \(keys.joined(separator: ", "))",
                        hint: "see 'stretchy history \(name)'")
                case .merged(let merged):
                    try Self.requireValid(merged)
                    saved = merged
                    outcome = ReplaceOutcome(before: current, after: merged, mergedOver: other)
                }
            }
            if saved.name != name {
                if try store.preset(named: saved.name) != nil { throw Self.nameTaken(saved.name) }
                try store.rename(name, to: saved.name)
            }
            if saved != HeaderPreset(renaming: current, to: saved.name) {
                try store.update(saved, action: "edit")
            }
            return outcome
        }
    }

    /// What ``replace(_:with:base:)`` saved.
    public struct ReplaceOutcome: Sendable {
        /// The preset as it was just before the save.
        public var before: HeaderPreset
        /// The preset as saved.
        public var after: HeaderPreset
        /// The revision another session saved since `base`, under the changes applied on top of it.
        public var mergedOver: Int?
    }

    /// Renames `name` to `newName`; its history follows it.
    public func rename(_ name: String, to newName: String) throws(ServiceError) {
        try Self.requireValidName(newName)
        try write { store in
            guard try store.preset(named: name) != nil else { throw try notFound(name) }
            // The taken-name hint says to delete the other preset: here that would be this one.
            if name == newName {
                throw ServiceError(.invalidData, "\(MessageText.quoted(name)) is already named so", hint: "give a new name")
            }
            if try store.preset(named: newName) != nil { throw Self.nameTaken(newName) }
            try store.rename(name, to: newName)
        }
    }

    /// Copies `name` to a new preset `newName`.
    public func copy(_ name: String, to newName: String) throws(ServiceError) {
        try Self.requireValidName(newName)
        try write { store in
            guard try store.preset(named: name) != nil else { throw try notFound(name) }
            if name == newName {
                throw ServiceError(
                    .invalidData, "a copy needs a new name, not \(MessageText.quoted(name)) again",
                    hint: "for example \(MessageText.quoted("stretchy copy \(name) \(name)-2", longest: .max))")
            }
            if try store.preset(named: newName) != nil { throw Self.nameTaken(newName) }
            try store.copy(name, to: newName)
        }
    }

    /// Deletes `name`; its history stays, so `revert` can bring it back.
    /// Returns the revision that holds its last state.
    @discardableResult
    public func delete(_ name: String) throws(ServiceError) -> Int {
        try write { store in
            // Reads no preset, so one another program stored breaking a rule can be deleted.
            guard let last = try store.latestRevision(ofLive: name) else { throw try notFound(name) }
            try store.delete(name)
            // The number `revert` takes: the revision's place in the name's history, which runs
            // across every preset that had the name (the lineage's own number may be smaller).
            return (try? store.history(of: name).count).map { $0 - 1 } ?? last
        }
    }

    static func requireValidName(_ name: String) throws(ServiceError) {
        if let problem = HeaderPreset.nameProblem(name) {
            throw ServiceError(.invalidData, "invalid preset name \(MessageText.quoted(name)): \(problem)")
        }
    }

    static func requireValid(_ preset: HeaderPreset) throws(ServiceError) {
        guard let first = preset.violations.first else { return }
        let who = HeaderPreset.nameProblem(preset.name) == nil ? "preset \(MessageText.quoted(preset.name))" : "preset"
        throw ServiceError(.invalidData, "\(who) \(first)")
    }

    static func nameTaken(_ name: String) -> ServiceError {
        ServiceError(
            .invalidData, "a preset named \(MessageText.quoted(name)) already exists",
            hint: "pick another name or delete it first")
    }
}

extension HeaderPreset {
    /// `preset` under another name.
    init(renaming preset: HeaderPreset, to name: String) {
        self = preset
        self.name = name
    }
}
