import HeaderGeometry
import ValueText

/// One option of a command as its `init` reads it: the ``OptionSpec`` the parser, help and
/// completion see, and how the checked text becomes a `Value`.
///
/// A command declares each option once, as a `static let` of this type, lists its `spec` in the
/// command's ``CommandSpec`` and reads it with `parsed[Self.option]`. The parser has already
/// refused what the spec does not allow (a value of the wrong kind, one outside the allowed
/// values, a second value for an option that does not repeat), so reading cannot fail.
public struct CommandOption<Value: Sendable>: Sendable {
    /// What the parser, help and completion know about the option.
    public let spec: OptionSpec
    /// The value from the option's checked texts, in the order given (empty when not given).
    let read: @Sendable (_ texts: [String]) -> Value

    /// An option from its spec and how its texts become the value.
    init(_ spec: OptionSpec, read: @escaping @Sendable (_ texts: [String]) -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The long name (`format`), as the spec's rules refer to it.
    public var name: String { spec.long }
}

extension CommandOption where Value == Bool {
    /// A flag: `true` when given.
    public static func flag(_ long: String, short: Character? = nil, hidden: Bool = false, help: String) -> Self {
        Self(.flag(long, short: short, hidden: hidden, help: help)) { !$0.isEmpty }
    }
}

extension CommandOption where Value == String? {
    /// A value taken as typed (text, a path, a preset name); `nil` when not given.
    public static func text(
        _ long: String, short: Character? = nil, value: String, kind: ValueKind = .text,
        hidden: Bool = false, help: String
    ) -> Self {
        Self(.option(long, short: short, value: value, kind: kind, hidden: hidden, help: help)) { $0.last }
    }

    /// One of `allowed` as typed; `nil` when not given (help shows `shownDefault`).
    public static func choice(
        _ long: String, value: String, allowed: [String], shownDefault: String? = nil, hidden: Bool = false, help: String
    ) -> Self {
        Self(.option(long, value: value, default: shownDefault, allowed: allowed, hidden: hidden, help: help)) { $0.last }
    }
}

extension CommandOption where Value == Double? {
    /// A number; `nil` when not given.
    public static func number(_ long: String, value: String, help: String) -> Self {
        Self(.option(long, value: value, kind: .number, help: help)) { $0.last.flatMap(NumberSyntax.number) }
    }
}

extension CommandOption where Value == Double {
    /// A number, `defaultValue` when not given.
    public static func number(_ long: String, value: String, default defaultValue: Double, help: String) -> Self {
        Self(.option(long, value: value, kind: .number, default: NumberText.shortest(defaultValue), help: help)) {
            $0.last.flatMap(NumberSyntax.number) ?? defaultValue
        }
    }

    /// A number the command cannot run without (the parser refuses the command line without it).
    public static func requiredNumber(_ long: String, value: String, help: String) -> Self {
        Self(.option(long, value: value, kind: .number, required: true, help: help)) {
            $0.last.flatMap(NumberSyntax.number) ?? 0
        }
    }
}

extension CommandOption where Value == [Double] {
    /// Numbers separated by commas, the option repeatable; every number in order (empty when not given).
    public static func numbers(_ long: String, value: String, help: String) -> Self {
        Self(.option(long, value: value, kind: .numberList, repeating: true, commaSeparated: true, help: help)) {
            $0.flatMap { NumberSyntax.numbers($0) ?? [] }
        }
    }
}

extension CommandOption where Value == Int? {
    /// A whole number of at least 1; `nil` when not given.
    public static func positiveInteger(_ long: String, value: String, help: String) -> Self {
        Self(.option(long, value: value, kind: .positiveInteger, help: help)) { $0.last.flatMap { Int($0) } }
    }
}

extension CommandOption where Value == Int {
    /// A whole number of at least 1, `defaultValue` when not given.
    public static func positiveInteger(_ long: String, value: String, default defaultValue: Int, help: String) -> Self {
        Self(.option(long, value: value, kind: .positiveInteger, default: String(defaultValue), help: help)) {
            $0.last.flatMap { Int($0) } ?? defaultValue
        }
    }
}

extension CommandOption where Value == [String] {
    /// Values of `allowed` (`LAYER.PROPERTY` standing for any dotted pair), the option
    /// repeatable and each value a comma list; every value in order, else `defaults`.
    public static func choices(
        _ long: String, value: String, allowed: [String], default defaults: [String], help: String
    ) -> Self {
        let shown = defaults.isEmpty ? nil : defaults.joined(separator: ",")
        return Self(
            .option(
                long, value: value, default: shown, allowed: allowed, repeating: true,
                commaSeparated: true, help: help)
        ) { texts in
            texts.isEmpty
                ? defaults
                : texts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        }
    }
}

extension CommandOption where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's cases by its raw value (all cases unless `allowed` says fewer),
    /// `defaultValue` when not given.
    public static func choice(
        _ long: String, value: String, default defaultValue: Value, allowed: [Value]? = nil, help: String
    ) -> Self {
        let names = (allowed ?? Array(Value.allCases)).map(\.rawValue)
        return Self(.option(long, value: value, default: defaultValue.rawValue, allowed: names, help: help)) {
            $0.last.flatMap(Value.init(rawValue:)) ?? defaultValue
        }
    }
}
