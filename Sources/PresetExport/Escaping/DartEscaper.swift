/// User text in generated Dart (`--to flutter`): comments, string literals and identifiers.
public enum DartEscaper {
    /// Text for a `//` or `///` comment line: one line, nothing invisible.
    public static func lineComment(_ text: String) -> String {
        EscapedText.commentLine(text)
    }

    /// `text` as a single-quoted string literal: `'`, `\` and `$` (interpolation) escaped, line
    /// breaks as `\n`, everything invisible as `\u{…}`.
    public static func stringLiteral(_ text: String) -> String {
        "'"
            + EscapedText.map(text) { scalar, _ in
                switch scalar {
                case "'": "\\'"
                case "\\": "\\\\"
                case "$": "\\$"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                default: EscapedText.isInvisible(scalar) ? "\\u{" + EscapedText.hex(scalar) + "}" : nil
                }
            } + "'"
    }

    /// A preset name as a Dart class name (`sticky-utah` → `StickyUtah`).
    public static func typeName(_ name: String) -> String {
        PlatformIdentifier.upperCamel(name)
    }
}
