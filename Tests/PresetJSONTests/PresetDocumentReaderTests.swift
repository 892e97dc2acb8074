import HeaderGeometry
import PresetJSON
import StrictJSON
import TestKit
import Testing

/// The preset reader: shapes it accepts, defaults, and every rule of docs/format.md#preset-keys as its exact
/// one-line message naming the preset and the key path.
struct PresetDocumentReaderTests {
    /// The error `read` gives for `text`, as the user sees it.
    static func readError(_ text: String, source: String = "hero.json") -> String? {
        do {
            _ = try PresetDocumentReader.read(Array(text.utf8), source: source)
            return nil
        } catch {
            return error.description
        }
    }

    /// A preset named `hero` whose line 3 is `line` (starting at column 3).
    static func hero(_ line: String) -> String {
        "{\n  \"name\": \"hero\",\n  \(line)\n}\n"
    }

    static let specDocument = """
        {
          "format": "stretchy-presets",
          "version": 1,
          "presets": [
            {
              "name": "sticky-utah",
              "summary": "Pinned header that shrinks to 120 pt and pulls away at half speed.",
              "minHeight": 120,
              "maxHeight": 300,
              "collapse": "shrink",
              "damping": 0.5,
              "shadow": {
                "threshold": 140,
                "radius": 8
              },
              "snap": {
                "mode": "disabled",
                "positions": [],
                "initialPosition": 0
              }
            }
          ]
        }

        """

