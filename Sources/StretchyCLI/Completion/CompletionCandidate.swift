/// One word a completion offers, with a line on what it is (zsh and fish show it; bash cannot).
///
/// A word ending in `=` or `.` (`maxHeight=`, `tracks.title.`) is the start of a longer word:
/// the shells add no space after it.
public struct CompletionCandidate: Sendable, Hashable {
    /// The whole word as it will stand on the command line.
    public var word: String
    /// What it is, one line; may be empty.
    public var description: String

    /// A candidate; the description is made one line without tabs.
    public init(_ word: String, _ description: String = "") {
        self.word = word
        self.description = CompletionCandidate.oneLine(description)
    }

    /// Whether the word continues (the shell adds no space after it).
    public var continues: Bool { word.hasSuffix("=") || word.hasSuffix(".") }

    private static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                if !result.hasSuffix(" ") { result.append(" ") }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        while result.hasSuffix(" ") { result.removeLast() }
        if result.hasSuffix("."), !result.hasSuffix("...") { result.removeLast() }  // a help sentence's full stop
        return result
    }
}

/// What completes the word under the cursor.
public enum CompletionAnswer: Sendable, Hashable {
    /// These words.
    case words([CompletionCandidate])
    /// File names, after `prefix` (`--output=`), which is typed and stays.
    case files(prefix: String)

    /// Nothing to offer.
    static let nothing = CompletionAnswer.words([])
}
