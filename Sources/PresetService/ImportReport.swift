/// What an import did, or with `--dry-run` would do, to each preset of the document.
public struct ImportReport: Sendable, Equatable {
    /// New presets.
    public var created: [String] = []
    /// Existing presets replaced by the document's version.
    public var replaced: [String] = []
    /// Existing presets kept under `--on-conflict skip` though the document's version differs.
    public var skipped: [String] = []
    /// Existing presets identical to the document's version: nothing to create, replace or skip,
    /// under every policy.
    public var unchanged: [String] = []
    /// Live presets deleted because the folder held no file for them (`import DIR --prune`).
    public var deleted: [String] = []
    /// Whether anything was written (false for a dry run).
    public var written = false

    /// An empty report.
    public init() {}

    /// `3 created, 1 replaced, 0 skipped`, `, 2 unchanged` when some
    /// were already the same, and `, 1 deleted` when a pruning import deleted some.
    public var summary: String {
        "\(created.count) created, \(replaced.count) replaced, \(skipped.count) skipped"
            + (unchanged.isEmpty ? "" : ", \(unchanged.count) unchanged")
            + (deleted.isEmpty ? "" : ", \(deleted.count) deleted")
    }
}
