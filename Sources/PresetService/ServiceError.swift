/// An error of the service layer, ending as one line for the user (`stretchy: error: <message>`).
public struct ServiceError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, in the terms of docs/commands.md#exit-status's exit codes.
    public enum Kind: Sendable, Equatable {
        /// The command was used wrongly (exit 64).
        case usage
        /// The data is invalid: JSON, a rule of docs/format.md#preset-keys, a name already taken (exit 65).
        case invalidData
        /// A preset or an input file does not exist (exit 66).
        case notFound
        /// The database or a file could not be read or written (exit 74).
        case io
        /// Another writer held the database past the timeout (exit 75).
        case busy
    }

    /// The kind, which decides the exit code.
    public var kind: Kind
    /// What is wrong and where, one line.
    public var message: String
    /// What to do about it, when something helps.
    public var hint: String?
    /// For a preset document that could not be read: where and what, for compiler-style output.
    public var documentProblem: DocumentProblem?

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// Equal when kind, message and hint are: ``documentProblem`` only restates the message.
    public static func == (lhs: ServiceError, rhs: ServiceError) -> Bool {
        lhs.kind == rhs.kind && lhs.message == rhs.message && lhs.hint == rhs.hint
    }

    /// The one line the user sees after `stretchy: error: `.
    public var description: String {
        guard let hint else { return message }
        return "\(message); \(hint)"
    }
}
