import ValueText

/// Writes `JSONValue`s as indented JSON: two spaces, `"key": value`, one element per line,
/// `[]` and `{}` when empty, only what JSON requires escaped, numbers in shortest form.
public enum JSONWriter {
    /// `value` as text with a final newline.
    public static func text(_ value: JSONValue) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes, indent: 0)
        bytes.append(newline)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` on one line: `[1, 2]`, `{"a": 1}`.
    public static func compactText(_ value: JSONValue) -> String {
        var bytes: [UInt8] = []
        appendCompact(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` on one line without spaces: `[1,2]`, `{"a":1}` (the store's `tracks` column).
    public static func denseText(_ value: JSONValue) -> String {
        var bytes: [UInt8] = []
        appendCompact(value, to: &bytes, separator: ",", colon: ":")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as UTF-8, its nested lines indented `indent` levels deeper.
    public static func append(_ value: JSONValue, to bytes: inout [UInt8], indent: Int) {
        switch value {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): appendNumber(number, to: &bytes)
        case .string(let string): appendString(string, to: &bytes)
        case .array(let elements):
            guard !elements.isEmpty else { bytes.append(contentsOf: "[]".utf8); return }
            bytes.append(UInt8(ascii: "["))
            for index in elements.indices {
                bytes.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
                appendIndent(indent + 1, to: &bytes)
                append(elements[index], to: &bytes, indent: indent + 1)
            }
            bytes.append(newline)
            appendIndent(indent, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { bytes.append(contentsOf: "{}".utf8); return }
            bytes.append(UInt8(ascii: "{"))
            for index in members.indices {
                bytes.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
                appendIndent(indent + 1, to: &bytes)
                appendString(members[index].key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                append(members[index].value, to: &bytes, indent: indent + 1)
            }
            bytes.append(newline)
            appendIndent(indent, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// `300`, `0.5`, `1e-7`; `0` for `-0`; `null` for a value JSON cannot hold: the exact text of
    /// `NumberText.shortest`, the one round-trip formatter (CSV and JSON keep full precision).
    public static func numberText(_ number: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(number, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `string` quoted, escaping `"`, `\` and control characters only: the one escaper
    /// every JSON this package writes goes through (see ``JSONText/appendQuoted(_:to:)``).
    public static func appendString(_ string: String, to bytes: inout [UInt8]) {
        JSONText.appendQuoted(string, to: &bytes)
    }

    /// Appends the UTF-8 text `utf8` quoted, as ``appendString(_:to:)`` does.
    public static func appendString(utf8: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        JSONText.appendQuoted(utf8: utf8, to: &bytes)
    }

    private static let newline = UInt8(ascii: "\n")

    private static func appendCompact(
        _ value: JSONValue, to bytes: inout [UInt8],
        separator: StaticString = ", ", colon: StaticString = ": "
    ) {
        switch value {
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { separator.withUTF8Buffer { bytes.append(contentsOf: $0) } }
                appendCompact(elements[index], to: &bytes, separator: separator, colon: colon)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { separator.withUTF8Buffer { bytes.append(contentsOf: $0) } }
                appendString(members[index].key, to: &bytes)
                colon.withUTF8Buffer { bytes.append(contentsOf: $0) }
                appendCompact(members[index].value, to: &bytes, separator: separator, colon: colon)
            }
            bytes.append(UInt8(ascii: "}"))
        default:
            append(value, to: &bytes, indent: 0)
        }
    }

    private static func appendIndent(_ level: Int, to bytes: inout [UInt8]) {
        for _ in 0..<(2 * level) { bytes.append(UInt8(ascii: " ")) }
    }
}
