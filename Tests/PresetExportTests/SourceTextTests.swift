import TestKit
import Testing

@testable import PresetExport

/// The byte buffer every generator writes into.
struct SourceTextTests {
    /// `isInvisible`'s rule as the Unicode tables state it, without the shortcut.
    static func invisibleByCategory(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    /// the blocks answered without the Unicode tables hold only visible, assigned characters
    func testCommonlyVisibleRanges() {
        for range in SourceText.commonlyVisibleRanges {
            let wrong = range.compactMap(Unicode.Scalar.init).filter(Self.invisibleByCategory)
            expect(wrong.isEmpty, "U+\(String(range.lowerBound, radix: 16)): \(wrong.prefix(3).map { String($0.value, radix: 16) })")
        }
        // Just outside them the tables answer: a soft hyphen and a right-to-left override are format characters.
        expect(SourceText.isInvisible("\u{AD}") && SourceText.isInvisible("\u{202E}") && SourceText.isInvisible("\u{2028}"))
    }

    /// a comment keeps visible non-ASCII text as it is and turns invisible characters into spaces
    func testCommentText() {
        var out = SourceText(capacity: 0)
        out.appendComment("café “日本語” 🎸\u{200B}é", prefix: "/// ", width: 80)
        expectEqual(out.text, "/// café “日本語” 🎸 é\n")
        var quoted = SourceText(capacity: 0)
        quoted.appendQuoted("é\u{200B}\"", unicodeEscape: { "\\u{\(String($0, radix: 16))}" })
        expectEqual(quoted.text, "\"é\\u{200b}\\\"\"")
    }
}
