import SafeText
import TestKit
import Testing

/// TerminalWidth: the columns a text takes on a terminal
struct TerminalWidthTests {
    /// wide and fullwidth characters and emoji take two columns, marks and invisible ones none
    func testWidth() {
        for (text, columns) in [
            ("sticky-utah", 11),
            ("見出し", 6),  // CJK ideographs and Hiragana: Wide
            ("한국어", 6),  // Hangul syllables: Wide
            ("ＡＢ", 4),  // fullwidth Latin
            ("ｶﾀｶﾅ", 4),  // halfwidth Katakana: one each
            ("、。", 4),  // ideographic punctuation
            ("e\u{301}", 1),  // e + combining acute: one character, one column
            ("\u{301}", 0),  // a lone combining mark
            ("a\u{200B}b", 2),  // zero-width space
            ("👍", 2),
            ("👍🏽", 2),  // with a skin tone
            ("👩‍👩‍👧", 2),  // a ZWJ sequence is one picture
            ("🇯🇵", 2),  // a flag: two regional indicators
            ("❤️", 2),  // U+2764 with the emoji variation selector
            ("❤", 1),  // the same without it: text presentation
            ("é — ok", 6),
        ] {
            TestRow.$current.withValue(String(describing: (text, columns))) { self.width(text, columns) }
        }
    }

    func width(_ text: String, _ columns: Int) {
        expectEqual(TerminalWidth.of(text), columns)
    }

    /// a prefix is cut between characters, never inside a wide one or a letter with its marks;
    /// ASCII text is cut at its byte count unless a mark follows the cut
    func testPrefix() {
        let cases: [(String, Int, String, Int)] = [
            ("見出し", 5, "見出", 4),
            ("見出し", 6, "見出し", 6),
            ("ab見", 3, "ab", 2),
            ("e\u{301}e\u{301}", 1, "e\u{301}", 1),
            ("👩‍👩‍👧x", 1, "", 0),
            ("abc", 0, "", 0),
            ("abc", -1, "", 0),
            ("abc", 3, "abc", 3),
            ("abcd", 3, "abc", 3),
            ("abce\u{301}", 3, "abc", 3),
            ("abe\u{301}", 3, "abe\u{301}", 3),
            ("abe\u{301}x", 2, "ab", 2),
            ("ab\tc", 4, "ab\tc", 3),
            ("ab…", 2, "ab", 2),
        ]
        for (text, columns, kept, keptColumns) in cases {
            TestRow.$current.withValue(String(describing: (text, columns, kept, keptColumns))) { self.prefix(text, columns, kept, keptColumns) }
        }
    }

    func prefix(_ text: String, _ columns: Int, _ kept: String, _ keptColumns: Int) {
        let result = TerminalWidth.prefix(of: text, fitting: columns)
        expectEqual(String(result.text), kept)
        expectEqual(result.columns, keptColumns)
    }

    /// the fast walk over simple scalars cuts and counts exactly as a walk over characters does,
    /// for every width, around marks, emoji, wide and zero-width characters
    func testPrefixAgreesWithACharacterWalk() {
        let texts: [String] = [
            "résumé shrinking hero", "hero album — — café sticky", "“quoted” setting…", "cafe\u{301} au lait",
            "e\u{301}e\u{301}x", "a👩‍👩‍👧b", "ab見出しcd", "x\u{200B}y\u{AD}z", "🎸 band", "ﬁ ß Ǆ ɐ ʰ", "a\u{300}",
            "\u{1F1EB}\u{1F1F7}fr", "tab\there", "한국어 text", "", "plain ascii",
        ]
        for text in texts {
            let characters = Array(text)
            expectEqual(TerminalWidth.of(text), characters.reduce(0) { $0 + TerminalWidth.of($1) }, "\(text)")
            for columns in -1...(2 * characters.count + 1) {
                var used = 0
                var kept = ""
                for character in characters {
                    let width = TerminalWidth.of(character)
                    if used + width > columns { break }
                    used += width
                    kept.append(character)
                }
                let result = TerminalWidth.prefix(of: text, fitting: columns)
                expectEqual(String(result.text), kept, "\(text) at \(columns)")
                expectEqual(result.columns, used, "\(text) at \(columns)")
            }
        }
    }
}
