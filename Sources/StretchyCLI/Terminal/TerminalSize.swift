/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Hashable {
    /// Columns (characters per line).
    public var columns: Int
    /// Rows (lines).
    public var rows: Int

    /// A size of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
