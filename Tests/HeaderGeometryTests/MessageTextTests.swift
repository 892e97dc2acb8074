import HeaderGeometry
import TestKit
import Testing
import ValueText

/// MessageText: how every message quotes a text
struct MessageTextTests {
    /// single quotes; a quote, a backslash and what would not show are escaped
    func testQuoted() {
        for (text, shown) in [
            ("sticky-utah", "'sticky-utah'"),
            ("a'b", #"'a\'b'"#),
            (#"a"b"#, #"'a"b'"#),
            (#"a\b"#, #"'a\\b'"#),
            ("a\nb\tc", #"'a\u{0A}b\u{09}c'"#),
            ("a\u{1B}]0;x\u{07}", #"'a\u{1B}]0;x\u{07}'"#),
            ("a\u{202E}b\u{2066}c\u{2028}", #"'a\u{202E}b\u{2066}c\u{2028}'"#),
            ("a\u{200B}b\u{FEFF}", #"'a\u{200B}b\u{FEFF}'"#),
            ("a\u{85}b", #"'a\u{85}b'"#),
            ("見出し", "'見出し'"),
            ("", "''"),
        ] {
            TestRow.$current.withValue(String(describing: (text, shown))) { self.quoted(text, shown) }
        }
    }

    func quoted(_ text: String, _ shown: String) {
        expectEqual(MessageText.quoted(text), shown)
    }

    /// a long text is cut after 64 characters, a path is shown whole
    func testCut() {
        expectEqual(MessageText.quoted(String(repeating: "x", count: 100)), "'" + String(repeating: "x", count: 64) + "…'")
        let path = "/" + String(repeating: "folder/", count: 20) + "presets.sqlite"
        expectEqual(MessageText.quoted(path, longest: .max), "'" + path + "'")
    }

    /// a cut never splits a letter from its mark nor an emoji sequence
    func testCutBetweenCharacters() {
        let accented = String(repeating: "e\u{301}", count: 70)  // é as e + combining acute
        expectEqual(MessageText.quoted(accented), "'" + String(repeating: "e\u{301}", count: 64) + "…'")
        let family = String(repeating: "👩‍👩‍👧", count: 70)  // one character of five scalars each
        expectEqual(MessageText.quoted(family), "'" + String(repeating: "👩‍👩‍👧", count: 64) + "…'")
    }
}
