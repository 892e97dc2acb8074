import SafeText
import Testing

/// Control characters from a database or a file never reach a terminal raw.
@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("two\nlines", "two\nlines"),
        ("clear \u{1B}[2J screen", "clear \\u{1B}[2J screen"),
        ("bell \u{07}", "bell \\u{07}"),
        ("zero\u{200B}width, joiner\u{2060}, mark\u{FEFF}", "zero\\u{200B}width, joiner\\u{2060}, mark\\u{FEFF}"),
        ("a joined emoji 👩‍👩‍👧 stays", "a joined emoji 👩‍👩‍👧 stays"),
        ("tab\there", "tab\\u{09}here"),
        ("delete \u{7F}", "delete \\u{7F}"),
        ("C1 \u{9B}31m", "C1 \\u{9B}31m"),
        ("ünïcödé ✓", "ünïcödé ✓"),
    ])
    func controlCharactersButNewlinesAreEscapedVisibly(text: String, expected: String) {
        #expect(VisibleText.escaped(text) == expected)
    }
}
