import Testing
@testable import StretchyCLI

struct ListCommandTests {
    @Test("a table summary is its first line, cut with … only when a width is given", arguments: [
        ("short", Int?.none, "short"),
        ("first\nsecond", nil, "first"),
        ("\nsecond", nil, ""),
        ("thumbs 👍🏽 and cafe\u{301}\nsecond\nthird", nil, "thumbs 👍🏽 and cafe\u{301}"),
        ("abcdefghi👍🏽x\nmore", 10, "abcdefghi…"),
        ("abcdefghij", 10, "abcdefghij"),
        ("abcdefghijk", 10, "abcdefghi…"),
        ("abcdefghijk\nmore", 10, "abcdefghi…"),
        ("", 10, ""),
    ])
    func tableSummary(_ summary: String, _ width: Int?, _ expected: String) {
        #expect(ListCommand.tableSummary(summary, width: width) == expected)
    }

    @Test("on a terminal each line fits its width")
    func fitsTheTerminal() {
        let database = InProcessDatabase()
        let terminal = FixedTerminal(terminals: [.output], size: TerminalSize(columns: 60, rows: 24))
        let result = database.run(["list"], terminal: terminal)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count > 5)
        for line in lines { #expect(line.count <= 60, "\(line)") }
        // The names column is 30 wide ("flutter-sliver-app-bar-stretch"), so 28 are left for the summary.
        let utah = lines.first { $0.hasPrefix("sticky-utah ") }
        #expect(utah == "sticky-utah                     Big Mountain Studio's stick…")
    }

    @Test("piped, the same list is not cut")
    func notCutWhenPiped() {
        let result = InProcessDatabase().run(["list"], variables: ["COLUMNS": "60"])
        #expect(result.output.split(separator: "\n").contains { $0.count > 60 })
    }
}
