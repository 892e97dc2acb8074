import TestKit
import Testing

@testable import StretchyCLI

/// One limit for every source (docs/safety.md#how-much-stretchy-reads), here a small one on
/// standard input: what is longer is refused with one line, 74, or 65 when it does not even start
/// like a JSON document; what fits is read whole, byte for byte.
struct DocumentLimitTests {
    static let bom = "\u{FEFF}"

    func testStandardInputIsReadUpToTheLimit() {
        let cases: [(text: String, status: Int32, report: String)] = [
            ("[]", 0, ""),
            ("[" + String(repeating: " ", count: 98) + "]", 0, ""),  // exactly the limit
            (
                "[" + String(repeating: " ", count: 99) + "]", 74,
                "stretchy: error: standard input is larger than 100 bytes, the most stretchy reads as one document; split it into several documents\n"
            ),
            (
                Self.bom + "  \n{" + String(repeating: "\"a\": 1, ", count: 40), 74,
                "stretchy: error: standard input is larger than 100 bytes, the most stretchy reads as one document; split it into several documents\n"
            ),
            (
                String(repeating: "\u{0}", count: 200), 65,
                "stretchy: error: standard input is not a preset document: it starts with the byte 0x00, not JSON\n"
            ),
            (
                String(repeating: "hello ", count: 40), 65,
                "stretchy: error: standard input is not a preset document: it starts with 'h', not JSON\n"
            ),
            (
                String(repeating: " ", count: 200), 65,
                "stretchy: error: standard input is not a preset document: it starts with 101 bytes of whitespace\n"
            ),
        ]
        for (text, status, report) in cases {
            TestRow.$current.withValue(String(describing: (text, status, report))) { self.standardInputIsReadUpToTheLimit(text, status, report) }
        }
    }

    func standardInputIsReadUpToTheLimit(_ text: String, _ status: Int32, _ report: String) {
        let environment = CLIEnvironment.inMemory(arguments: [], input: text).environment
        do {
            let bytes = try environment.readInput("-", limit: 100)
            expectEqual(status, 0, "read \(bytes.count) bytes")
            expectEqual(bytes, Array(text.utf8))
        } catch {
            expectEqual(error.exitStatus.rawValue, status)
            expectEqual(error.reportLine(), report)
        }
    }

    /// The presets a document may hold, counted from above before it is checked: each has a
    /// `"name"` key; an escaped `\"name\"` inside a string is not one.
    func testPresetsAreCountedByTheirNameKeys() {
        for (text, count) in [
            ("[]", 0),
            (#"[{"name": "a"}, {"name": "b"}]"#, 2),
            (#"{"name":"name"}"#, 2),  // a value spelled "name" counts too: the count is from above
            (#"[{"name": "a", "summary": "say \"name\""}]"#, 1),
            (#"{"name"#, 0),
        ] {
            TestRow.$current.withValue(String(describing: (text, count))) { self.presetsAreCountedByTheirNameKeys(text, count) }
        }
    }

    func presetsAreCountedByTheirNameKeys(_ text: String, _ count: Int) {
        expectEqual(DocumentLimit.nameKeys(in: Array(text.utf8)), count)
    }
}
