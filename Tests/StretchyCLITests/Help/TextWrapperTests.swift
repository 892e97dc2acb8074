import Testing
import StretchyCLI

struct TextWrapperTests {
    @Test func wrapsAtTheWidthWithAnIndent() {
        let lines = TextWrapper.wrap(paragraph: "one two three four five", width: 14, firstLinePrefix: "> ", indent: 2)
        #expect(lines == ["> one two", "  three four", "  five"])
    }

    @Test func aLongWordGetsItsOwnLine() {
        let lines = TextWrapper.wrap(["short", "averyveryverylongword", "x"], width: 10)
        #expect(lines == ["short", "averyveryverylongword", "x"])
    }

    @Test func emptyTextIsThePrefixAlone() {
        #expect(TextWrapper.wrap([], width: 10, firstLinePrefix: "OVERVIEW: ") == ["OVERVIEW:"])
    }

    @Test func usageGroupsStayTogether() {
        #expect(TextWrapper.usageItems("eval <name> (--at <y,...> | --from <y>) [--step <s>] <key=value> ...")
                == ["eval", "<name>", "(--at <y,...> | --from <y>)", "[--step <s>]", "<key=value>", "..."])
    }
}
