import HeaderGeometry

/// Writes `JSONValue`s as indented JSON: two spaces, `"key": value`, one element per line,
/// `[]` and `{}` when empty, only what JSON requires escaped, numbers in shortest form.
public enum JSONWriter {
    /// `value` as text with a final newline.
    public static func text(_ value: JSONValue) -> String {
        var text = ""
        append(value, to: &text, indent: 0)
        text += "\n"
        return text
    }

    /// Writes `value` and a final newline to `output`.
    public static func write(_ value: JSONValue, to output: OutputBuffer) {
        output.write(text(value))
    }

    /// `value` on one line: `[1, 2]`, `{"a": 1}`.
    public static func compactText(_ value: JSONValue) -> String {
        var text = ""
        appendCompact(value, to: &text)
        return text
    }

    private static func appendCompact(_ value: JSONValue, to text: inout String) {
        switch value {
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                appendCompact(element, to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += ", " }
                appendString(member.key, to: &text)
                text += ": "
                appendCompact(member.value, to: &text)
            }
            text += "}"
        default:
            append(value, to: &text, indent: 0)
        }
    }

    /// Appends `value`, its nested lines indented `indent` levels deeper.
    public static func append(_ value: JSONValue, to text: inout String, indent: Int) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += numberText(number)
        case .integer(let number): text += String(number)
        case .string(let string): appendString(string, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                appendIndent(indent + 1, to: &text)
                append(element, to: &text, indent: indent + 1)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            appendIndent(indent, to: &text)
            text += "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, member) in members.enumerated() {
                appendIndent(indent + 1, to: &text)
                appendString(member.key, to: &text)
                text += ": "
                append(member.value, to: &text, indent: indent + 1)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            appendIndent(indent, to: &text)
            text += "}"
        }
    }

    /// `300`, `0.5`, `1e-7`; `0` for `-0`; `null` for a value JSON cannot hold.
    public static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        return number == 0 ? "0" : NumberText.shortest(number)
    }

    /// Appends `string` quoted, escaping `"`, `\` and control characters only.
    public static func appendString(_ string: String, to text: inout String) {
        text += "\""
        let needsEscape = string.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        if !needsEscape {
            text += string
        } else {
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case "\u{08}": text += "\\b"
                case "\u{0C}": text += "\\f"
                case let control where control.value < 0x20:
                    let hex = String(control.value, radix: 16, uppercase: false)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    private static func appendIndent(_ level: Int, to text: inout String) {
        for _ in 0..<level { text += "  " }
    }
}
