import TestKit
import Testing

@testable import StretchyCLI

struct ListCommandTests {
    /// a table summary is its first line
    func testFirstLine() {
        for (summary, expected) in [
            ("short", "short"),
            ("first\nsecond", "first"),
            ("\nsecond", ""),
            ("thumbs 👍🏽 and cafe\u{301}\nsecond\nthird", "thumbs 👍🏽 and cafe\u{301}"),
            ("", ""),
        ] {
            TestRow.$current.withValue(String(describing: (summary, expected))) { self.firstLine(summary, expected) }
        }
    }

    func firstLine(_ summary: String, _ expected: String) {
        let line = String(decoding: ListCommand.firstLine(of: Array(summary.utf8)[...]), as: UTF8.self)
        expectEqual(line, expected)
    }

    /// on a terminal each line fits its width, the numbers before the summary
    func testFitsTheTerminal() {
        let database = InProcessDatabase()
        let terminal = FixedTerminal(terminals: [.output], size: TerminalSize(columns: 100, rows: 24))
        let result = database.run(["list"], variables: ["LANG": "en_US.UTF-8"], terminal: terminal)
        expectEqual(result.status, 0)
        let lines = result.output.split(separator: "\n")
        expect(lines.count > 5)
        for line in lines { expect(line.count <= 100, "\(line)") }
        expectEqual(lines.first, "name                            max  min  collapse  damping  snap     summary")
        // Columns: name 30 ("flutter-sliver-app-bar-stretch"), max 3, min 3, collapse 8, damping 7,
        // snap 7 ("0,0.5,1"), two spaces apart: 70, so 30 are left for the summary, its 30th "…".
        let utah = lines.first { $0.hasPrefix("sticky-utah ") }.map { Array($0.utf8) }
        expectEqual(
            utah,
            Array(
                ("sticky-utah" + String(repeating: " ", count: 19)
                    + "  300  120  shrink        0.5  -        Big Mountain Studio's sticky…").utf8))
        let snap = lines.first { $0.hasPrefix("scaling-header-snap ") }
        expectEqual(
            snap?.hasPrefix(
                "scaling-header-snap" + String(repeating: " ", count: 11)
                    + "  350  150  shrink          0  0,0.5,1  "), true)
    }

    /// a terminal in the C locale gets ... for the cut, not the three bytes of …
    func testAsciiEllipsis() {
        for locale in [
            ["LC_ALL": "C"], [:],
        ] {
            TestRow.$current.withValue(String(describing: locale)) { self.asciiEllipsis(locale) }
        }
    }

    func asciiEllipsis(_ locale: [String: String]) {
        let database = InProcessDatabase()
        let terminal = FixedTerminal(terminals: [.output], size: TerminalSize(columns: 100, rows: 24))
        let result = database.run(["list"], variables: locale, terminal: terminal)
        let utah = result.output.split(separator: "\n").first { $0.hasPrefix("sticky-utah ") }
        expectEqual(utah?.hasSuffix("  Big Mountain Studio's stick..."), true, "\(String(describing: utah))")
        expect(result.output.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// piped, lines are cut at COLUMNS, else at 80
    func testCutWhenPiped() {
        let database = InProcessDatabase()
        let at80 = database.run(["list"]).output.split(separator: "\n")
        for line in at80 { expect(line.count <= 80, "\(line)") }
        let wide = database.run(["list"], variables: ["COLUMNS": "1000"]).output.split(separator: "\n")
        let utah = wide.first { $0.hasPrefix("sticky-utah ") }
        expectEqual(utah?.hasSuffix("(< 140 ? 8 : 0)."), true)
    }

    /// the snap column: - when off, else the positions, 0,1 when none are given
    func testSnapText() {
        for (mode, positions, expected) in [
            ("disabled", [], "-"),
            ("immediately", [], "0,1"),
            ("immediately", [0, 0.5, 1], "0,0.5,1"),
            ("afterFinishAccelerating", [0, 1.0 / 3, 1], "0,0.333333,1"),
        ] as [(String, [Double], String)] {
            TestRow.$current.withValue(String(describing: (mode, positions, expected))) { self.snapText(mode, positions, expected) }
        }
    }

    func snapText(_ mode: String, _ positions: [Double], _ expected: String) {
        let text = ListCommand.snapText(mode: Array(mode.utf8), positions: positions)
        expectEqual(text, expected)
    }
}
