/// Where in a preset document a problem is and what it is, for a compiler-style diagnostic
/// (`file:line:column: error: detail`) such as the build plugin's.
public struct DocumentProblem: Sendable, Equatable {
    /// The 1-based line: the problem's own or, for a broken rule, its preset's `{`; `1` when the
    /// problem belongs to the whole document.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The problem without the file's name: `preset "hero" maxHeight: 0 is ...`.
    public var detail: String

    /// A problem at `line`:`column`.
    public init(line: Int, column: Int, detail: String) {
        self.line = line
        self.column = column
        self.detail = detail
    }
}
