import StretchyCLI
import Testing

struct TextWrapperTests {
    @Test func wrapsAtTheWidthWithAnIndent() {
        let lines = TextWrapper.wrap(paragraph: "one two three four five", width: 14, firstLinePrefix: "> ", indent: 2)
        #expect(lines == ["> one two", "  three four", "  five"])
    }

    @Test func aLongWordGetsItsOwnLine() {
        let lines = TextWrapper.wrap(["short", "averyveryverylongword", "x"], width: 10)
        #expect(lines == ["short", "averyveryverylongword", "x"])
    }

    @Test("wide characters count two columns, and text without spaces breaks between them")
    func eastAsianText() {
        // 12 wide characters, 24 columns: five to a 10-column line.
        #expect(TextWrapper.wrap(paragraph: "見出しの文字がとても長い", width: 10) == ["見出しの文", "字がとても", "長い"])
        #expect(TextWrapper.wrap(paragraph: "abc 見出しの文字がとても長い", width: 10) == ["abc 見出し", "の文字がと", "ても長い"])
        // Words that fit are kept whole, wide or not: 見出し is 6 columns.
        #expect(TextWrapper.wrap(paragraph: "見出し 見出し", width: 10) == ["見出し", "見出し"])
        #expect(TextWrapper.wrap(paragraph: "key 見出し", width: 12, firstLinePrefix: "> ", indent: 2) == ["> key 見出し"])
    }

    @Test func emptyTextIsThePrefixAlone() {
        #expect(TextWrapper.wrap([], width: 10, firstLinePrefix: "OVERVIEW: ") == ["OVERVIEW:"])
    }

    @Test func usageGroupsStayTogether() {
        #expect(
            TextWrapper.usageItems("eval <name> (--at <y,...> | --from <y>) [--step <s>] <key=value> ...")
                == ["eval", "<name>", "(--at <y,...> | --from <y>)", "[--step <s>]", "<key=value>", "..."])
    }
}
