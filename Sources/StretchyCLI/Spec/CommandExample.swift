/// A worked example shown under `EXAMPLES:` in a command's help.
public struct CommandExample: Sendable, Hashable {
    /// What the example does, one short sentence.
    public var summary: String
    /// The command line, starting with the program name.
    public var commandLine: String

    /// An example: what it does, then the line to type.
    public init(_ summary: String, _ commandLine: String) {
        self.summary = summary
        self.commandLine = commandLine
    }
}
