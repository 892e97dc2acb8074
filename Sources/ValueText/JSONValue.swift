/// A JSON value as a tree: read with the same strict rules as preset documents (tests and tools
/// that check JSON output or read the JSON Schema), and built by commands for `--format json`
/// (written by ``JSONWriter``). Numbers are Doubles; a whole number is written without a point.
public enum JSONValue: Hashable, Sendable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object's members in file order (keys are unique).
    case object([Member])

    /// One object member: a key and its value.
    public struct Member: Hashable, Sendable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// A member `key: value`.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key–value pairs, in order: `.fields(["offset": .number(y)])`.
    public static func fields(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Member(key: $0.key, value: $0.value) })
    }

    /// An object whose keys are `keys` and values `values`, in order.
    public static func object(keys: some Sequence<String>, values: some Sequence<JSONValue>) -> JSONValue {
        .object(zip(keys, values).map { Member(key: $0, value: $1) })
    }

    /// A whole number (`3`), written without a decimal point.
    public static func integer(_ value: Int) -> JSONValue {
        .number(Double(value))
    }

    /// The value of member `key` when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index` when this is an array that long.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The text when this is a string.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number when this is a number.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The keys, in file order, when this is an object.
    public var keys: [String]? {
        if case .object(let members) = self { return members.map(\.key) }
        return nil
    }
}
