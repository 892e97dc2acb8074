/// A command line that fits its command's spec: the values a handler reads.
///
/// Values are checked against their `ValueKind` while parsing, so `number(_:)` and friends only
/// return `nil` when the option was not given and has no default.
public struct ParsedCommand: Sendable, Hashable {
    /// The command's spec.
    public var spec: CommandSpec
    /// Positional values by argument name, in the order given.
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

    /// The argument's value (the first, for a repeating one), or `nil` when not given.
    public func argument(_ name: String) -> String? {
        argumentValues[name]?.first
    }

    /// All values of a (repeating) argument; empty when not given.
    public func arguments(_ name: String) -> [String] {
        argumentValues[name] ?? []
    }

    /// Whether the option was given on the command line.
    public func isGiven(_ long: String) -> Bool {
        optionValues[long] != nil || flags.contains(long)
    }

    /// The option's value (the last given wins), else its default, else `nil`.
    public func option(_ long: String) -> String? {
        optionValues[long]?.last ?? optionSpec(long)?.defaultValue
    }

    /// Every value of the option in order, comma lists split; the default when not given.
    public func values(_ long: String) -> [String] {
        let spec = optionSpec(long)
        let given = optionValues[long] ?? spec?.defaultValue.map { [$0] } ?? []
        guard spec?.isCommaSeparated == true else { return given }
        return given.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Whether the flag was given.
    public func flag(_ long: String) -> Bool {
        flags.contains(long)
    }

    /// The option's value as a number (its default when not given).
    public func number(_ long: String) -> Double? {
        option(long).flatMap { NumberSyntax.number($0) }
    }

    /// Every number of a number-list option, in order.
    public func numbers(_ long: String) -> [Double] {
        values(long).flatMap { NumberSyntax.numbers($0) ?? [] }
    }

    /// The option's value as a whole number (its default when not given).
    public func integer(_ long: String) -> Int? {
        option(long).flatMap { Int($0) }
    }

    /// The argument's value as a whole number.
    public func integerArgument(_ name: String) -> Int? {
        argument(name).flatMap { Int($0) }
    }

    /// `--format`'s value (its default when not given), or `nil` for a command without one.
    public var format: String? { option("format") }

    /// `--db`'s value, or `nil` when not given.
    public var databaseOption: String? { optionValues["db"]?.last }

    /// `--color`'s value (`auto` when not given).
    public var colorMode: ColorMode {
        optionValues["color"]?.last.flatMap(ColorMode.init(rawValue:)) ?? .auto
    }

    private func optionSpec(_ long: String) -> OptionSpec? {
        spec.option(named: long) ?? GlobalOptions.all.first { $0.long == long }
    }
}
