import HeaderGeometry
import ValueText

/// A command line that does not fit the command's spec; exits 64.
public struct UsageError: ReportableError, Hashable, Sendable {
    /// What is wrong, worded like swift-argument-parser (`unknown option '--mx'`).
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

    /// `unknown option '--mx'`, hinting the closest known option.
    static func unknownOption(_ typed: String, suggestion: String?) -> UsageError {
        UsageError("unknown option \(MessageText.quoted(typed))", hint: suggestion.map { "did you mean \(MessageText.quoted($0))?" })
    }

    /// `unknown command 'lsit'`, hinting the closest command.
    static func unknownCommand(_ typed: String, suggestion: String?) -> UsageError {
        UsageError("unknown command \(MessageText.quoted(typed))", hint: suggestion.map { "did you mean \(MessageText.quoted($0))?" })
    }

    /// `missing value for '--db <path>'`.
    static func missingValue(_ option: OptionSpec) -> UsageError {
        UsageError("missing value for \(MessageText.quoted(option.synopsis))")
    }

    /// `missing expected argument '<name>'` (also for a required option or a choice of them).
    static func missingArgument(_ synopses: [String]) -> UsageError {
        UsageError("missing expected argument " + synopses.map { "\(MessageText.quoted($0))" }.joined(separator: " or "))
    }

    /// `unexpected argument 'x'`.
    static func unexpectedArgument(_ value: String) -> UsageError {
        UsageError("unexpected argument \(MessageText.quoted(value))")
    }

    /// `the value 'foo' is invalid for '--format <format>'`, hinting what is expected.
    static func invalidValue(_ value: String, for synopsis: String, expected: String) -> UsageError {
        UsageError("the value \(MessageText.quoted(value)) is invalid for \(MessageText.quoted(synopsis))", hint: expected)
    }

    /// `--from is given twice ('a' and 'b')`, for an option that takes one value.
    static func givenTwice(_ option: OptionSpec, _ first: String, _ second: String) -> UsageError {
        UsageError("--\(option.long) is given twice (\(MessageText.quoted(first)) and \(MessageText.quoted(second)))", hint: "give it once")
    }

    /// `the flag '--dry-run' does not take a value`.
    static func flagWithValue(_ typed: String) -> UsageError {
        UsageError("the flag \(MessageText.quoted(typed)) does not take a value")
    }

    /// `'--at <y,...>' cannot be used with '--from <y>'`.
    static func conflict(_ first: String, _ second: String) -> UsageError {
        UsageError("\(MessageText.quoted(first)) cannot be used with \(MessageText.quoted(second))")
    }

    /// `'--from <y>' requires '--to <y>'`.
    static func requirement(_ first: String, _ second: String) -> UsageError {
        UsageError("\(MessageText.quoted(first)) requires \(MessageText.quoted(second))")
    }
}
