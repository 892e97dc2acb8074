/// User text in generated Swift (`--to swift`): comments and string literals. Identifiers are
/// ``SwiftIdentifier``'s.
public enum SwiftEscaper {
    /// Text for a `//` or `///` comment line: one line, nothing invisible
    /// (docs/platforms.md#user-text-in-generated-code).
    public static func lineComment(_ text: String) -> String {
        EscapedText.commentLine(text)
    }

    /// `text` as a double-quoted string literal: `"`, `\` and line breaks escaped, everything
    /// invisible as `\u{…}`, so `\(`, `"""` and `#` are plain characters.
    public static func stringLiteral(_ text: String) -> String {
        var out = SourceText(capacity: text.utf8.count + 2)
        out.appendQuoted(text) { "\\u{" + String($0, radix: 16, uppercase: true) + "}" }
        return out.text
    }
}
