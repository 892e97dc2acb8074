/// A column of a `TableWriter`: its title and how its cells line up.
public struct TableColumn: Sendable, Hashable {
    /// How cells sit in the column's width.
    public enum Alignment: Sendable, Hashable {
        /// Flush left (text).
        case left
        /// Flush right (numbers).
        case right
        /// Right when every cell is a number, else left.
        case automatic
    }

    /// The header text.
    public var title: String
    /// How the cells line up.
    public var alignment: Alignment

    /// A column; numbers line up on the right unless told otherwise.
    public init(_ title: String, alignment: Alignment = .automatic) {
        self.title = title
        self.alignment = alignment
    }
}
