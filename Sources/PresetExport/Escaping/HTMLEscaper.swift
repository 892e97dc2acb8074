/// User text in generated HTML (`--to web`, the preview page): text, attribute values and
/// comments.
public enum HTMLEscaper {
    /// `text` as element content or a double- or single-quoted attribute value: `&`, `<`, `>`,
    /// `"` and `'` as character references, and everything invisible (a bidirectional override,
    /// a line separator) as a numeric reference, so the file shows what is there; controls HTML
    /// forbids become U+FFFD.
    public static func text(_ text: String) -> String {
        EscapedText.map(text) { scalar, _ in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\n", "\t": nil
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    "&#xFFFD;"
                } else if EscapedText.isInvisible(scalar) {
                    "&#x" + EscapedText.hex(scalar) + ";"
                } else {
                    nil
                }
            }
        }
    }

    /// An attribute value: the same escaping as ``text(_:)``.
    public static func attribute(_ value: String) -> String {
        text(value)
    }

    /// One line inside `<!-- … -->`: nothing invisible, no `->` or `!>` (so neither `-->` nor
    /// `--!>` can end the comment) and no `<!` (which could open another); `--` itself, as in
    /// `--to web`, is allowed in an HTML comment and stays.
    public static func comment(_ text: String) -> String {
        EscapedText.map(EscapedText.commentLine(text)) { scalar, next in
            ((scalar == "-" || scalar == "!") && next == ">") || (scalar == "<" && next == "!") ? String(scalar) + " " : nil
        }
    }
}
