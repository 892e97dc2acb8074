import HeaderGeometry
import TestKit
import Testing

@testable import StretchyCLI

struct ShowCommandTests {
    /// numbers in a value are rounded to six significant digits; words and punctuation stay
    func testRoundedNumbers() {
        for (text, expected) in [
            ("0.3333333333333333", "0.333333"),
            ("0.6111111111111112:1,1:0", "0.611111:1,1:0"),
            ("[0, 0.6666666666666666, 1]", "[0, 0.666667, 1]"),
            ("0:0,64:1 (input pull, easing 0.8,0,0.8,0.15)", "0:0,64:1 (input pull, easing 0.8,0,0.8,0.15)"),
            ("{threshold 140, radius 8}", "{threshold 140, radius 8}"),
            ("-36.00000000000001", "-36"),
            ("1e-7", "1e-7"),
            ("afterFinishAccelerating", "afterFinishAccelerating"),
            ("infinity", "infinity"),
            ("-", "-"),
        ] {
            TestRow.$current.withValue(String(describing: (text, expected))) { self.roundedNumbers(text, expected) }
        }
    }

    func roundedNumbers(_ text: String, _ expected: String) {
        expectEqual(ShowCommand.roundedNumbers(in: text), expected)
    }

    /// a long summary wraps at spaces under its first line; a longer word has a line of its own
    func testSummaryWraps() {
        let preset = HeaderPreset(name: "w", summary: "aaa bbb ccc supercalifragilistic ddd", minHeight: 44, maxHeight: 96)
        let lines = ShowCommand.keyValueText(preset, width: 30).split(separator: "\n").prefix(5).map(String.init)
        // The widest key, snap.initialPosition, is 20 wide: values start at 22, 8 left per line.
        let indent = String(repeating: " ", count: 22)
        expectEqual(
            lines,
            [
                "name                  w",
                "summary               aaa bbb",
                indent + "ccc",
                indent + "supercalifragilistic",
                indent + "ddd",
            ])
    }
}
