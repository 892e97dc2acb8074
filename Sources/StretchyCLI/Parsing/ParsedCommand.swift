/// A command line that fits its command's spec: what a command's `init` reads, through the
/// typed ``CommandOption`` and ``CommandArgument`` it declared.
///
/// The parser checked every value against its spec (kind, allowed values, how often it may
/// be given, the spec's rules), so reading one cannot fail.
public struct ParsedCommand: Sendable, Hashable {
    /// The command's spec.
    public var spec: CommandSpec
    /// Positional words by argument name, in the order given.
    public var argumentValues: [String: [String]]
    /// Option values by long name (global options included), in the order given, as typed.
    public var optionValues: [String: [String]]
    /// The long names of the flags given.
    public var flags: Set<String>

    /// A parsed command; the parser makes these, tests may too.
    public init(
        spec: CommandSpec, argumentValues: [String: [String]] = [:],
        optionValues: [String: [String]] = [:], flags: Set<String> = []
    ) {
        self.spec = spec
        self.argumentValues = argumentValues
        self.optionValues = optionValues
        self.flags = flags
    }

    /// The command's name.
    public var name: String { spec.name }

    /// The option's value (its default when not given).
    public subscript<Value>(option: CommandOption<Value>) -> Value {
        option.read(texts(of: option.spec))
    }

    /// The argument's value.
    public subscript<Value>(argument: CommandArgument<Value>) -> Value {
        argument.read(argumentValues[argument.spec.name] ?? [])
    }

    /// Whether the option was given on the command line (not merely defaulted).
    public func isGiven<Value>(_ option: CommandOption<Value>) -> Bool {
        !texts(of: option.spec).isEmpty
    }

    /// `--db`'s value, or `nil` when not given.
    public var databaseOption: String? { self[GlobalOptions.database] }

    /// `--color`'s value (`auto` when not given).
    public var colorMode: ColorMode { self[GlobalOptions.color] }

    /// The texts given for an option; a flag given reads as one empty text.
    private func texts(of option: OptionSpec) -> [String] {
        if option.isFlag { return flags.contains(option.long) ? [""] : [] }
        return optionValues[option.long] ?? []
    }
}