    func testReadsTheSpecExample() throws {
        let presets = try PresetDocumentReader.read(Array(Self.specDocument.utf8), source: "spec.json")
        expectEqual(
            presets,
            [
                HeaderPreset(
                    name: "sticky-utah",
                    summary: "Pinned header that shrinks to 120 pt and pulls away at half speed.",
                    minHeight: 120, maxHeight: 300, collapse: .shrink, damping: 0.5,
                    shadow: HeaderShadow(threshold: 140, radius: 8),
                    snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0))
            ])
    }

    func testMissingKeysTakeTheSpecDefaults() throws {
        let presets = try PresetDocumentReader.read(
            Array(#"[{"name": "a"}, {"name": "b", "shadow": {"threshold": 90}, "snap": {"mode": "immediately"}}]"#.utf8),
            source: "d.json")
        expectEqual(presets.count, 2)
        let a = presets[0]
        expect(a.name == "a" && a.summary == "" && a.minHeight == 150 && a.maxHeight == 350)
        expect(a.collapse == .shrink && a.damping == 0 && a.shadow == nil)
        expect(a.snap.mode == .disabled && a.snap.positions == [] && a.snap.initialPosition == 0)
        expectEqual(presets[1].shadow, HeaderShadow(threshold: 90, radius: 8))
        expectEqual(presets[1].snap, SnapBehavior(mode: .immediately, positions: [], initialPosition: 0))
    }

    func testAcceptsDocumentObjectAndArrayInFileOrder() throws {
        let document = #"{"format": "stretchy-presets", "version": 1, "presets": [{"name": "b"}, {"name": "a"}]}"#
        try expectEqual(PresetDocumentReader.read(Array(document.utf8), source: "d").map(\.name), ["b", "a"])
        try expectEqual(PresetDocumentReader.read(Array(#"{"name": "one"}"#.utf8), source: "d").map(\.name), ["one"])
        try expectEqual(PresetDocumentReader.read(Array(#"[{"name": "z"}, {"name": "y"}]"#.utf8), source: "d").map(\.name), ["z", "y"])
        try expectEqual(PresetDocumentReader.read(Array("[]".utf8), source: "d"), [])
        let empty = #"{"presets": [], "version": 1, "format": "stretchy-presets"}"#
        try expectEqual(PresetDocumentReader.read(Array(empty.utf8), source: "d"), [])
    }

    func testAcceptsAByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"name": "bom"}"#.utf8)
        try expectEqual(PresetDocumentReader.read(bytes, source: "d").map(\.name), ["bom"])
    }

    func testAPresetWithoutMotionHasTheDefaultMotion() throws {
        let presets = try PresetDocumentReader.read(Array(Self.specDocument.utf8), source: "spec.json")
        expectEqual(presets.map(\.motion), [MotionParameters()])
    }

    func testMotionKeysAreReadAndMissingOnesTakeTheirDefaults() throws {
        let preset = try PresetDocumentReader.readPreset(
            Array(
                #"""
                {"name": "m", "motion": {"quickReturn": true, "parallax": 0.5, "decelerationRate": "fast",
                 "spring": {"response": 0.4}, "viewportHeight": 932}}
                """#.utf8), source: "m.json")
        expectEqual(
            preset.motion,
            MotionParameters(
                frameRate: 120, deceleration: ScrollDeceleration(rate: 0.99), viewportHeight: 932,
                rubberBandConstant: 0.55, spring: SnapSpring(response: 0.4, dampingRatio: 1),
                parallax: 0.5, quickReturn: true))
        let numeric = try PresetDocumentReader.readPreset(
            Array(#"{"name": "m", "motion": {"decelerationRate": 0.995, "spring": {}}}"#.utf8), source: "m.json")
        expectEqual(numeric.motion, MotionParameters(deceleration: ScrollDeceleration(rate: 0.995)))
        let empty = try PresetDocumentReader.readPreset(Array(#"{"name": "m", "motion": {}}"#.utf8), source: "m.json")
        expectEqual(empty.motion, MotionParameters())
    }

    func testSnapPositionsAreKeptSorted() throws {
        let preset = try PresetDocumentReader.readPreset(
            Array(#"{"name": "s", "snap": {"mode": "immediately", "positions": [1, 0, 0.5], "initialPosition": 0.5}}"#.utf8),
            source: "s.json")
        expectEqual(preset.snap.positions, [0, 0.5, 1])
    }

    static let ruleErrors: [(line: String, message: String)] = [
        (#""minHeight": -1"#, #"hero.json: preset 'hero' minHeight: -1 is outside 0...10000"#),
        (#""maxHeight": 10001"#, #"hero.json: preset 'hero' maxHeight: 10001 is outside 0...10000"#),
        (#""minHeight": 0, "maxHeight": 0"#, #"hero.json: preset 'hero' maxHeight: must be greater than 0"#),
        (#""minHeight": 200, "maxHeight": 100"#, #"hero.json: preset 'hero' minHeight: 200 is greater than maxHeight 100"#),
        (#""maxHeight": 100"#, #"hero.json: preset 'hero' minHeight: 150 is greater than maxHeight 100"#),
        (#""damping": 1.5"#, #"hero.json: preset 'hero' damping: 1.5 is outside 0...1"#),
        (#""damping": -0.25"#, #"hero.json: preset 'hero' damping: -0.25 is outside 0...1"#),
        (#""shadow": {"threshold": 10001}"#, #"hero.json: preset 'hero' shadow.threshold: 10001 is outside 0...10000"#),
        (#""shadow": {"threshold": -1}"#, #"hero.json: preset 'hero' shadow.threshold: -1 is outside 0...10000"#),
        (#""minHeight": 10001, "maxHeight": 10001"#, #"hero.json: preset 'hero' minHeight: 10001 is outside 0...10000"#),
        (#""shadow": {"threshold": 1, "radius": 101}"#, #"hero.json: preset 'hero' shadow.radius: 101 is outside 0...100"#),
        (#""shadow": {"threshold": 1, "radius": -1}"#, #"hero.json: preset 'hero' shadow.radius: -1 is outside 0...100"#),
        (#""snap": {"positions": [0.5, 1.2, 0]}"#, #"hero.json: preset 'hero' snap.positions[1]: 1.2 is outside 0...1"#),
        (#""snap": {"positions": [1, 0.5, 1]}"#, #"hero.json: preset 'hero' snap.positions[2]: 1 appears more than once"#),
        (
            #""snap": {"positions": [0,0.05,0.1,0.15,0.2,0.25,0.3,0.35,0.4,0.45,0.5,0.55,0.6,0.65,0.7,0.75,0.8]}"#,
            #"hero.json: preset 'hero' snap.positions: has 17 positions; at most 16 are allowed"#
        ),
        (#""snap": {"initialPosition": -0.5}"#, #"hero.json: preset 'hero' snap.initialPosition: -0.5 is outside 0...1"#),
        (#""snap": {"initialPosition": 2}"#, #"hero.json: preset 'hero' snap.initialPosition: 2 is outside 0...1"#),
        (#""summary": "tab\there""#, #"hero.json: preset 'hero' summary: contains the control character U+0009; only newline is allowed"#),
        (
            #""summary": "\#(String(repeating: "é", count: 501))""#,
            #"hero.json: preset 'hero' summary: is 501 characters long; at most 500 are allowed"#
        ),
        (#""motion": {"frameRate": 0}"#, #"hero.json: preset 'hero' motion.frameRate: 0 is outside 1...1000"#),
        (#""motion": {"decelerationRate": 1}"#, #"hero.json: preset 'hero' motion.decelerationRate: 1 is outside 0.5...0.999"#),
        (#""motion": {"decelerationRate": 0.4}"#, #"hero.json: preset 'hero' motion.decelerationRate: 0.4 is outside 0.5...0.999"#),
        (#""motion": {"viewportHeight": 0}"#, #"hero.json: preset 'hero' motion.viewportHeight: must be greater than 0"#),
        (#""motion": {"viewportHeight": 10001}"#, #"hero.json: preset 'hero' motion.viewportHeight: 10001 is outside 0...10000"#),
        (#""motion": {"rubberBandConstant": 1.5}"#, #"hero.json: preset 'hero' motion.rubberBandConstant: 1.5 is outside 0...1"#),
        (#""motion": {"rubberBandConstant": 0}"#, #"hero.json: preset 'hero' motion.rubberBandConstant: must be greater than 0"#),
        (#""motion": {"spring": {"response": 2}}"#, #"hero.json: preset 'hero' motion.spring.response: 2 is outside 0.01...1"#),
        (#""motion": {"spring": {"dampingRatio": 0.1}}"#, #"hero.json: preset 'hero' motion.spring.dampingRatio: 0.1 is outside 0.2...2"#),
        (#""motion": {"parallax": -0.5}"#, #"hero.json: preset 'hero' motion.parallax: -0.5 is outside 0...1"#),
        (#""damping": 2, "motion": {"parallax": 2}"#, #"hero.json: preset 'hero' damping: 2 is outside 0...1"#),
    ]

    func testBrokenRuleNamesPresetAndKeyPath() {
        for (line, message) in Self.ruleErrors {
            TestRow.$current.withValue(String(describing: (line, message))) { self.brokenRuleNamesPresetAndKeyPath(line: line, message: message) }
        }
    }

    func brokenRuleNamesPresetAndKeyPath(line: String, message: String) {
        expectEqual(Self.readError(Self.hero(line)), message)
    }

    static let typeAndKeyErrors: [(line: String, message: String)] = [
        (#""maxHeight": "300""#, #"hero.json:3:16: preset 'hero' maxHeight: expected a number, found a string"#),
        (#""minHeight": null"#, #"hero.json:3:16: preset 'hero' minHeight: expected a number, found null"#),
        (#""damping": true"#, #"hero.json:3:14: preset 'hero' damping: expected a number, found a boolean"#),
        (#""summary": 5"#, #"hero.json:3:14: preset 'hero' summary: expected a string, found a number"#),
        (#""collapse": "squash""#, #"hero.json:3:15: preset 'hero' collapse: 'squash' is not 'shrink' or 'scroll'"#),
        (#""collapse": ["shrink"]"#, #"hero.json:3:15: preset 'hero' collapse: expected a string, found an array"#),
        (#""shadow": 5"#, #"hero.json:3:13: preset 'hero' shadow: expected an object or null, found a number"#),
        (#""shadow": {}"#, #"hero.json:3:13: preset 'hero' shadow: missing required key 'threshold'"#),
        (#""shadow": {"threshold": 1, "blur": 2}"#, #"hero.json:3:30: preset 'hero' shadow: unknown key 'blur'"#),
        (#""snap": null"#, #"hero.json:3:11: preset 'hero' snap: expected an object, found null"#),
        (
            #""snap": {"mode": "always"}"#,
            #"hero.json:3:20: preset 'hero' snap.mode: 'always' is not 'disabled', 'immediately' or 'afterFinishAccelerating'"#
        ),
        (#""snap": {"positions": 0.5}"#, #"hero.json:3:25: preset 'hero' snap.positions: expected an array of numbers, found a number"#),
        (#""snap": {"positions": [0, "1"]}"#, #"hero.json:3:29: preset 'hero' snap.positions[1]: expected a number, found a string"#),
        (#""snap": {"bounce": 1}"#, #"hero.json:3:12: preset 'hero' snap: unknown key 'bounce'"#),
        (#""colapse": "shrink""#, #"hero.json:3:3: preset 'hero': unknown key 'colapse'"#),
        (#""format": "stretchy-presets""#, #"hero.json:3:3: preset 'hero': unknown key 'format'"#),
        (#""damping": 0, "damping": 1"#, #"hero.json:3:17: duplicate key 'damping'"#),
        (#""damping": NaN"#, #"hero.json:3:14: NaN is not allowed; JSON numbers must be finite"#),
        (#""maxHeight": 1e400"#, #"hero.json:3:16: number 1e400 does not fit in a Double"#),
        (#""maxHeight": 300,"#, #"hero.json:4:1: trailing comma before '}'"#),
        (#""motion": null"#, #"hero.json:3:13: preset 'hero' motion: expected an object, found null"#),
        (#""motion": {"quickReturn": 1}"#, #"hero.json:3:29: preset 'hero' motion.quickReturn: expected true or false, found a number"#),
        (#""motion": {"quickReturn": "yes"}"#, #"hero.json:3:29: preset 'hero' motion.quickReturn: expected true or false, found a string"#),
        (
            #""motion": {"decelerationRate": "slow"}"#,
            #"hero.json:3:34: preset 'hero' motion.decelerationRate: 'slow' is not 'normal', 'fast' or a number"#
        ),
        (
            #""motion": {"decelerationRate": true}"#,
            #"hero.json:3:34: preset 'hero' motion.decelerationRate: expected 'normal', 'fast' or a number, found a boolean"#
        ),
        (#""motion": {"frameRate": "120"}"#, #"hero.json:3:27: preset 'hero' motion.frameRate: expected a number, found a string"#),
        (#""motion": {"bounce": 1}"#, #"hero.json:3:14: preset 'hero' motion: unknown key 'bounce'"#),
        (#""motion": {"spring": 0.3}"#, #"hero.json:3:24: preset 'hero' motion.spring: expected an object, found a number"#),
        (#""motion": {"spring": {"stiffness": 1}}"#, #"hero.json:3:25: preset 'hero' motion.spring: unknown key 'stiffness'"#),
        (#""motion": {"parallax": 0, "parallax": 1}"#, #"hero.json:3:29: duplicate key 'parallax'"#),
        (#""motion": {"spring": {"response": 0.3, "response": 0.4}}"#, #"hero.json:3:42: duplicate key 'response'"#),
        (#""motion": {}, "motion": {}"#, #"hero.json:3:17: duplicate key 'motion'"#),
    ]

    func testWrongTypeOrKeyIsPlaced() {
        for (line, message) in Self.typeAndKeyErrors {
            TestRow.$current.withValue(String(describing: (line, message))) { self.wrongTypeOrKeyIsPlaced(line: line, message: message) }
        }
    }

    func wrongTypeOrKeyIsPlaced(line: String, message: String) {
        expectEqual(Self.readError(Self.hero(line)), message)
    }

    static let presetLabels: [(text: String, message: String)] = [
        (#"{"summary": "x"}"#, #"hero.json:1:1: preset #1: missing required key 'name'"#),
        (#"{"maxHeight": "x", "name": "late"}"#, #"hero.json:1:15: preset 'late' maxHeight: expected a number, found a string"#),
        (#"{"name": 5}"#, #"hero.json:1:10: preset #1 name: expected a string, found a number"#),
        (#"{"name": ""}"#, #"hero.json: preset #1 name: must not be empty"#),
        (#"{"name": "Hero"}"#, #"hero.json: preset #1 name: must start with a lowercase letter or a digit"#),
        (#"{"name": "he ro"}"#, #"hero.json: preset #1 name: may hold only lowercase letters, digits, '.', '_' and '-' (found U+0020)"#),
        (#"{"name": "héro"}"#, #"hero.json: preset #1 name: may hold only lowercase letters, digits, '.', '_' and '-' (found 'é')"#),
        (
            "{\"name\": \"\(String(repeating: "a", count: 65))\"}",
            #"hero.json: preset #1 name: is 65 characters long; at most 64 are allowed"#
        ),
        (#"[{"name": "a"}, {"name": "b", "damping": 2}]"#, #"hero.json: preset 'b' damping: 2 is outside 0...1"#),
        (#"[{"name": "a"}, {"damping": 2, "name": "B"}]"#, #"hero.json: preset #2 name: must start with a lowercase letter or a digit"#),
        (#"[{"name": "a"}, {"name": "a"}]"#, #"hero.json:1:26: preset 'a' name: appears twice in this document (presets #1 and #2)"#),
        (#"[{"name": "a"}, 5]"#, #"hero.json:1:17: preset #2: expected a preset object, found a number"#),
        (#"[{"name": "a"}, {"name": "b", "x": 1}, {"name": "c"},]"#, #"hero.json:1:54: trailing comma before ']'"#),
        (#""x""#, #"hero.json:1:1: expected a preset document, a preset object or an array of preset objects, found a string"#),
    ]

    func testPresetIsNamedOrNumbered() {
        for (text, message) in Self.presetLabels {
            TestRow.$current.withValue(String(describing: (text, message))) { self.presetIsNamedOrNumbered(text: text, message: message) }
        }
    }

    func presetIsNamedOrNumbered(text: String, message: String) {
        expectEqual(Self.readError(text), message)
    }

    static let documentErrors: [(text: String, message: String)] = [
        (
            #"{"format": "stretchy-presets", "version": 2, "presets": []}"#,
            "presets.json: version 2 was written by a newer stretchy (this one reads version 1); upgrade stretchy"
        ),
        (
            #"{"format": "stretchy-presets", "presets": [{"name": "a", "newKey": 1}], "version": 2}"#,
            "presets.json: version 2 was written by a newer stretchy (this one reads version 1); upgrade stretchy"
        ),
        (
            #"{"format": "stretchy-presets", "version": 2, "presets": [}"#,
            "presets.json:1:58: expected a value, found '}'"
        ),
        (
            #"{"format": "other", "version": 1, "presets": []}"#,
            #"presets.json: format: 'other' is not 'stretchy-presets'; this is not a stretchy preset document"#
        ),
        (
            #"{"version": 2, "format": "other", "presets": []}"#,
            #"presets.json: format: 'other' is not 'stretchy-presets'; this is not a stretchy preset document"#
        ),
        (
            #"{"format": "stretchy-presets", "version": 1.5, "presets": []}"#,
            "presets.json:1:43: version: 1.5 is not a whole number"
        ),
        (
            #"{"format": "stretchy-presets", "version": 0, "presets": []}"#,
            "presets.json:1:43: version: 0 is not a document version (this stretchy reads version 1)"
        ),
        (
            #"{"format": "stretchy-presets", "version": "1", "presets": []}"#,
            "presets.json:1:43: version: expected a number, found a string"
        ),
        (
            #"{"format": "stretchy-presets", "version": 1}"#,
            #"presets.json:1:1: the document has no 'presets' key"#
        ),
        (
            #"{"version": 1, "presets": []}"#,
            #"presets.json:1:1: the document has no 'format' key"#
        ),
        (
            #"{"format": "stretchy-presets", "version": 1, "presets": {}}"#,
            "presets.json:1:57: presets: expected an array, found an object"
        ),
        (
            #"{"format": "stretchy-presets", "version": 1, "presets": [], "extra": 1}"#,
            #"presets.json:1:61: unknown key 'extra' in the document (it has 'format', 'version' and 'presets')"#
        ),
        (
            #"{"format": "stretchy-presets", "version": 1, "presets": [{"name": "ok"}, {"name": "x", "snap": {"mode": 1}}]}"#,
            #"presets.json:1:105: preset 'x' snap.mode: expected a string, found a number"#
        ),
    ]

    func testDocumentProblemsOutrankInOrder() {
        for (text, message) in Self.documentErrors {
            TestRow.$current.withValue(String(describing: (text, message))) { self.documentProblemsOutrankInOrder(text: text, message: message) }
        }
    }

    func documentProblemsOutrankInOrder(text: String, message: String) {
        expectEqual(Self.readError(text, source: "presets.json"), message)
    }

    func testReadPresetTakesExactlyOneObject() throws {
        try expectEqual(PresetDocumentReader.readPreset(Array(#"{"name": "one"}"#.utf8), source: "e.json"), HeaderPreset(name: "one"))
        do {
            _ = try PresetDocumentReader.readPreset(Array(#"[{"name": "one"}]"#.utf8), source: "e.json")
            Issue.record("an array was read as one preset")
        } catch {
            expectEqual(error.description, "e.json:1:1: expected one preset object, found an array")
        }
        do {
            _ = try PresetDocumentReader.readPreset(
                Array(#"{"format": "stretchy-presets", "version": 1, "presets": []}"#.utf8), source: "e.json")
            Issue.record("a document was read as one preset")
        } catch {
            expectEqual(error.description, #"e.json:1:2: preset #1: unknown key 'format'"#)
        }
    }

    func testErrorCarriesItsParts() {
        do {
            _ = try PresetDocumentReader.read(Array(Self.hero(#""damping": "x""#).utf8), source: "hero.json")
            Issue.record("read")
        } catch {
            expectEqual(
                error,
                PresetJSONError(
                    source: "hero.json", line: 3, column: 14, preset: #"preset 'hero'"#,
                    keyPath: "damping", message: "expected a number, found a string"))
        }
    }
}
