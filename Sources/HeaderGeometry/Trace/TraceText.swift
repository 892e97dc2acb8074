/// The JSON spellings a trace is written with (docs/traces.md#format), and messages quote names
/// with (MessageText), standard library only:
/// the same text the package's JSON writer gives.
enum TraceText {
    /// Appends `value`'s shortest round-trip form (`300`, `0.5`, `1e-7`); `-0` is written `0`.
    /// `value` must be finite.
    static func appendNumber(_ value: Double, to text: inout String) {
        text += value == 0 ? "0" : NumberText.shortest(value)
    }

    /// Appends `string` in quotes with only what JSON requires escaped: `\"`, `\\` and control
    /// characters (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00xx`).
    static func appendQuoted(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                text += "\\u00" + (hex.count < 2 ? "0" + hex : hex)
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
