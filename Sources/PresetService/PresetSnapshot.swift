import HeaderGeometry
import PresetStore

/// A database looked at without changing it, for shell completion: opened read-only, never
/// created or migrated, and every question answered with nothing rather than an error (a
/// completion has nowhere to show one). Without a usable database there is no snapshot.
public final class PresetSnapshot {
    private let store: PresetStore

    /// A snapshot of the database at `databasePath`, or `nil` when it does not exist or cannot
    /// be read as this program's (a newer or older schema, a damaged file).
    public init?(databasePath: String) {
        do throws(StoreError) {
            store = try PresetStore(readingOnly: databasePath)
        } catch {
            return nil
        }
    }

    /// The live presets' names, sorted.
    public func liveNames() -> [String] {
        (try? store.liveNames()) ?? []
    }

    /// The live presets' names and summaries, sorted by name.
    public func liveSummaries() -> [(name: String, summary: String)] {
        (try? store.summaries()) ?? []
    }

    /// Every name with a history, live or deleted, sorted: what `history` and `revert` take.
    public func namesInHistory() -> [String] {
        (try? store.namesInHistory()) ?? []
    }

    /// The built-in presets `restore` would change, by name: those deleted (or renamed away)
    /// and those changed since they shipped.
    public func restorableBuiltIns() -> [(name: String, deleted: Bool)] {
        let builtIns = BuiltInCatalogue.presets
        guard let live = try? store.livePresets(named: builtIns.map(\.name)) else { return [] }
        return builtIns.compactMap { shipped in
            guard let current = live[shipped.name] else { return (shipped.name, true) }
            return current == shipped ? nil : (shipped.name, false)
        }
    }

    /// The live preset named `name`, if there is one and it reads.
    public func preset(named name: String) -> HeaderPreset? {
        (try? store.preset(named: name)) ?? nil
    }

    /// The name's history, oldest first, as `history` lists it (empty when it has none).
    public func history(of name: String) -> [PresetHistoryEntry] {
        guard let revisions = try? store.history(of: name) else { return [] }
        return PresetHistoryEntry.entries(revisions)
    }
}
