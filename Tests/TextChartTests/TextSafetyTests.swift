import TestKit
import Testing

@testable import TextChart

/// Caller text on the grid and in XML.
struct TextSafetyTests {
    func testGridText() {
        for (input, asciiOnly, expected) in [
            ("plain", false, "plain"),
            ("a\u{1B}[31m", false, "a?[31m"),
            ("tab\there", false, "tab?here"),
            ("名", false, "?"),
            ("e\u{301}", false, "e?"),
            ("≤ 140", true, "? 140"),
            ("≤ 140", false, "≤ 140"),
        ] {
            TestRow.$current.withValue(String(describing: (input, asciiOnly, expected))) { self.gridText(input, asciiOnly, expected) }
        }
    }

    func gridText(_ input: String, _ asciiOnly: Bool, _ expected: String) {
        var out = ""
        out.unicodeScalars.append(contentsOf: SafeText.scalars(input, asciiOnly: asciiOnly))
        expectEqual(out, expected)
    }

    func testXmlText() {
        for (input, expected) in [
            ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
            ("\"it's\"", "&quot;it&apos;s&quot;"),
            ("bell\u{7}", "bell?"),
            ("x\u{FFFE}é", "x?é"),
            ("line\nbreak", "line\nbreak"),
        ] {
            TestRow.$current.withValue(String(describing: (input, expected))) { self.xmlText(input, expected) }
        }
    }

    func xmlText(_ input: String, _ expected: String) {
        expectEqual(XMLText.escaped(input), expected)
    }

    func testGridTrimsTrailingSpacesAndColoursOnlyWhenAsked() {
        var grid = TextGrid(width: 6, height: 2)
        grid.write(["a", "b"], line: 0, column: 1, color: 31)
        grid.set("z", line: 5, column: 0)  // outside: ignored
        expectEqual(grid.text(color: false), " ab\n\n")
        // Colours are of the 256-colour palette.
        expectEqual(grid.text(color: true), " \u{1B}[38;5;31mab\u{1B}[0m\n\n")
    }
}
