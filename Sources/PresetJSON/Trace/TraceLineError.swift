/// Why one line of a trace could not be read: where in the line, and what.
public struct TraceLineError: Error, Hashable, Sendable {
    /// The 1-based column (in Unicode scalars) of the problem, when it has a place in the line.
    public var column: Int?
    /// What is wrong, with the key path in front when it is inside the sample:
    /// `layers.title.size: unknown property "size"`.
    public var message: String

    /// An error at `column` saying `message`.
    public init(column: Int?, message: String) {
        self.column = column
        self.message = message
    }
}
