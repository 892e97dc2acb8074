import FoundationEssentials
import HeaderGeometry
import PresetJSON
import TestKit
import Testing

/// Hostile inputs: each file of the one hostile JSON corpus, `Tests/HostileJSON/` (and a few
/// large ones made here rather than committed), is refused with its exact one-line error — no
/// crash, no hang — or, for the `valid-` files, read. The reliability runner feeds the same files
/// to `import`, `validate` and `edit`, and the fuzzer uses them as seeds.
struct HostileCorpusTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("HostileJSON")

    /// Every file in `Tests/HostileJSON/` and what reading it must give: the error line, or `nil`
    /// for a file that is valid. Line:column checked against the files (columns in Unicode scalars).
    static let expected: [String: String?] = [
        "truncated.json": "truncated.json:10:19: unterminated string",
        "truncated-empty.json": "truncated-empty.json:1:1: expected a value, found end of input",
        "truncated-after-key.json": "truncated-after-key.json:1:66: expected a value, found end of input",
        "wrong-type-number-as-string.json":
            #"wrong-type-number-as-string.json:7:20: preset 'hero' maxHeight: expected a number, found a string"#,
        "wrong-type-presets-object.json":
            "wrong-type-presets-object.json:1:57: presets: expected an array, found an object",
        "wrong-type-top-level-string.json":
            "wrong-type-top-level-string.json:1:1: expected a preset document, a preset object or an array of preset objects, found a string",
        "nan.json": "nan.json:7:18: NaN is not allowed; JSON numbers must be finite",
        "infinity.json": "infinity.json:7:20: Infinity is not allowed; JSON numbers must be finite",
        "negative-infinity.json": "negative-infinity.json:7:20: -Infinity is not allowed; JSON numbers must be finite",
        "overflow-1e400.json": "overflow-1e400.json:7:20: number 1e400 does not fit in a Double",
        "duplicate-key.json": #"duplicate-key.json:8:7: duplicate key 'maxHeight'"#,
        "duplicate-key-document.json": #"duplicate-key-document.json:1:46: duplicate key 'version'"#,
        "duplicate-names.json":
            #"duplicate-names.json:4:12: preset 'hero' name: appears twice in this document (presets #1 and #3)"#,
        "control-character-raw.json": "control-character-raw.json:7:22: unescaped control character U+0009 in a string",
        "control-character-escaped.json":
            #"control-character-escaped.json: preset 'hero' summary: contains the control character U+0007; only newline is allowed"#,
        "invalid-utf8.json": "invalid-utf8.json:7:22: invalid UTF-8 (byte 0xFF)",
        "invalid-utf8-overlong.json": "invalid-utf8-overlong.json:7:19: invalid UTF-8 (byte 0xC0)",
        "lone-surrogate.json": #"lone-surrogate.json:7:19: lone surrogate \ud800 in a string"#,
        "lone-low-surrogate.json": #"lone-low-surrogate.json:7:20: lone surrogate \udfff in a string"#,
        "nesting-10000.json": "nesting-10000.json:1:17: nesting deeper than 16 levels",
        "tracks-easing-nested.json":
            #"tracks-easing-nested.json:3:56: preset 'hero' tracks[0].easing[0]: expected a number, found an array"#,
        "tracks-keyframes-out-of-order.json":
            #"tracks-keyframes-out-of-order.json: preset 'hero' tracks[0].keyframes[1].at: 0.5 is not greater than the previous keyframe's 1; keyframes must be in increasing order of 'at'"#,
        "valid-tracks.json": nil,
        "sql-name.json":
            "sql-name.json: preset #1 name: may hold only lowercase letters, digits, '.', '_' and '-' (found '\\'')",
        "sql-name-quotes.json":
            "sql-name-quotes.json: preset #1 name: may hold only lowercase letters, digits, '.', '_' and '-' (found '\\'')",
        "version-2.json":
            "version-2.json: version 2 was written by a newer stretchy (this one reads version 1); upgrade stretchy",
        "trailing-comma.json": "trailing-comma.json:8:5: trailing comma before '}'",
        "unknown-key.json": #"unknown-key.json:7:7: preset 'hero': unknown key 'colapse'"#,
        "missing-name.json": #"missing-name.json:1:17: preset #2: missing required key 'name'"#,
        "text-after-value.json": "text-after-value.json:24:1: unexpected 'g' after the JSON value",
        "utf16le.json": "utf16le.json:1:1: expected a value, found byte 0xFF",
        "motion-unknown-key.json": #"motion-unknown-key.json:9:9: preset 'hero' motion: unknown key 'stiffness'"#,
        "motion-deceleration-name.json":
            #"motion-deceleration-name.json:8:29: preset 'hero' motion.decelerationRate: 'slow' is not 'normal', 'fast' or a number"#,
        "valid-bom.json": nil,
        "valid-motion.json": nil,
        "valid-sql-summary.json": nil,
        // Whole documents, every key present, with one thing wrong; and more syntax JSON forbids.
        "bare-fraction.json": "bare-fraction.json:11:18: expected a value, found '.'",
        "bom-then-garbage.json": "bom-then-garbage.json:1:1: expected a value, found '}'",
        "comment.json": "comment.json:1:1: expected a value, found '/'",
        "deep-nesting.json": "deep-nesting.json:1:17: nesting deeper than 16 levels",
        "deep-objects.json": "deep-objects.json:1:81: nesting deeper than 16 levels",
        "duplicate-key-full-preset.json": #"duplicate-key-full-preset.json:10:7: duplicate key 'maxHeight'"#,
        "duplicate-name.json":
            #"duplicate-name.json:20:15: preset 'hostile' name: appears twice in this document (presets #1 and #2)"#,
        "duplicate-positions.json":
            #"duplicate-positions.json: preset 'hostile' snap.positions[2]: 0.5 appears more than once"#,
        "empty-name.json": "empty-name.json: preset #1 name: must not be empty",
        "escaped-control-summary.json":
            #"escaped-control-summary.json: preset 'hostile' summary: contains the control character U+0007; only newline is allowed"#,
        "exponent-digits.json":
            "exponent-digits.json:9:20: number 1e99999999999999999999 does not fit in a Double",
        "hex-number.json": "hex-number.json:9:21: expected ',' or '}' after object member",
        "infinity-full-preset.json":
            "infinity-full-preset.json:9:20: Infinity is not allowed; JSON numbers must be finite",
        "invalid-utf8-bad-continuation.json":
            "invalid-utf8-bad-continuation.json:7:22: invalid UTF-8 (byte 0xC3)",
        "leading-zero.json": "leading-zero.json:9:20: leading zeros are not allowed in numbers",
        "lone-low-surrogate-mid-string.json":
            #"lone-low-surrogate-mid-string.json:7:20: lone surrogate \udc00 in a string"#,
        "lone-surrogate-full-preset.json":
            #"lone-surrogate-full-preset.json:7:19: lone surrogate \ud800 in a string"#,
        "min-above-max.json":
            #"min-above-max.json: preset 'hostile' minHeight: 400 is greater than maxHeight 300"#,
        "missing-name-document.json":
            #"missing-name-document.json:5:5: preset #1: missing required key 'name'"#,
        "nan-full-preset.json": "nan-full-preset.json:11:18: NaN is not allowed; JSON numbers must be finite",
        "negative-damping.json": #"negative-damping.json: preset 'hostile' damping: -0.5 is outside 0...1"#,
        "nul-in-name.json":
            "nul-in-name.json: preset #1 name: may hold only lowercase letters, digits, '.', '_' and '-' (found U+0000)",
        "overflow-1e400-full-preset.json":
            "overflow-1e400-full-preset.json:9:20: number 1e400 does not fit in a Double",
        "overlong-utf8.json": "overlong-utf8.json:7:19: invalid UTF-8 (byte 0xC0)",
        "plus-sign.json": "plus-sign.json:9:20: expected a value, found '+'",
        "position-out-of-range.json":
            #"position-out-of-range.json: preset 'hostile' snap.positions[2]: 1.2 is outside 0...1"#,
        "presets-not-array.json": "presets-not-array.json:4:14: presets: expected an array, found an object",
        "random-bytes.json": "random-bytes.json:1:2: expected a value, found 'җ'",
        "raw-control-char.json": "raw-control-char.json:7:23: unescaped control character U+0007 in a string",
        "seventeen-positions.json":
            #"seventeen-positions.json: preset 'hostile' snap.positions: has 17 positions; at most 16 are allowed"#,
        "shadow-without-threshold.json":
            #"shadow-without-threshold.json:12:17: preset 'hostile' shadow: missing required key 'threshold'"#,
        "single-quotes.json": "single-quotes.json:10:7: expected a string key, found '\\''",
        "sql-name-document.json":
            "sql-name-document.json: preset #1 name: may hold only lowercase letters, digits, '.', '_' and '-' (found '\\'')",
        "text-file.json": "text-file.json:1:1: expected a value, found 'm'",
        "top-level-null.json":
            "top-level-null.json:1:1: expected a preset document, a preset object or an array of preset objects, found null",
        "top-level-number.json":
            "top-level-number.json:1:1: expected a preset document, a preset object or an array of preset objects, found a number",
        "trailing-comma-nested.json": "trailing-comma-nested.json:17:7: trailing comma before '}'",
        "truncated-full-preset.json": "truncated-full-preset.json:10:7: unterminated string",
        "two-documents.json": "two-documents.json:21:1: unexpected '{' after the JSON value",
        "unknown-key-after-snap.json":
            #"unknown-key-after-snap.json:18:7: preset 'hostile': unknown key 'stretch'"#,
        "unterminated-string.json": "unterminated-string.json:1:67: unterminated string",
        "uppercase-name.json":
            "uppercase-name.json: preset #1 name: must start with a lowercase letter or a digit",
        "utf16.json": "utf16.json:1:1: expected a value, found byte 0xFF",
        "version-2-full-preset.json":
            "version-2-full-preset.json: version 2 was written by a newer stretchy (this one reads version 1); upgrade stretchy",
        "whitespace-only.json": "whitespace-only.json:3:1: expected a value, found end of input",
        "wrong-format.json":
            #"wrong-format.json: format: 'stretchy-preset' is not 'stretchy-presets'; this is not a stretchy preset document"#,
        "wrong-type-bool.json":
            #"wrong-type-bool.json:11:18: preset 'hostile' damping: expected a number, found a boolean"#,
        "wrong-type-string-number.json":
            #"wrong-type-string-number.json:9:20: preset 'hostile' maxHeight: expected a number, found a string"#,
    ]

    static let files: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()) ?? []

    func testEveryFileHasAnExpectation() {
        expectEqual(Self.files.count, Self.expected.count)
        expectEqual(Set(Self.files), Set(Self.expected.keys))
    }

    func testHostileFileGivesItsOneLineError() throws {
        for file in Self.files {
            try TestRow.$current.withValue(String(describing: file)) { try self.hostileFileGivesItsOneLineError(file: file) }
        }
    }

    func hostileFileGivesItsOneLineError(file: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(file)))
        let expected = try require(Self.expected[file])
        do {
            let presets = try PresetDocumentReader.read(bytes, source: file)
            expectEqual(expected, nil, "read \(presets.count) presets")
            expectEqual(presets.count, 1)
        } catch {
            expectEqual(error.description, expected)
            expect(!error.description.contains("\n"))
        }
    }

    /// Inputs too large to commit, made here: each with its error.
    static let largeInputs: [(name: String, make: @Sendable () -> [UInt8], message: String)] = [
        (
            "huge-name.json",
            { Array(#"{"name": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20) + Array(#""}"#.utf8) },
            "huge-name.json: preset #1 name: is 1048576 characters long; at most 64 are allowed"
        ),
        (
            "huge-summary.json",
            { Array(#"{"name": "big", "summary": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20) + Array(#""}"#.utf8) },
            #"huge-summary.json: preset 'big' summary: is 1048576 characters long; at most 500 are allowed"#
        ),
        (
            "deep-objects-10000.json",
            {
                Array(#"{"name": "a", "summary": "#.utf8) + Array(String(repeating: #"{"a":"#, count: 10_000).utf8)
                    + Array("1".utf8) + [UInt8](repeating: UInt8(ascii: "}"), count: 10_001)
            },
            "deep-objects-10000.json:1:101: nesting deeper than 16 levels"
        ),
        (
            "many-positions.json",
            {
                Array(#"{"name": "p", "snap": {"positions": ["#.utf8)
                    + Array((0..<100_000).map { "0.\($0)" }.joined(separator: ",").utf8) + Array("]}}".utf8)
            },
            #"many-positions.json: preset 'p' snap.positions: has 100000 positions; at most 16 are allowed"#
        ),
        (
            "many-keyframes.json",
            {
                Array(#"{"name": "p", "tracks": [{"layer": "title", "property": "scale", "keyframes": ["#.utf8)
                    + Array((0..<100_000).map { #"{"at": \#($0), "value": 1}"# }.joined(separator: ",").utf8) + Array("]}]}".utf8)
            },
            #"many-keyframes.json: preset 'p' tracks[0].keyframes: has 100000 keyframes; at most 16 are allowed"#
        ),
        (
            "many-tracks.json",
            {
                Array(#"{"name": "p", "tracks": ["#.utf8)
                    + Array(
                        (0..<10_000).map { #"{"layer": "l\#($0)", "property": "scale", "keyframes": [{"at": 0, "value": 1}]}"# }
                            .joined(separator: ",").utf8) + Array("]}".utf8)
            },
            #"many-tracks.json: preset 'p' tracks: has 10000 tracks; at most 32 are allowed"#
        ),
    ]

    func testLargeInputGivesItsOneLineError() {
        for index in Self.largeInputs.indices {
            TestRow.$current.withValue(String(describing: index)) { self.largeInputGivesItsOneLineError(index: index) }
        }
    }

    func largeInputGivesItsOneLineError(index: Int) {
        let input = Self.largeInputs[index]
        do {
            _ = try PresetDocumentReader.read(input.make(), source: input.name)
            Issue.record("\(input.name) was read")
        } catch {
            expectEqual(error.description, input.message)
        }
    }
}
