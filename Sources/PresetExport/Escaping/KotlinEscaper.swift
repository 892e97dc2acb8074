/// User text in generated Kotlin (`--to compose`): comments, string literals and identifiers.
public enum KotlinEscaper {
    /// Text for a `//` comment line: one line, nothing invisible.
    public static func lineComment(_ text: String) -> String {
        EscapedText.commentLine(text)
    }

    /// Text for a line inside a `/** … */` KDoc block. Kotlin block comments nest, so an opening
    /// `/*` (`app/src/*/res`) would leave the comment open to the end of the file, and `*/`
    /// would close it: a `/` and a `*` next to each other get a space between them.
    public static func blockComment(_ text: String) -> String {
        BlockComment.separated(EscapedText.commentLine(text))
    }

    /// `text` as a double-quoted string literal: `"`, `\` and `$` (a template) escaped, line breaks
    /// as `\n`, everything invisible as `\uXXXX`.
    public static func stringLiteral(_ text: String) -> String {
        "\""
            + EscapedText.map(text) { scalar, _ in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "$": "\\$"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                default: EscapedText.isInvisible(scalar) ? EscapedText.utf16Escape(scalar) : nil
                }
            } + "\""
    }

    /// A preset name as a Kotlin type name (`sticky-utah` → `StickyUtah`).
    public static func typeName(_ name: String) -> String {
        PlatformIdentifier.upperCamel(name)
    }
}

/// Block comments (`/* … */`), which Kotlin nests and CSS does not: no `/` touches a `*`, so the
/// text can neither open nor close one.
enum BlockComment {
    static func separated(_ text: String) -> String {
        EscapedText.map(text) { scalar, next in
            (scalar == "/" && next == "*") || (scalar == "*" && next == "/") ? String(scalar) + " " : nil
        }
    }
}
