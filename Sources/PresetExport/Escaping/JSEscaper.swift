/// User text in JavaScript inside an HTML `<script>` element: string literals and embedded JSON.
/// Neither can hold `</script` or `<!--`, which would end or change the element.
public enum JSEscaper {
    /// `text` as a double-quoted string literal: `"` and `\` escaped, line breaks and everything
    /// invisible (U+2028 included) as `\uXXXX`, and `<` and `>` as `\u003C` and `\u003E`.
    public static func stringLiteral(_ text: String) -> String {
        "\""
            + EscapedText.map(text) { scalar, _ in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "<", ">": EscapedText.utf16Escape(scalar)
                default: EscapedText.isInvisible(scalar) ? EscapedText.utf16Escape(scalar) : nil
                }
            } + "\""
    }

    /// JSON text safe inside a `<script>` element: every `<` becomes `\u003c`, which JSON reads
    /// back as `<` (a `<` can only occur inside a JSON string), and U+2028 and U+2029 are escaped.
    public static func scriptJSON(_ json: String) -> String {
        EscapedText.map(json) { scalar, _ in
            switch scalar {
            case "<": "\\u003c"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }
}
