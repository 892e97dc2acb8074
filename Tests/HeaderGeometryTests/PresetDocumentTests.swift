import Foundation
import HeaderGeometry
import TestKit
import Testing

/// `PresetDocument` decoded by an app's `JSONDecoder`: the three shapes of input, and every
/// refusal as one line naming the preset and the key path, at the matching coding path.
struct PresetDocumentTests {
    static func decode(_ json: String) throws -> PresetDocument {
        try JSONDecoder().decode(PresetDocument.self, from: Data(json.utf8))
    }

    static func document(_ presets: String...) -> String {
        #"{"format": "stretchy-presets", "version": 1, "presets": ["# + presets.joined(separator: ", ") + "]}"
    }

    /// a document, a bare array and a single object give the same presets
    func testShapes() throws {
        let hero = #"{"name": "hero", "minHeight": 100, "maxHeight": 320, "shadow": {"threshold": 140}}"#
        let expected = [HeaderPreset(name: "hero", minHeight: 100, maxHeight: 320, shadow: HeaderShadow(threshold: 140, radius: 8))]
        try expectEqual(Self.decode(Self.document(hero)).presets, expected)
        try expectEqual(Self.decode("[\(hero)]").presets, expected)
        try expectEqual(Self.decode(hero).presets, expected)
        try expectEqual(Self.decode(Self.document()).presets, [])
        try expectEqual(Self.decode(Self.document(hero)).preset(named: "hero"), expected[0])
    }

    struct Refusal: Sendable, CustomStringConvertible {
        let json: String
        let message: String
        let path: String
        var description: String { message }
    }

    static let refusals: [Refusal] = [
        Refusal(
            json: document(#"{"name": "hero", "minHeight": 500, "maxHeight": 100}"#),
            message: #"preset 'hero' minHeight: 500 is greater than maxHeight 100"#, path: "presets[0].minHeight"),
        Refusal(
            json: document(#"{"name": "a"}"#, #"{"name": "hero", "colapse": "scroll"}"#),
            message: #"preset 'hero': unknown key 'colapse'"#, path: "presets[1]"),
        Refusal(
            json: document(#"{"name": "hero", "shadow": {"threshold": 90, "blur": 2}}"#),
            message: #"preset 'hero' shadow: unknown key 'blur'"#, path: "presets[0].shadow"),
        Refusal(
            json: document(#"{"name": "hero", "motion": {"spring": {"stiffness": 2}}}"#),
            message: #"preset 'hero' motion.spring: unknown key 'stiffness'"#, path: "presets[0].motion.spring"),
        Refusal(
            json: document(#"{"name": "hero", "snap": {"positions": [0, 1.5, 0.5]}}"#),
            message: #"preset 'hero' snap.positions[1]: 1.5 is outside 0...1"#, path: "presets[0].snap.positions[1]"),
        Refusal(
            json: document(#"{"name": "hero"}"#, #"{"name": "b"}"#, #"{"name": "hero"}"#),
            message: #"preset 'hero' name: appears twice in this document (presets #1 and #3)"#, path: "presets[2].name"),
        Refusal(
            json: document(#"{"name": "Hero"}"#),
            message: "preset #1 name: must start with a lowercase letter or a digit", path: "presets[0].name"),
        Refusal(
            json: document(#"{"summary": "no name"}"#),
            message: #"preset #1: missing required key 'name'"#, path: "presets[0]"),
        Refusal(
            json: document(#"{"name": "hero", "summary": null}"#),
            message: #"preset 'hero' summary: expected a string, found null"#, path: "presets[0].summary"),
        Refusal(
            json: document(#"{"name": "hero", "maxHeight": "300"}"#),
            message: #"preset 'hero' maxHeight: expected a number"#, path: "presets[0].maxHeight"),
        Refusal(
            json: document(#"{"name": "hero", "collapse": "fold"}"#),
            message: #"preset 'hero' collapse: 'fold' is not 'shrink' or 'scroll'"#, path: "presets[0].collapse"),
        Refusal(json: document("42"), message: "preset #1: expected a preset object", path: "presets[0]"),
        Refusal(
            json: #"{"format": "stretchy-presets", "version": 2, "presets": []}"#,
            message: "version: version 2 was written by a newer stretchy (this one reads version 1); update HeaderGeometry",
            path: "version"),
        Refusal(
            json: #"{"format": "other", "version": 1, "presets": []}"#,
            message: #"format: 'other' is not 'stretchy-presets'; this is not a stretchy preset document"#, path: "format"),
        Refusal(
            json: #"{"format": "stretchy-presets", "version": 1, "presets": [], "extra": 1}"#,
            message: #"unknown key 'extra'"#, path: ""),
        Refusal(
            json: #"{"format": "stretchy-presets", "presets": []}"#,
            message: #"missing required key 'version'"#, path: ""),
        Refusal(
            json: #"[{"name": "hero", "damping": 2}]"#,
            message: #"preset 'hero' damping: 2 is outside 0...1"#, path: "[0].damping"),
        Refusal(
            json: #"{"name": "hero", "damping": -1}"#,
            message: #"preset 'hero' damping: -1 is outside 0...1"#, path: "damping"),
        Refusal(
            json: #""a preset""#,
            message: "expected a preset document, a preset object or an array of preset objects", path: ""),
    ]

    /// every refusal names the preset and key path, at that coding path
    func testRefuses() {
        for refusal in Self.refusals {
            TestRow.$current.withValue(String(describing: refusal)) { self.refuses(refusal) }
        }
    }

    func refuses(_ refusal: Refusal) {
        do {
            _ = try Self.decode(refusal.json)
            Issue.record("decoded \(refusal.json)")
        } catch let error as DecodingError {
            guard case .dataCorrupted(let context) = error else {
                Issue.record("not dataCorrupted: \(error)")
                return
            }
            expectEqual(context.debugDescription, refusal.message)
            expectEqual(error.presetDocumentError?.description, refusal.message)
            var path = ""
            for key in context.codingPath {
                if let index = key.intValue { path += "[\(index)]" } else { path += (path.isEmpty ? "" : ".") + key.stringValue }
            }
            expectEqual(path, refusal.path)
        } catch {
            Issue.record("not a DecodingError: \(error)")
        }
    }

    /// a lone HeaderPreset is checked too: minHeight over maxHeight does not decode
    func testLonePresetIsValidated() {
        expect(throws: DecodingError.self) {
            try JSONDecoder().decode(HeaderPreset.self, from: Data(#"{"name": "x", "minHeight": 500, "maxHeight": 100}"#.utf8))
        }
    }
}

extension PresetDocumentTests {
    /// encoding writes a document that decodes to the same presets
    func testRoundTrip() throws {
        let document = PresetDocument(presets: [
            HeaderPreset(name: "a", snap: SnapBehavior(mode: .immediately, positions: [0.5])),
            HeaderPreset(name: "b", motion: MotionParameters(parallax: 0.5)),
        ])
        let data = try JSONEncoder().encode(document)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        expectEqual(object?["format"] as? String, "stretchy-presets")
        expectEqual(object?["version"] as? Int, 1)
        try expectEqual(JSONDecoder().decode(PresetDocument.self, from: data), document)
    }
}
