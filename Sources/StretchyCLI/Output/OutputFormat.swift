/// The data formats of `--format`: aligned table for people, CSV and JSON for programs.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// An aligned table with a header row.
    case table
    /// Comma-separated values with a header row.
    case csv
    /// A JSON array of objects (or one object).
    case json
}
