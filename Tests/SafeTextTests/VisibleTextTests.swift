import SafeText
import TestKit
import Testing

/// Control characters from a database or a file never reach a terminal raw.
struct VisibleTextTests {
    func testControlCharactersButNewlinesAreEscapedVisibly() {
        for (text, expected) in [
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
        ] {
            TestRow.$current.withValue(String(describing: (text, expected))) {
                self.controlCharactersButNewlinesAreEscapedVisibly(text: text, expected: expected)
            }
        }
    }

    func controlCharactersButNewlinesAreEscapedVisibly(text: String, expected: String) {
        expectEqual(VisibleText.escaped(text), expected)
    }

    func testASliceIsCheckedAndEscapedOnItsOwnBytes() {
        // ESC just before the slice and BEL just after it belong to the array, not to the slice.
        let bytes = Array("\u{1B}tab\there\u{07}".utf8)
        let slice = bytes[1..<(bytes.count - 1)]
        expect(VisibleText.needsEscaping(slice))
        expect(!VisibleText.needsEscaping(bytes[1..<4]))
        var escaped = Array("> ".utf8)
        VisibleText.appendEscaped(slice, to: &escaped)
        expectEqual(String(decoding: escaped, as: UTF8.self), "> tab\\u{09}here")
        var kept: [UInt8] = []
        VisibleText.appendEscaped(slice, keeping: VisibleText.newline | (1 << 0x09), to: &kept)
        expectEqual(String(decoding: kept, as: UTF8.self), "tab\there")
    }
}
