/// One positional argument of a command: `<name>`, `[<revision>]`, `<key=value> ...`.
public struct ArgumentSpec: Sendable, Hashable {
    /// The placeholder and lookup key (`name` shows as `<name>`).
    public var name: String
    /// What the value is, for checking and completion.
    public var valueKind: ValueKind
    /// The values accepted; empty means any value of `valueKind`.
    public var allowedValues: [String]
    /// Whether the command runs without it.
    public var isOptional: Bool
    /// Whether it takes every remaining positional value (only the last argument may).
    public var isRepeating: Bool
    /// One sentence shown in help.
    public var help: String

    /// An argument; `optional` and `repeating` default to a single required value.
    public init(
        _ name: String,
        kind: ValueKind = .text,
        allowed allowedValues: [String] = [],
        optional isOptional: Bool = false,
        repeating isRepeating: Bool = false,
        help: String
    ) {
        self.name = name
        self.valueKind = allowedValues.isEmpty ? kind : .choice
        self.allowedValues = allowedValues
        self.isOptional = isOptional
        self.isRepeating = isRepeating
        self.help = help
    }

    /// `<name>`: how messages name the argument.
    public var synopsis: String { "<\(name)>" }

    /// `<name>`, `[<name>]`, `<name> ...` or `[<name> ...]`: how usage lines show it.
    public var usage: String {
        let core = isRepeating ? "<\(name)> ..." : "<\(name)>"
        return isOptional ? "[\(core)]" : core
    }
}
