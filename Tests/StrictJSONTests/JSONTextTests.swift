import StrictJSON
import Testing

/// JSON text for values other layers write.
struct JSONTextTests {
    static let quotedCases: [(String, String)] = [
        ("", #""""#),
        ("plain", #""plain""#),
        ("a/b", #""a/b""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"C:\path"#, #""C:\\path""#),
        ("line\nbreak\ttab\rcr", #""line\nbreak\ttab\rcr""#),
        ("\u{0}\u{7}\u{1B}", #""\u0000\u0007\u001b""#),
        ("é😀", "\"é😀\""),
    ]

    @Test(arguments: quotedCases)
    func quotedEscapesOnlyWhatJSONRequires(text: String, expected: String) {
        #expect(JSONText.quoted(text) == expected)
    }

    static let numberCases: [(Double, String)] = [
        (300, "300"), (0.5, "0.5"), (-120, "-120"), (0, "0"), (-0.0, "0"), (1e-7, "1e-7"),
        (0.1, "0.1"), (1e16, "1e+16"), (123456789012345, "123456789012345"),
        (.nan, "null"), (.infinity, "null"),
    ]

    @Test(arguments: numberCases)
    func numberIsShortestRoundTrip(value: Double, expected: String) {
        #expect(JSONWriter.numberText(value) == expected)
    }
}
