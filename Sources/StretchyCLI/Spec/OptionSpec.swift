/// One option or flag of a command: `--format <format>`, `-o, --output <file>`, `--dry-run`.
public struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes (`format`).
    public var long: String
    /// The one-letter short name without its dash (`o`), if any.
    public var short: Character?
    /// The placeholder shown for the value (`format` shows as `<format>`); `nil` makes a flag.
    public var valueName: String?
    /// What the value is, for checking and completion.
    public var valueKind: ValueKind
    /// The value used when the option is not given, shown in help.
    public var defaultValue: String?
    /// The values accepted, in the order help lists them; empty means any value of `valueKind`.
    public var allowedValues: [String]
    /// Whether the option may be given more than once, its values accumulating.
    public var isRepeating: Bool
    /// Whether one value may list several, separated by commas (`--series height,gap`).
    public var isCommaSeparated: Bool
    /// Whether the command cannot run without it.
    public var isRequired: Bool
    /// Whether help and completion leave it out (plumbing for scripts).
    public var isHidden: Bool
    /// One sentence shown in help.
    public var help: String

    /// An option that takes a value.
    public static func option(
        _ long: String,
        short: Character? = nil,
        value valueName: String,
        kind: ValueKind = .text,
        default defaultValue: String? = nil,
        allowed allowedValues: [String] = [],
        repeating: Bool = false,
        commaSeparated: Bool = false,
        required: Bool = false,
        hidden: Bool = false,
        help: String
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, valueName: valueName,
            valueKind: allowedValues.isEmpty ? kind : .choice,
            defaultValue: defaultValue, allowedValues: allowedValues, isRepeating: repeating,
            isCommaSeparated: commaSeparated, isRequired: required, isHidden: hidden, help: help)
    }

    /// A flag: present or absent, no value.
    public static func flag(
        _ long: String, short: Character? = nil, hidden: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, valueName: nil, valueKind: .text, defaultValue: nil,
            allowedValues: [], isRepeating: false, isCommaSeparated: false, isRequired: false,
            isHidden: hidden, help: help)
    }

    /// Whether the option is a flag (takes no value).
    public var isFlag: Bool { valueName == nil }

    /// `--format <format>` or `--dry-run`: how messages and usage lines name the option.
    public var synopsis: String {
        guard let valueName else { return "--\(long)" }
        return "--\(long) <\(valueName)>"
    }
}
