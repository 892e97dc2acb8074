import StrictJSON
import TestKit
import Testing
import ValueText

/// The generic tree other layers use to check JSON output.
struct JSONValueTests {
    func testReadsATreeInFileOrder() throws {
        let value = try JSONValue.parse(Array(#"{"b": [1, "x", null], "a": {"c": true}}"#.utf8), source: "t.json")
        expectEqual(value.keys, ["b", "a"])
        expectEqual(value["b"]?[0]?.number, 1)
        expectEqual(value["b"]?[1]?.string, "x")
        expectEqual(value["b"]?[2], .null)
        expectEqual(value["b"]?[3], nil)
        expectEqual(value["a"]?["c"], .bool(true))
        expectEqual(value["missing"], nil)
    }

    func testReadsWhatTheWriterWrites() throws {
        let text = JSONText.quoted("a \"b\" \\ c\n😀")
        try expectEqual(JSONValue.parse(Array(text.utf8), source: "t.json"), .string("a \"b\" \\ c\n😀"))
    }
}
