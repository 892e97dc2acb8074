/// Why an export could not be written; the command line ends it as one line with docs/commands.md#exit-status's
/// exit code.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake, which decides the exit code.
    public enum Kind: Hashable, Sendable {
        /// An option the language cannot use (exit 64).
        case usage
        /// Presets the language cannot hold as they are, such as two names that become the same
        /// identifier (exit 65).
        case invalidData
    }

    /// The kind of mistake.
    public var kind: Kind
    /// What is wrong, in the user's words.
    public var message: String
    /// What to do about it, when something helps.
    public var hint: String?

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// `message; hint`.
    public var description: String {
        hint.map { "\(message); \($0)" } ?? message
    }
}
