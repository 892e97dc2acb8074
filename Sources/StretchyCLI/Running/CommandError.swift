import HeaderGeometry
import ValueText

/// A failure a command reports: message, optional hint and exit status.
public struct CommandError: ReportableError, Hashable, Sendable {
    /// What went wrong, in the user's words.
    public var message: String
    /// What to do about it, or `nil`.
    public var hint: String?
    /// The status the process exits with.
    public var exitStatus: ExitStatus
    /// Whether what the command wrote to standard output before failing is part of the report
    /// (`check`'s problems) and is printed; otherwise a failed command prints nothing there.
    public var keepsOutput: Bool

    /// A failure with its status, message and optional hint.
    public init(_ exitStatus: ExitStatus, _ message: String, hint: String? = nil, keepsOutput: Bool = false) {
        self.exitStatus = exitStatus
        self.message = message
        self.hint = hint
        self.keepsOutput = keepsOutput
    }

    /// The catalogue declares the command but the handler table has no entry for it: a bug in
    /// the program, not the user's doing.
    public static func missingHandler(_ command: String) -> CommandError {
        CommandError(.software, "the \(MessageText.quoted(command, longest: .max)) command has no handler")
    }
}
