import HeaderGeometry

/// One change in a preset's history: what was done, when, and the whole preset after it.
public struct PresetRevision: Sendable, Hashable {
    /// The revision number within the preset's lineage: 1, 2, 3, ...
    public var revision: Int
    /// When the change was made, ISO 8601 UTC (`2026-11-29T20:41:07Z`).
    public var time: String
    /// What was done: `builtin`, `create`, `edit`, `rename`, `copy`, `delete`, `import`, `revert` or `restore` (a built-in put back as shipped).
    public var action: String
    /// The preset's name after the change (for a deletion, the name it had).
    public var name: String
    /// The preset after the change, `nil` once deleted.
    public var preset: HeaderPreset?
    /// What the revision came from, when not simply the one before it: `new preset`,
    /// `copy of "x"`, `revision 2 back` (a revert); `nil` for an edit, rename, delete or restore.
    public var origin: String?

    /// A revision with the given parts.
    public init(revision: Int, time: String, action: String, name: String, preset: HeaderPreset?, origin: String? = nil) {
        self.origin = origin
        self.revision = revision
        self.time = time
        self.action = action
        self.name = name
        self.preset = preset
    }
}
