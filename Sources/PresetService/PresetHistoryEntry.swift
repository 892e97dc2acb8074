import HeaderGeometry
import PresetStore

/// One revision of a name's history as the service hands it out: what was done, when, what it
/// came from and what changed, and the whole preset after it.
public struct PresetHistoryEntry: Sendable, Hashable {
    /// The revision's number in the name's history: 1, 2, 3, ...; `revert` takes it.
    public var revision: Int
    /// When the change was made, ISO 8601 UTC (`2026-11-29T20:41:07Z`).
    public var time: String
    /// What was done: `builtin`, `create`, `edit`, `rename`, `copy`, `delete`, `import`, `revert`
    /// or `restore` (a built-in put back as shipped).
    public var action: String
    /// The preset's name after the change (for a deletion, the name it had).
    public var name: String
    /// The preset after the change, `nil` once deleted.
    public var preset: HeaderPreset?
    /// What it came from and what changed, one item each: `new preset`, `copy of "x"`,
    /// `revision 2 back`, `brought back`, `maxHeight 300 → 320`, `deleted`, or `no change`.
    public var changes: [String]

    /// An entry from its parts.
    public init(revision: Int, time: String, action: String, name: String, preset: HeaderPreset?, changes: [String]) {
        self.revision = revision
        self.time = time
        self.action = action
        self.name = name
        self.preset = preset
        self.changes = changes
    }

    /// The entries of a name's revisions (oldest first), each with what it changed.
    static func entries(_ revisions: [PresetRevision]) -> [PresetHistoryEntry] {
        var entries: [PresetHistoryEntry] = []
        var lastLive: HeaderPreset?
        for revision in revisions {
            let afterDeletion = entries.last.map { $0.preset == nil } ?? false
            entries.append(
                PresetHistoryEntry(
                    revision: revision.revision, time: revision.time, action: revision.action, name: revision.name,
                    preset: revision.preset,
                    changes: changes(
                        origin: revision.origin, preset: revision.preset,
                        afterDeletion: afterDeletion, lastLive: lastLive)))
            if let preset = revision.preset { lastLive = preset }
        }
        return entries
    }

    /// What a revision changed: its origin, then the keys' changes against `lastLive` (the
    /// latest earlier revision of the name that held a preset), or what happened to the preset as
    /// a whole; `afterDeletion` when the revision just before it was a deletion.
    static func changes(
        origin: String?, preset: HeaderPreset?, afterDeletion: Bool,
        lastLive: HeaderPreset?
    ) -> [String] {
        var changes = origin.map { [$0] } ?? []
        guard let preset else { return changes + ["deleted"] }
        if origin == "new preset" || origin?.hasPrefix("copy") == true { return changes }
        if afterDeletion { changes.append("brought back") }
        if let lastLive { changes += PresetDiff.changes(from: lastLive, to: preset) }
        return changes.isEmpty ? ["no change"] : changes
    }
}
