import StrictJSON
import TestKit
import Testing
import ValueText

struct JSONWriterTests {
    func testWritesAnObjectLikeTheCanonicalFormat() {
        let value = JSONValue.fields([
            "offset": .number(-30), "velocity": .number(0), "rest": .number(0),
        ])
        expectEqual(
            JSONWriter.text(value),
            """
            {
              "offset": -30,
              "velocity": 0,
              "rest": 0
            }

            """)
    }

    func testEmptyContainersStayOnOneLine() {
        expectEqual(JSONWriter.text(.array([])), "[]\n")
        expectEqual(JSONWriter.text(.object([])), "{}\n")
        expectEqual(JSONWriter.text(.fields(["positions": .array([])])), "{\n  \"positions\": []\n}\n")
    }

    func testNestsOneElementPerLine() {
        let value = JSONValue.array([
            .fields(["name": .string("a"), "shadow": .null, "snap": .array([.number(0), .number(0.5)])]),
            .bool(true),
            .integer(3),
        ])
        expectEqual(
            JSONWriter.text(value),
            """
            [
              {
                "name": "a",
                "shadow": null,
                "snap": [
                  0,
                  0.5
                ]
              },
              true,
              3
            ]

            """)
    }

    func testEscapesOnlyWhatJSONRequires() {
        for (text, expected) in [
            ("plain", #""plain""#),
            ("a\"b", #""a\"b""#),
            ("back\\slash", #""back\\slash""#),
            ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
            ("\u{01}\u{1F}\u{08}\u{0C}", #""\u0001\u001f\b\f""#),
            ("a/b", #""a/b""#),
            ("café ☕️ \u{7F}", "\"café ☕️ \u{7F}\""),
        ] {
            TestRow.$current.withValue(String(describing: (text, expected))) { self.escapesOnlyWhatJSONRequires(text, expected) }
        }
    }

    func escapesOnlyWhatJSONRequires(_ text: String, _ expected: String) {
        expectEqual(JSONWriter.text(.string(text)), expected + "\n")
    }

    func testCompactTextFitsOneCell() {
        expectEqual(JSONWriter.compactText(.array([.number(0), .number(0.5), .number(1)])), "[0, 0.5, 1]")
        expectEqual(
            JSONWriter.compactText(.fields(["threshold": .number(140), "radius": .number(8)])), #"{"threshold": 140, "radius": 8}"#)
    }
}
