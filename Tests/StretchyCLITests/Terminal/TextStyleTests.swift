import Testing
import StretchyCLI

struct TextStyleTests {
    @Test func colourOnWrapsInSGRSequences() {
        let style = TextStyle(isEnabled: true)
        #expect(style.bold("name") == "\u{1B}[1mname\u{1B}[0m")
        #expect(style.red("gone") == "\u{1B}[31mgone\u{1B}[0m")
        #expect(style.green("") == "")
    }

    @Test func colourOffLeavesTextAlone() {
        let style = TextStyle(isEnabled: false)
        #expect(style.bold("name") == "name")
        #expect(style.yellow("x") == "x")
    }
}
