/// A command line that does not fit the command's spec; exits 64.
public struct UsageError: ReportableError, Hashable, Sendable {
    /// What is wrong, worded like swift-argument-parser (`Unknown option '--mx'`).
    public var message: String
    /// A suggestion (`did you mean '--max'?`) or where to read more.
    public var hint: String?

    /// A usage error with its message and optional hint.
    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// Always `64`.
    public var exitStatus: ExitStatus { .usage }

    /// `Unknown option '--mx'`, hinting the closest known option.
    static func unknownOption(_ typed: String, suggestion: String?) -> UsageError {
        UsageError("Unknown option '\(typed)'", hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// `Unknown command 'lsit'`, hinting the closest command.
    static func unknownCommand(_ typed: String, suggestion: String?) -> UsageError {
        UsageError("Unknown command '\(typed)'", hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// `Missing value for '--db <path>'`.
    static func missingValue(_ option: OptionSpec) -> UsageError {
        UsageError("Missing value for '\(option.synopsis)'")
    }

    /// `Missing expected argument '<name>'` (also for a required option or a choice of them).
    static func missingArgument(_ synopses: [String]) -> UsageError {
        UsageError("Missing expected argument " + synopses.map { "'\($0)'" }.joined(separator: " or "))
    }

    /// `Unexpected argument 'x'`.
    static func unexpectedArgument(_ value: String) -> UsageError {
        UsageError("Unexpected argument '\(value)'")
    }

    /// `The value 'foo' is invalid for '--format <format>'`, hinting what is expected.
    static func invalidValue(_ value: String, for synopsis: String, expected: String) -> UsageError {
        UsageError("The value '\(value)' is invalid for '\(synopsis)'", hint: expected)
    }

    /// `The flag '--dry-run' does not take a value`.
    static func flagWithValue(_ typed: String) -> UsageError {
        UsageError("The flag '\(typed)' does not take a value")
    }

    /// `'--at <y,...>' cannot be used with '--from <y>'`.
    static func conflict(_ first: String, _ second: String) -> UsageError {
        UsageError("'\(first)' cannot be used with '\(second)'")
    }

    /// `'--from <y>' requires '--to <y>'`.
    static func requirement(_ first: String, _ second: String) -> UsageError {
        UsageError("'\(first)' requires '\(second)'")
    }
}
