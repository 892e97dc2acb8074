/// Free text (a preset's summary, a note) as the lines of a generated comment.
enum CommentText {
    /// `text` as comment lines, one for each of its own lines, each `prefix` and the line as
    /// `escape` (the target language's comment escaper) makes it safe; an empty line is the prefix
    /// alone, without its trailing spaces.
    static func lines(_ text: String, prefix: String, escape: (String) -> String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                let clean = escape(String(line))
                return clean.isEmpty ? String(prefix.reversed().drop { $0 == " " }.reversed()) : prefix + clean
            }
            .joined(separator: "\n")
    }
}
