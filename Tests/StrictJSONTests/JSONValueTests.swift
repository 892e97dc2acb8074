import StrictJSON
import Testing
import ValueText

/// The generic tree other layers use to check JSON output.
struct JSONValueTests {
    @Test func readsATreeInFileOrder() throws {
        let value = try JSONValue.parse(Array(#"{"b": [1, "x", null], "a": {"c": true}}"#.utf8), source: "t.json")
        #expect(value.keys == ["b", "a"])
        #expect(value["b"]?[0]?.number == 1)
        #expect(value["b"]?[1]?.string == "x")
        #expect(value["b"]?[2] == .null)
        #expect(value["b"]?[3] == nil)
        #expect(value["a"]?["c"] == .bool(true))
        #expect(value["missing"] == nil)
    }

    @Test func readsWhatTheWriterWrites() throws {
        let text = JSONText.quoted("a \"b\" \\ c\n😀")
        #expect(try JSONValue.parse(Array(text.utf8), source: "t.json") == .string("a \"b\" \\ c\n😀"))
    }
}
