/// Free text (a preset's summary, a note) made safe inside generated comments.
enum CommentText {
    /// `text` with every `target` replaced by `replacement`.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        text.split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// `text` as doc-comment lines, each starting with `prefix` (`/// `, ` * `), control
    /// characters dropped and a block comment's end (`*/`) broken so it cannot close one.
    static func lines(_ text: String, prefix: String) -> String {
        let safe = replacing("*/", with: "* /", in: text)
        return safe.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                let clean = String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
                return clean.isEmpty ? String(prefix.reversed().drop { $0 == " " }.reversed()) : prefix + clean
            }
            .joined(separator: "\n")
    }
}
