import StretchyCLI
import TestKit
import Testing

struct TextWrapperTests {
    func testWrapsAtTheWidthWithAnIndent() {
        let lines = TextWrapper.wrap(paragraph: "one two three four five", width: 14, firstLinePrefix: "> ", indent: 2)
        expectEqual(lines, ["> one two", "  three four", "  five"])
    }

    func testALongWordGetsItsOwnLine() {
        let lines = TextWrapper.wrap(["short", "averyveryverylongword", "x"], width: 10)
        expectEqual(lines, ["short", "averyveryverylongword", "x"])
    }

    /// wide characters count two columns, and text without spaces breaks between them
    func testEastAsianText() {
        // 12 wide characters, 24 columns: five to a 10-column line.
        expectEqual(TextWrapper.wrap(paragraph: "見出しの文字がとても長い", width: 10), ["見出しの文", "字がとても", "長い"])
        expectEqual(TextWrapper.wrap(paragraph: "abc 見出しの文字がとても長い", width: 10), ["abc 見出し", "の文字がと", "ても長い"])
        // Words that fit are kept whole, wide or not: 見出し is 6 columns.
        expectEqual(TextWrapper.wrap(paragraph: "見出し 見出し", width: 10), ["見出し", "見出し"])
        expectEqual(TextWrapper.wrap(paragraph: "key 見出し", width: 12, firstLinePrefix: "> ", indent: 2), ["> key 見出し"])
    }

    func testEmptyTextIsThePrefixAlone() {
        expectEqual(TextWrapper.wrap([], width: 10, firstLinePrefix: "OVERVIEW: "), ["OVERVIEW:"])
    }

    func testUsageGroupsStayTogether() {
        expectEqual(
            TextWrapper.usageItems("eval <name> (--at <y,...> | --from <y>) [--step <s>] <key=value> ..."),
            ["eval", "<name>", "(--at <y,...> | --from <y>)", "[--step <s>]", "<key=value>", "..."])
    }
}
