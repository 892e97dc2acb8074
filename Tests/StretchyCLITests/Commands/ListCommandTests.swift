import Testing
@testable import StretchyCLI

struct ListCommandTests {
    @Test("a table summary is its first line", arguments: [
        ("short", "short"),
        ("first\nsecond", "first"),
        ("\nsecond", ""),
        ("thumbs 👍🏽 and cafe\u{301}\nsecond\nthird", "thumbs 👍🏽 and cafe\u{301}"),
        ("", ""),
    ])
    func firstLine(_ summary: String, _ expected: String) {
        var summary = summary
        let line = summary.withUTF8 { String(decoding: ListCommand.firstLine(of: $0), as: UTF8.self) }
        #expect(line == expected)
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
