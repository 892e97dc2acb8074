/// How a one-line message quotes a preset name or text taken from a document (docs/development.md#messages):
/// in double quotes, escaped as JSON escapes a string, since it may hold anything a document may.
/// What the user typed on the command line is quoted in single quotes instead, where it is written.
public enum MessageText {
    /// The most characters of `text` a message shows; a longer text is cut and ends with `…`.
    public static let longest = 64

    /// `text` in double quotes with `"`, `\` and control characters escaped as JSON escapes them
    /// (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00xx`), cut after ``longest`` characters.
    public static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > longest else {
            var shown = ""
            TraceText.appendQuoted(text, to: &shown)
            return shown
        }
        var shown = ""
        TraceText.appendQuoted(String(String.UnicodeScalarView(scalars.prefix(longest))), to: &shown)
        shown.removeLast()  // the closing quote, which goes after the …
        return shown + "…\""
    }
}
