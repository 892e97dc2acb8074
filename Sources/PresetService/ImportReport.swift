/// What an import did, or with `--dry-run` would do, to each preset of the document.
public struct ImportReport: Sendable, Equatable {
    /// New presets.
    public var created: [String] = []
    /// Existing presets replaced by the document's version.
    public var replaced: [String] = []
    /// Existing presets kept (`--on-conflict skip`, or identical to the document's version).
    public var skipped: [String] = []
    /// Whether anything was written (false for a dry run).
    public var written = false

    /// An empty report.
    public init() {}

    /// `3 created, 1 replaced, 0 skipped`.
    public var summary: String {
        "\(created.count) created, \(replaced.count) replaced, \(skipped.count) skipped"
    }
}
