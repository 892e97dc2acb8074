/// How a one-line message quotes a preset name or text taken from a document (docs/development.md#messages):
/// in double quotes, escaped as JSON escapes a string, since it may hold anything a document may.
/// What the user typed on the command line is quoted in single quotes instead, where it is written.
public enum MessageText {
    /// The most characters of `text` a message shows; a longer text is cut and ends with `…`.
    public static let longest = 64

    /// `text` in double quotes with `"`, `\` and control characters escaped as JSON escapes them
    /// (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00xx`), cut after ``longest`` characters.
    public static func quoted(_ text: String) -> String {
        var shown = "\""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == longest { shown += "…"; break }
            switch scalar {
            case "\"": shown += "\\\""
            case "\\": shown += "\\\\"
            case "\n": shown += "\\n"
            case "\t": shown += "\\t"
            case "\r": shown += "\\r"
            case "\u{08}": shown += "\\b"
            case "\u{0C}": shown += "\\f"
            default:
                if scalar.value < 0x20 {
                    let digits = String(scalar.value, radix: 16)
                    shown += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
        }
        return shown + "\""
    }
}
