import TestKit
import Testing
import ValueText

/// JSON text for values other layers write.
struct JSONTextTests {
    static let quotedCases: [(String, String)] = [
        ("", #""""#),
        ("plain", #""plain""#),
        ("a/b", #""a/b""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"C:\path"#, #""C:\\path""#),
        ("line\nbreak\ttab\rcr", #""line\nbreak\ttab\rcr""#),
        ("\u{0}\u{7}\u{1B}", #""\u0000\u0007\u001b""#),
        ("é😀", "\"é😀\""),
    ]

    func testQuotedEscapesOnlyWhatJSONRequires() {
        for (text, expected) in Self.quotedCases {
            TestRow.$current.withValue(String(describing: (text, expected))) {
                self.quotedEscapesOnlyWhatJSONRequires(text: text, expected: expected)
            }
        }
    }

    func quotedEscapesOnlyWhatJSONRequires(text: String, expected: String) {
        expectEqual(JSONText.quoted(text), expected)
    }
}
