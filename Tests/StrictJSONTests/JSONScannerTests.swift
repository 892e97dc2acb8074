import StrictJSON
import TestKit
import Testing
import ValueText

/// The tokenizer's strictness, through `JSONValue.parse`: each malformed text and its exact
/// one-line message with line and column (columns count Unicode scalars; a BOM does not count).
struct JSONScannerTests {
    static let syntaxErrors: [(text: String, message: String)] = [
        ("", "presets.json:1:1: expected a value, found end of input"),
        ("   \n  ", "presets.json:2:3: expected a value, found end of input"),
        (#"{"a": 1,}"#, "presets.json:1:9: trailing comma before '}'"),
        ("[1, 2,]", "presets.json:1:7: trailing comma before ']'"),
        (#"{"a": 1 "b": 2}"#, "presets.json:1:9: expected ',' or '}' after object member"),
        ("[1 2]", "presets.json:1:4: expected ',' or ']' after array element"),
        (#"{"a" 1}"#, "presets.json:1:6: expected ':' after object key"),
        ("{1: 2}", "presets.json:1:2: expected a string key, found '1'"),
        (#"{"a": 1, "a": 2}"#, #"presets.json:1:10: duplicate key 'a'"#),
        (#"{"a": {"b": 1, "b": 2}}"#, #"presets.json:1:16: duplicate key 'b'"#),
        ("[NaN]", "presets.json:1:2: NaN is not allowed; JSON numbers must be finite"),
        ("[Infinity]", "presets.json:1:2: Infinity is not allowed; JSON numbers must be finite"),
        ("[-Infinity]", "presets.json:1:2: -Infinity is not allowed; JSON numbers must be finite"),
        ("[1e400]", "presets.json:1:2: number 1e400 does not fit in a Double"),
        ("[-1e400]", "presets.json:1:2: number -1e400 does not fit in a Double"),
        ("[01]", "presets.json:1:2: leading zeros are not allowed in numbers"),
        ("[1.]", "presets.json:1:4: expected a digit after '.' in a number"),
        ("[.5]", "presets.json:1:2: expected a value, found '.'"),
        ("[1e]", "presets.json:1:4: expected a digit in the exponent of a number"),
        ("[-]", "presets.json:1:3: expected a digit after '-'"),
        ("[+1]", "presets.json:1:2: expected a value, found '+'"),
        ("[tru]", "presets.json:1:2: expected a value, found 't'"),
        (#"["abc"#, "presets.json:1:2: unterminated string"),
        ("[\"a\nb\"]", "presets.json:1:4: unescaped control character U+000A in a string"),
        ("[\"a\tb\"]", "presets.json:1:4: unescaped control character U+0009 in a string"),
        ("[\"\\nab\tc\"]", "presets.json:1:7: unescaped control character U+0009 in a string"),
        ("[\"\\née\\\"\u{7}\"]", "presets.json:1:9: unescaped control character U+0007 in a string"),
        (#"["\nabc"#, "presets.json:1:2: unterminated string"),
        (#"["\x"]"#, #"presets.json:1:3: invalid escape '\x' in a string"#),
        ("[\"\\\u{1}\"]", "presets.json:1:3: invalid escape: '\\' followed by U+0001 in a string"),
        (#"{"a": 1, 2: 3}"#, "presets.json:1:10: expected a string key, found '2'"),
        (#"["\u12"]"#, #"presets.json:1:3: invalid \u escape; expected four hex digits"#),
        (#"["\ud800"]"#, #"presets.json:1:3: lone surrogate \ud800 in a string"#),
        (#"["\ud800\u0041"]"#, #"presets.json:1:3: lone surrogate \ud800 in a string"#),
        (#"["ok", "\udc00"]"#, #"presets.json:1:9: lone surrogate \udc00 in a string"#),
        ("1 2", "presets.json:1:3: unexpected '2' after the JSON value"),
        ("[1]x", "presets.json:1:4: unexpected 'x' after the JSON value"),
        ("{}\u{7}", "presets.json:1:3: unexpected U+0007 after the JSON value"),
        (
            String(repeating: "[", count: 17) + String(repeating: "]", count: 17),
            "presets.json:1:17: nesting deeper than 16 levels"
        ),
        ("{\n  \"é\": 1,\n  \"ü\": 2 3}", "presets.json:3:10: expected ',' or '}' after object member"),
        ("[\"😀\", é]", "presets.json:1:7: expected a value, found 'é'"),
        ("\u{FEFF}[1,]", "presets.json:1:4: trailing comma before ']'"),
    ]

    func testSyntaxErrorIsOneLineWithPlace() {
        for (text, message) in Self.syntaxErrors {
            TestRow.$current.withValue(String(describing: (text, message))) { self.syntaxErrorIsOneLineWithPlace(text: text, message: message) }
        }
    }

    func syntaxErrorIsOneLineWithPlace(text: String, message: String) {
        expect(throws: PresetJSONError.self) { try JSONValue.parse(Array(text.utf8), source: "presets.json") }
        do {
            _ = try JSONValue.parse(Array(text.utf8), source: "presets.json")
        } catch {
            expectEqual(error.description, message)
        }
    }

    static let invalidUTF8: [(bytes: [UInt8], message: String)] = [
        ([0x5B, 0x22, 0xFF, 0x22, 0x5D], "x.json:1:3: invalid UTF-8 (byte 0xFF)"),
        ([0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], "x.json:1:3: invalid UTF-8 (byte 0xC0)"),  // overlong NUL
        ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "x.json:1:3: invalid UTF-8 (byte 0xED)"),  // encoded surrogate
        ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], "x.json:1:3: invalid UTF-8 (byte 0xF4)"),  // past U+10FFFF
        ([0x5B, 0x22, 0x61, 0xE2, 0x82, 0x22, 0x5D], "x.json:1:4: invalid UTF-8 (byte 0xE2)"),  // cut short
        ([0x5B, 0x22, 0x80, 0x22, 0x5D], "x.json:1:3: invalid UTF-8 (byte 0x80)"),  // stray continuation
        ([0x5B, 0xFF, 0x5D], "x.json:1:2: expected a value, found byte 0xFF"),
        ([0x5B, 0x22, 0x5C, 0x6E, 0x61, 0xFF, 0x22, 0x5D], "x.json:1:6: invalid UTF-8 (byte 0xFF)"),  // after an escape
    ]

    func testInvalidUTF8IsRefused() {
        for (bytes, message) in Self.invalidUTF8 {
            TestRow.$current.withValue(String(describing: (bytes, message))) { self.invalidUTF8IsRefused(bytes: bytes, message: message) }
        }
    }

    func invalidUTF8IsRefused(bytes: [UInt8], message: String) {
        do {
            let value = try JSONValue.parse(bytes, source: "x.json")
            Issue.record("read \(value)")
        } catch {
            expectEqual(error.description, message)
        }
    }

    static let numbers: [(text: String, value: Double)] = [
        ("0", 0), ("-0", 0), ("300", 300), ("-120", -120), ("0.5", 0.5), ("1.50", 1.5),
        ("0.1", 0.1), ("0.30000000000000004", 0.30000000000000004), ("1e-7", 1e-7),
        ("1E+2", 100), ("2.5e3", 2500), ("123456789012345678901234567890", 123456789012345677877719597056),
        ("9007199254740993", 9007199254740992), ("2.2250738585072014e-308", 2.2250738585072014e-308),
        ("5e-324", Double.leastNonzeroMagnitude), ("1e-400", 0), ("-1e-400", 0), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("0.000001234", 0.000001234), ("1234.5678e-2", 12.345678), ("1e22", 1e22), ("1e23", 1e23),
        ("8.98846567431158e307", 8.98846567431158e307), ("0.1e1", 1),
    ]

    func testNumberReadsAsCorrectlyRoundedDouble() throws {
        for (text, value) in Self.numbers {
            try TestRow.$current.withValue(String(describing: (text, value))) {
                try self.numberReadsAsCorrectlyRoundedDouble(text: text, value: value)
            }
        }
    }

    func numberReadsAsCorrectlyRoundedDouble(text: String, value: Double) throws {
        let parsed = try JSONValue.parse(Array("[\(text)]".utf8), source: "n.json")
        expectEqual(parsed[0]?.number, value)
        expectEqual(parsed[0]?.number?.sign, value.sign)
    }

    /// The fast path (an exact integer times an exact power of ten) against the standard
    /// library's correctly rounded `Double(String)` on numbers of every shape it takes.
    func testFastPathAgreesWithTheStandardLibrary() throws {
        var texts: [String] = []
        var seed: UInt64 = 0x5DEECE66D
        for _ in 0..<4000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let mantissa = seed >> 11 % 1_000_000_000_000_000
            let digits = String(mantissa % [10, 1000, 1_000_000, 1_000_000_000_000, 1_000_000_000_000_000][Int(seed % 5)])
            let point = Int(seed >> 3 % UInt64(digits.count + 1))
            var text = digits
            if point < digits.count { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            if text.hasPrefix(".") { text = "0" + text }
            if (seed >> 7) % 3 == 0 { text += "e\(Int((seed >> 9) % 60) - 30)" }
            if (seed >> 5) % 2 == 0 { text = "-" + text }
            if text.hasPrefix("0"), text.count > 1, !text.hasPrefix("0.") { continue }
            if text.hasPrefix("-0"), text.count > 2, !text.hasPrefix("-0.") { continue }
            texts.append(text)
        }
        let parsed = try JSONValue.parse(Array("[\(texts.joined(separator: ","))]".utf8), source: "n.json")
        guard case .array(let values) = parsed else { Issue.record("not an array"); return }
        expectEqual(values.count, texts.count)
        for (text, value) in zip(texts, values) {
            let expected = Double(text)! + 0
            expectEqual(value.number, expected, "\(text)")
        }
    }

    /// 16 to 19 significant digits, as recorders write shortest doubles: the fast path takes
    /// those up to 2^53, the rest go the exact way; both agree with `Double(String)`.
    func testLongMantissasAgreeWithTheStandardLibrary() throws {
        var texts = [
            "9007199254740992", "9007199254740993", "0.9007199254740992", "900719925474099.2e-5",
            "0.008333333333333333", "1234.5583333333334", "-98.87500000000001", "1000000000000000000",
            "0.0000000000000000001234567890123456789", "1.234567890123456789e22",
        ]
        var seed: UInt64 = 0x2545F4914F6CDD1D
        for _ in 0..<4000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            // A leading 1-9, then enough digits for 16 to 19 in all, a point after one of them.
            let digits = String(1 + (seed >> 4) % 9) + String(seed.byteSwapped % 1_000_000_000_000_000_000)
            var text = String(digits.prefix(16 + Int(seed % 4)))
            let point = 1 + Int((seed >> 2) % UInt64(text.count - 1))
            text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            if (seed >> 7) % 3 == 0 { text += "e\(Int((seed >> 9) % 44) - 22)" }
            if (seed >> 5) % 2 == 0 { text = "-" + text }
            texts.append(text)
        }
        let parsed = try JSONValue.parse(Array("[\(texts.joined(separator: ","))]".utf8), source: "n.json")
        guard case .array(let values) = parsed else { Issue.record("not an array"); return }
        expectEqual(values.count, texts.count)
        for (text, value) in zip(texts, values) {
            expectEqual(value.number, Double(text)! + 0, "\(text)")
        }
    }

    static let strings: [(text: String, value: String)] = [
        (#""""#, ""),
        (#""a\"b\\c\/d""#, "a\"b\\c/d"),
        (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u00e9\u0000""#, "é\u{0}"),
        (#""\ud83d\ude00 ok""#, "😀 ok"),
        ("\"héllo 😀\"", "héllo 😀"),
        ("\"x'); DROP TABLE presets;--\"", "x'); DROP TABLE presets;--"),
        (#""say \"hé\" — twice\nthen \\ end""#, "say \"hé\" — twice\nthen \\ end"),
    ]

    func testStringReadsWithEscapesDecoded() throws {
        for (text, value) in Self.strings {
            try TestRow.$current.withValue(String(describing: (text, value))) { try self.stringReadsWithEscapesDecoded(text: text, value: value) }
        }
    }

    func stringReadsWithEscapesDecoded(text: String, value: String) throws {
        try expectEqual(JSONValue.parse(Array(text.utf8), source: "s.json"), .string(value))
    }

    func testByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": [true, false, null]}"#.utf8)
        let value = try JSONValue.parse(bytes, source: "bom.json")
        expectEqual(value, .object([.init(key: "a", value: .array([.bool(true), .bool(false), .null]))]))
    }

    func testSixteenLevelsAreAllowed() throws {
        let text = String(repeating: "[", count: 16) + String(repeating: "]", count: 16)
        expect(throws: Never.self) { try JSONValue.parse(Array(text.utf8), source: "deep.json") }
    }
}
