import Foundation
import HeaderGeometry
import PresetExport
import PresetService
import TestKit
import Testing

/// `--to tokens`: the catalogue as Design Tokens Community Group tokens, checked with the format's
/// rules (``DesignTokensValidator``) and against values worked out from the presets by hand.
struct TokensExporterTests {
    static func tokens(_ presets: [HeaderPreset]) throws -> [String: Any] {
        let text = try TokensExporter().export(presets, options: ExportOptions(command: "stretchy export --to tokens"))
        return try require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `value` as compact JSON with sorted keys, to compare with the text expected.
    static func compact(_ value: Any?) throws -> String {
        let value = try require(value)
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// the whole catalogue's tokens follow the format's rules
    func testCatalogueFollowsTheFormat() throws {
        expect(BuiltInCatalogue.presets.count >= 10)
        let document = try Self.tokens(BuiltInCatalogue.presets)
        expectEqual(DesignTokensValidator.problems(document), [])
        expectEqual(Set(document.keys), Set(BuiltInCatalogue.presets.map(\.name)))
    }

    /// heights are px dimensions, the shadow's too; the whole preset rides under $extensions dev.stretchy
    func testStickyUtah() throws {
        let group = try require(try Self.tokens([BuiltInCatalogue.presets.first { $0.name == "sticky-utah" }!])["sticky-utah"] as? [String: Any])
        // Presets/sticky-utah.json: minHeight 120, maxHeight 300, shadow threshold 140 radius 8, no snapping.
        try expectEqual(Self.compact(group["minHeight"]), #"{"$type":"dimension","$value":{"unit":"px","value":120}}"#)
        try expectEqual(Self.compact(group["maxHeight"]), #"{"$type":"dimension","$value":{"unit":"px","value":300}}"#)
        let shadow = try require(group["shadow"] as? [String: Any])
        try expectEqual(Self.compact(shadow["threshold"]), #"{"$type":"dimension","$value":{"unit":"px","value":140}}"#)
        try expectEqual(Self.compact(shadow["radius"]), #"{"$type":"dimension","$value":{"unit":"px","value":8}}"#)
        expect(group["snap"] == nil)
        let extensions = try require(group["$extensions"] as? [String: Any])
        let preset = try require((extensions["dev.stretchy"] as? [String: Any])?["preset"] as? [String: Any])
        expect(preset["name"] as? String == "sticky-utah" && preset["damping"] as? Double == 0.5)
    }

    /// a snapping preset's spring settles in a duration; its track easings are cubic Béziers
    func testMaterialLarge() throws {
        let group = try require(
            try Self.tokens([BuiltInCatalogue.presets.first { $0.name == "material3-large-top-app-bar" }!])["material3-large-top-app-bar"]
                as? [String: Any])
        // Response 0.3 s, damping ratio 1: x(t) = 1 - (1 + ωt)e^(-ωt) with ω = 2π / 0.3; it stays
        // within 0.001 of its end once (1 + u)e^(-u) = 0.001, u = ωt, found here by bisection.
        var low = 0.0, high = 50.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if (1 + middle) * exp(-middle) > 0.001 { low = middle } else { high = middle }
        }
        let settle = low / (2 * Double.pi / 0.3) * 1000
        let duration = try require(((group["snap"] as? [String: Any])?["duration"] as? [String: Any]))
        expectEqual(duration["$type"] as? String, "duration")
        let value = try require(duration["$value"] as? [String: Any])
        expectEqual(value["unit"] as? String, "ms")
        expect(abs((value["value"] as? Double ?? 0) - settle) <= 1, "\(value) vs \(settle)")
        // Presets/material3-large-top-app-bar.json: title opacity eases CubicBezier(0.8, 0, 0.8, 0.15),
        // the large title's linearly.
        let tracks = try require(group["tracks"] as? [String: Any])
        let title = (tracks["title"] as? [String: Any])?["opacity"] as? [String: Any]
        try expectEqual(Self.compact(title?["easing"]), #"{"$type":"cubicBezier","$value":[0.8,0,0.8,0.15]}"#)
        let large = (tracks["large-title"] as? [String: Any])?["opacity"] as? [String: Any]
        try expectEqual(Self.compact(large?["easing"]), #"{"$type":"cubicBezier","$value":[0,0,1,1]}"#)
    }

    /// a preset name's dot becomes _, and two presets meeting there are an error
    func testNames() throws {
        expect(try Self.tokens([HeaderPreset(name: "hero.v2")])["hero_v2"] != nil)
        expect(throws: ExportError.self) { try Self.tokens([HeaderPreset(name: "hero.v2"), HeaderPreset(name: "hero_v2")]) }
    }

    /// the validator refuses what the format forbids
    ///
    /// Documents that break one rule each: the validator must say so, or a pass above means nothing.
    func testValidatorRefuses() throws {
        for (document, problem) in [
            (#"{"a.b": {"$type": "number", "$value": 1}}"#, "holds {, } or ."),
            (#"{"a": {"$value": 1}}"#, "no $type"),
            (#"{"a": {"$type": "dimension", "$value": 300}}"#, "a dimension is"),
            (#"{"a": {"$type": "dimension", "$value": {"value": 3, "unit": "pt"}}}"#, "unit is not one of"),
            (#"{"a": {"$type": "duration", "$value": {"value": "3", "unit": "ms"}}}"#, "value is not a number"),
            (#"{"a": {"$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1]}}"#, "x coordinates"),
            (#"{"a": {"$type": "number", "$value": "{b.c}"}}"#, "names no token"),
            (#"{"a": {"$type": "number", "$value": "{a}"}}"#, "circular"),
            (#"{"a": {"$type": "number", "$value": 1, "$extensions": {"stretchy": {}}}}"#, "reverse domain"),
            (#"{"$foo": {}, "a": {"$type": "number", "$value": 1}}"#, "not a group property"),
        ] as [(String, String)] {
            try TestRow.$current.withValue(String(describing: (document, problem))) {
                try self.validatorRefuses(document: document, problem: problem)
            }
        }
    }

    func validatorRefuses(document: String, problem: String) throws {
        let problems = DesignTokensValidator.problems(try JSONSerialization.jsonObject(with: Data(document.utf8)))
        expect(problems.count == 1 && problems[0].contains(problem), "\(problems)")
    }

    /// an alias takes its target's type and value
    func testAliases() throws {
        let document = #"{"base": {"$type": "dimension", "h": {"$value": {"value": 300, "unit": "px"}}}, "hero": {"h": {"$value": "{base.h}"}}}"#
        expectEqual(DesignTokensValidator.problems(try JSONSerialization.jsonObject(with: Data(document.utf8))), [])
    }
}
