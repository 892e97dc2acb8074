/// User text in CSS inside an HTML `<style>` element: comments, strings and identifiers. None of
/// them can hold `</style`, which would end the element.
public enum CSSEscaper {
    /// Text inside `/* … */`: one line, nothing invisible, no `/` touching a `*`, and no `</`.
    public static func comment(_ text: String) -> String {
        EscapedText.map(BlockComment.separated(EscapedText.commentLine(text))) { scalar, next in
            scalar == "<" && next == "/" ? "< " : nil
        }
    }

    /// `text` as a double-quoted CSS string (`[data-stretchy-scroller="…"]`): `"` and `\`
    /// escaped, `<` and everything invisible as a hexadecimal escape (`\3C `).
    public static func string(_ text: String) -> String {
        "\""
            + EscapedText.map(text) { scalar, _ in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                default: scalar == "<" || EscapedText.isInvisible(scalar) ? "\\" + EscapedText.hex(scalar) + " " : nil
                }
            } + "\""
    }

    /// `name` inside an identifier (`stretchy-a\.b-height`): letters, digits, `-` and `_` as they
    /// are, any other printable ASCII character after a `\`, anything else as a hexadecimal escape.
    public static func identifier(_ name: String) -> String {
        EscapedText.map(name) { scalar, _ in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": nil
            case " "..."~": "\\" + String(scalar)
            default: EscapedText.isInvisible(scalar) || !scalar.isASCII ? "\\" + EscapedText.hex(scalar) + " " : nil
            }
        }
    }
}
