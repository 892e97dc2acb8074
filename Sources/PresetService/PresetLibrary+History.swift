import HeaderGeometry
import PresetStore
import ValueText

/// Revisions: every change is one, and any can be brought back.
extension PresetLibrary {
    /// Every revision the name `name` ever had, oldest first, across deletions, re-creations,
    /// renames into and out of it and restores; every number listed works with ``revert(_:to:)``.
    public func history(of name: String) throws(ServiceError) -> [PresetHistoryEntry] {
        let revisions: [PresetRevision]
        do throws(ServiceError) {
            revisions = try read { store throws(StoreError) in try store.history(of: name) }
        } catch  where error.kind == .notFound {
            throw try notFound(name)
        }
        return PresetHistoryEntry.entries(revisions)
    }

    /// Restores `name` to how it was at `revision` (bringing it back if it was deleted).
    @discardableResult
    public func revert(_ name: String, to revision: Int) throws(ServiceError) -> HeaderPreset {
        let revisions = try history(of: name)
        guard let target = revisions.first(where: { $0.revision == revision }) else {
            let known = revisions.map(\.revision)
            throw ServiceError(
                .notFound, "\(MessageText.quoted(name)) has no revision \(revision)",
                hint: "its revisions are \(known.first ?? 0)...\(known.last ?? 0); see 'stretchy history \(name)'")
        }
        guard target.preset != nil else {
            throw ServiceError(
                .invalidData, "revision \(revision) of \(MessageText.quoted(name)) is its deletion",
                hint: "revert to the revision before it")
        }
        return try write { store in try store.revert(name, to: revision) }
    }

    /// The built-in preset named `name` as the catalogue ships it, or not found.
    public static func builtIn(named name: String) throws(ServiceError) -> HeaderPreset {
        if let preset = BuiltInCatalogue.presets.first(where: { $0.name == name }) { return preset }
        let hint =
            NameSuggestion.closest(to: name, among: BuiltInCatalogue.presets.map(\.name))
            .map { "did you mean \(MessageText.quoted($0))?" }
            ?? "restore brings back built-in presets only; for one of yours, see 'stretchy history \(name)'"
        throw ServiceError(.notFound, "no built-in preset named \(MessageText.quoted(name))", hint: hint)
    }

    /// Puts built-in presets back as the catalogue ships them (each a new revision when it
    /// changed); returns the names restored.
    @discardableResult
    public func restoreBuiltIns(_ names: [String]) throws(ServiceError) -> [String] {
        var presets: [HeaderPreset] = []
        for name in names { presets.append(try Self.builtIn(named: name)) }
        return try write { store in
            var restored: [String] = []
            for preset in presets {
                if let current = try store.preset(named: preset.name), current == preset { continue }
                try store.restore(preset)
                restored.append(preset.name)
            }
            return restored
        }
    }
}
