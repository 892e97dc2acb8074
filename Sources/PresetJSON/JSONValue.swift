/// A JSON value as a tree, read with the same strict rules as preset documents: for tests and
/// tools that check JSON output (`stretchy list --format json`) or read the JSON Schema.
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
