/// Sentences for people (`snap --explain`, a note under a table) as the command line writes every
/// line of prose: wrapped at spaces to the terminal's width, never inside a word (``TextWrapper``).
enum ProseLines {
    /// `sentences`, each starting a line of its own and wrapped to `width`, each line ending in a
    /// newline.
    static func text(_ sentences: [String], width: Int) -> String {
        sentences.flatMap { TextWrapper.wrap(paragraph: $0, width: width) }.map { $0 + "\n" }.joined()
    }
}
