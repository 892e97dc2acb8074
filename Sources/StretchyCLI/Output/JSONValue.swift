/// A JSON value to write: what commands build for `--format json`.
public enum JSONValue: Sendable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A number in its shortest round-trip form (`300`, `0.5`); `-0` as `0`; never NaN or infinity.
    case number(Double)
    /// A whole number (`3`).
    case integer(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the order given.
    case object([(key: String, value: JSONValue)])

    /// An object from key–value pairs, in order: `.object(["offset": .number(y)])`-like literal use.
    public static func fields(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { (key: $0.key, value: $0.value) })
    }

    /// A string, or `null` for `nil`.
    public static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}
