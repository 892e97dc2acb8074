/// One positional argument of a command as its `init` reads it: the ``ArgumentSpec`` the
/// parser, help and completion see, and how the checked words become a `Value`.
///
/// Declared once as a `static let` of the command, listed in its ``CommandSpec`` and read with
/// `parsed[Self.argument]`; the parser has refused a missing required argument and a value of
/// the wrong kind, so reading cannot fail.
public struct CommandArgument<Value: Sendable>: Sendable {
    /// What the parser, help and completion know about the argument.
    public let spec: ArgumentSpec
    /// The value from the argument's checked words, in order (empty when not given).
    let read: @Sendable (_ words: [String]) -> Value

    /// An argument from its spec and how its words become the value.
    init(_ spec: ArgumentSpec, read: @escaping @Sendable (_ words: [String]) -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The argument's name (`name`), as the spec's rules refer to it.
    public var name: String { spec.name }
}

extension CommandArgument where Value == String {
    /// A required word (a name, a path).
    public static func required(_ name: String, kind: ValueKind = .text, help: String) -> Self {
        Self(ArgumentSpec(name, kind: kind, help: help)) { $0.first ?? "" }
    }
}

extension CommandArgument where Value == String? {
    /// An optional word; `nil` when not given.
    public static func optional(_ name: String, kind: ValueKind = .text, help: String) -> Self {
        Self(ArgumentSpec(name, kind: kind, optional: true, help: help)) { $0.first }
    }
}

extension CommandArgument where Value == [String] {
    /// Every remaining word, in order: at least one unless `optional`.
    public static func repeating(_ name: String, kind: ValueKind = .text, optional: Bool = false, help: String) -> Self {
        Self(ArgumentSpec(name, kind: kind, optional: optional, repeating: true, help: help)) { $0 }
    }
}

extension CommandArgument where Value == Int {
    /// A required whole number of at least 1 (`kind` may say more, such as `.revision`).
    public static func positiveInteger(_ name: String, kind: ValueKind = .positiveInteger, help: String) -> Self {
        Self(ArgumentSpec(name, kind: kind, help: help)) { $0.first.flatMap { Int($0) } ?? 0 }
    }
}

extension CommandArgument where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A required word naming one of an enumeration's cases by its raw value; `fallback` is
    /// never read (the parser accepts only the cases' names).
    public static func choice(_ name: String, fallback: Value, help: String) -> Self {
        Self(ArgumentSpec(name, allowed: Value.allCases.map(\.rawValue), help: help)) { words in
            words.first.flatMap(Value.init(rawValue:)) ?? fallback
        }
    }
}
