import FoundationEssentials
import HeaderGeometry
import PresetJSON
import StrictJSON
import TestKit
import Testing
import ValueText

/// `Presets/stretchy-presets.schema.json` stays in step with the reader: read with our own reader,
/// its keys, enums, bounds and defaults equal the model's, and a small validator for the subset
/// of JSON Schema it uses accepts exactly what the reader accepts (but for the two rules JSON
/// Schema cannot say, which the schema's description names).
struct PresetSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets/stretchy-presets.schema.json")

    static func schema() throws -> JSONValue {
        try JSONValue.parse([UInt8](try Data(contentsOf: schemaURL)), source: "stretchy-presets.schema.json")
    }

    func testDocumentPartMatchesTheWriter() throws {
        let schema = try Self.schema()
        expectEqual(schema["$schema"]?.string, "https://json-schema.org/draft/2020-12/schema")
        expectEqual(schema["type"]?.string, "object")
        expectEqual(schema["additionalProperties"], .bool(false))
        expectEqual(schema["required"], .array([.string("format"), .string("version"), .string("presets")]))
        let written = try JSONValue.parse(Array(PresetDocumentWriter.document([]).utf8), source: "w")
        expectEqual(schema["properties"]?.keys, written.keys)
        expectEqual(schema["properties"]?["format"]?["const"]?.string, PresetDocumentWriter.formatName)
        expectEqual(schema["properties"]?["version"]?["const"]?.number, Double(PresetDocumentWriter.version))
        expectEqual(schema["properties"]?["presets"]?["items"]?["$ref"]?.string, "#/$defs/preset")
    }

    func testPresetPartMatchesTheModel() throws {
        let preset = try require(try Self.schema()["$defs"]?["preset"])
        let properties = try require(preset["properties"])
        let withMotion = HeaderPreset(
            name: "a", safeArea: .added, pullTrigger: 100, accessory: HeaderAccessory(height: 48),
            motion: MotionParameters(quickReturn: true),
            tracks: [ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1)])],
            dynamicType: HeaderDynamicType(scaledHeight: 41),
            reducedMotion: try ReducedMotion(.fields(["damping": .number(0.5)])))
        let written = try JSONValue.parse(Array(PresetDocumentWriter.preset(withMotion).utf8), source: "w")
        expectEqual(properties.keys, written.keys, "same keys in the same order as the canonical writer")
        // reducedMotion may hold every key of the preset but the four it leaves to the preset.
        let partial = try require(try Self.schema()["$defs"]?["reducedMotion"])
        expectEqual(partial["properties"]?.keys, written.keys?.filter { !ReducedMotion.excludedKeys.contains($0) })
        expect(partial["required"] == nil && partial["additionalProperties"] == .bool(false))
        expectEqual(preset["required"], .array([.string("name")]))
        expectEqual(preset["additionalProperties"], .bool(false))

        expectEqual(properties["name"]?["pattern"]?.string, "^[a-z0-9][a-z0-9._-]{0,\(HeaderPreset.nameLimit - 1)}$")
        expectEqual(properties["summary"]?["maxLength"]?.number, Double(HeaderPreset.summaryLimit))
        expectEqual(properties["summary"]?["default"]?.string, HeaderPreset.Defaults.summary)
        expectEqual(properties["minHeight"]?["minimum"]?.number, 0)
        expectEqual(properties["minHeight"]?["maximum"]?.number, HeaderPreset.heightLimit)
        expectEqual(properties["minHeight"]?["default"]?.number, HeaderPreset.Defaults.minHeight)
        expectEqual(properties["maxHeight"]?["exclusiveMinimum"]?.number, 0)
        expectEqual(properties["maxHeight"]?["maximum"]?.number, HeaderPreset.heightLimit)
        expectEqual(properties["maxHeight"]?["default"]?.number, HeaderPreset.Defaults.maxHeight)
        expectEqual(properties["collapse"]?["enum"], .array(CollapseMode.allCases.map { .string($0.rawValue) }))
        expectEqual(properties["collapse"]?["default"]?.string, HeaderPreset.Defaults.collapse.rawValue)
        expectEqual(properties["damping"]?["minimum"]?.number, 0)
        expectEqual(properties["damping"]?["maximum"]?.number, 1)
        expectEqual(properties["damping"]?["default"]?.number, HeaderPreset.Defaults.damping)
        expectEqual(properties["shadow"]?["default"], .null)
        expectEqual(properties["pullTrigger"]?["default"], .null)
        expectEqual(properties["pullTrigger"]?["oneOf"]?[1]?["minimum"]?.number, HeaderPreset.pullTriggerRange.lowerBound)
        expectEqual(properties["pullTrigger"]?["oneOf"]?[1]?["maximum"]?.number, HeaderPreset.pullTriggerRange.upperBound)
    }

    func testShadowAndSnapPartsMatchTheModel() throws {
        let defs = try require(try Self.schema()["$defs"])
        let shadow = try require(defs["shadow"])
        expectEqual(shadow["required"], .array([.string("threshold")]))
        expectEqual(shadow["additionalProperties"], .bool(false))
        expectEqual(shadow["properties"]?.keys, ["threshold", "radius"])
        expectEqual(shadow["properties"]?["threshold"]?["maximum"]?.number, HeaderPreset.heightLimit)
        expectEqual(shadow["properties"]?["radius"]?["maximum"]?.number, HeaderPreset.shadowRadiusLimit)
        expectEqual(shadow["properties"]?["radius"]?["default"]?.number, HeaderShadow.defaultRadius)

        let snap = try require(defs["snap"])
        expectEqual(snap["additionalProperties"], .bool(false))
        expectEqual(snap["properties"]?.keys, ["mode", "positions", "initialPosition", "policy"])
        expectEqual(snap["properties"]?["policy"]?["enum"], .array(SnapPolicy.allCases.map { .string($0.rawValue) }))
        expectEqual(snap["properties"]?["policy"]?["default"]?.string, SnapPolicy.nearest.rawValue)
        let directed = HeaderPreset(name: "a", snap: SnapBehavior(policy: .direction))
        let writtenDirected = try JSONValue.parse(Array(PresetDocumentWriter.preset(directed).utf8), source: "w")
        expectEqual(snap["properties"]?.keys, writtenDirected["snap"]?.keys, "same keys in the same order as the writer")
        expectEqual(snap["properties"]?["mode"]?["enum"], .array(SnapMode.allCases.map { .string($0.rawValue) }))
        expectEqual(snap["properties"]?["mode"]?["default"]?.string, SnapBehavior().mode.rawValue)
        expectEqual(snap["properties"]?["positions"]?["maxItems"]?.number, Double(SnapBehavior.maximumPositionCount))
        expectEqual(snap["properties"]?["positions"]?["uniqueItems"], .bool(true))
        expectEqual(snap["properties"]?["positions"]?["default"], .array([]))
        expectEqual(snap["properties"]?["initialPosition"]?["default"]?.number, SnapBehavior().initialPosition)
        let written = try JSONValue.parse(Array(PresetDocumentWriter.preset(HeaderPreset(name: "a")).utf8), source: "w")
        expectEqual(snap["default"], written["snap"], "the schema's snap default is what the writer writes for defaults")
    }

    func testMotionPartMatchesTheModel() throws {
        let defs = try require(try Self.schema()["$defs"])
        let motion = try require(defs["motion"])
        let properties = try require(motion["properties"])
        let withMotion = HeaderPreset(name: "a", motion: MotionParameters(quickReturn: true, fling: .android))
        let written = try JSONValue.parse(Array(PresetDocumentWriter.preset(withMotion).utf8), source: "w")
        expectEqual(properties.keys, written["motion"]?.keys, "same keys in the same order as the canonical writer")
        expectEqual(properties["fling"]?["enum"], .array(FlingModel.allCases.map { .string($0.rawValue) }))
        expectEqual(properties["fling"]?["default"]?.string, MotionParameters.Defaults.fling.rawValue)
        expectEqual(motion["additionalProperties"], .bool(false))
        expectEqual(motion["required"], nil)
        let defaults = MotionParameters.Defaults.self
        expectEqual(properties["frameRate"]?["minimum"]?.number, MotionParameters.frameRateRange.lowerBound)
        expectEqual(properties["frameRate"]?["maximum"]?.number, MotionParameters.frameRateRange.upperBound)
        expectEqual(properties["frameRate"]?["default"]?.number, defaults.frameRate)
        expectEqual(properties["decelerationRate"]?["oneOf"]?[1]?["minimum"]?.number, MotionParameters.decelerationRateRange.lowerBound)
        expectEqual(properties["decelerationRate"]?["oneOf"]?[1]?["maximum"]?.number, MotionParameters.decelerationRateRange.upperBound)
        expectEqual(properties["decelerationRate"]?["default"]?.string, defaults.deceleration.name)
        expectEqual(properties["viewportHeight"]?["exclusiveMinimum"]?.number, 0)
        expectEqual(properties["viewportHeight"]?["maximum"]?.number, MotionParameters.viewportHeightRange.upperBound)
        expectEqual(properties["viewportHeight"]?["default"]?.number, defaults.viewportHeight)
        expectEqual(properties["rubberBandConstant"]?["maximum"]?.number, MotionParameters.rubberBandConstantRange.upperBound)
        expectEqual(properties["rubberBandConstant"]?["default"]?.number, defaults.rubberBandConstant)
        expectEqual(properties["parallax"]?["maximum"]?.number, MotionParameters.parallaxRange.upperBound)
        expectEqual(properties["parallax"]?["default"]?.number, defaults.parallax)
        expectEqual(properties["quickReturn"]?["default"], .bool(defaults.quickReturn))
        let spring = try require(defs["spring"])
        expectEqual(spring["properties"]?.keys, written["motion"]?["spring"]?.keys)
        expectEqual(spring["properties"]?["response"]?["minimum"]?.number, MotionParameters.springResponseRange.lowerBound)
        expectEqual(spring["properties"]?["response"]?["maximum"]?.number, MotionParameters.springResponseRange.upperBound)
        expectEqual(spring["properties"]?["dampingRatio"]?["minimum"]?.number, MotionParameters.springDampingRatioRange.lowerBound)
        expectEqual(spring["properties"]?["dampingRatio"]?["maximum"]?.number, MotionParameters.springDampingRatioRange.upperBound)
        expectEqual(spring["default"], written["motion"]?["spring"], "the defaults are what the writer writes")
    }

    func testTracksPartMatchesTheModel() throws {
        let defs = try require(try Self.schema()["$defs"])
        let track = try require(defs["track"])
        let properties = try require(track["properties"])
        // A scale track with an anchor, so every key is written.
        let bezier = ContentTrack(
            layer: "title", property: .scale, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
            keyframes: [TrackKeyframe(at: 0, value: 1)], anchor: TrackAnchor(x: 0, y: 1))
        let written = try JSONValue.parse(Array(PresetDocumentWriter.preset(HeaderPreset(name: "a", tracks: [bezier])).utf8), source: "w")
        expectEqual(properties.keys, written["tracks"]?[0]?.keys, "same keys in the same order as the canonical writer")
        expectEqual(defs["keyframe"]?["properties"]?.keys, written["tracks"]?[0]?["keyframes"]?[0]?.keys)
        expectEqual(track["required"], .array([.string("layer"), .string("property"), .string("keyframes")]))
        expectEqual(properties["layer"]?["pattern"]?.string, "^[a-z][a-z0-9-]{0,\(ContentTrack.layerNameLimit - 1)}$")
        expectEqual(properties["property"]?["enum"], .array(TrackProperty.allCases.map { .string($0.rawValue) }))
        expectEqual(properties["input"]?["enum"], .array(TrackInput.allCases.map { .string($0.rawValue) }))
        expectEqual(properties["input"]?["default"]?.string, TrackInput.default.rawValue)
        expectEqual(properties["easing"]?["oneOf"]?[0]?["enum"], .array(TrackEasing.names.map { .string($0) }))
        expectEqual(properties["easing"]?["default"]?.string, TrackEasing.default.name)
        expectEqual(properties["keyframes"]?["maxItems"]?.number, Double(ContentTrack.maximumKeyframeCount))
        let tracks = try require(defs["preset"]?["properties"]?["tracks"])
        expectEqual(tracks["maxItems"]?.number, Double(ContentTrack.maximumTrackCount))
        expectEqual(tracks["default"], .array([]))
    }

    /// Presets (as the text inside a document) and whether the reader takes them.
    static let agreement: [(preset: String, valid: Bool)] = [
        (#"{"name": "a"}"#, true),
        (#"{"name": "a.b_c-9", "summary": "two\nlines é😀", "minHeight": 0, "maxHeight": 10000}"#, true),
        (#"{"name": "a", "shadow": null, "snap": {}}"#, true),
        (#"{"name": "a", "shadow": {"threshold": 0}, "snap": {"mode": "afterFinishAccelerating", "positions": [1, 0]}}"#, true),
        (#"{"summary": "no name"}"#, false),
        (#"{"name": "A"}"#, false),
        (#"{"name": "-a"}"#, false),
        (#"{"name": "x'); DROP TABLE presets;--"}"#, false),
        ("{\"name\": \"\(String(repeating: "a", count: 65))\"}", false),
        ("{\"name\": \"\(String(repeating: "a", count: 64))\"}", true),
        (#"{"name": "a", "summary": "tab\there"}"#, false),
        ("{\"name\": \"a\", \"summary\": \"\(String(repeating: "x", count: 501))\"}", false),
        ("{\"name\": \"a\", \"summary\": \"\(String(repeating: "x", count: 500))\"}", true),
        (#"{"name": "a", "minHeight": -1}"#, false),
        (#"{"name": "a", "maxHeight": 0, "minHeight": 0}"#, false),
        (#"{"name": "a", "maxHeight": 10001}"#, false),
        (#"{"name": "a", "maxHeight": "300"}"#, false),
        (#"{"name": "a", "collapse": "squash"}"#, false),
        (#"{"name": "a", "damping": 1.5}"#, false),
        (#"{"name": "a", "shadow": {}}"#, false),
        (#"{"name": "a", "shadow": {"threshold": 1, "radius": 101}}"#, false),
        (#"{"name": "a", "shadow": {"threshold": 1, "blur": 1}}"#, false),
        (#"{"name": "a", "snap": {"mode": "always"}}"#, false),
        (#"{"name": "a", "snap": {"positions": [0.5, 0.5]}}"#, false),
        (#"{"name": "a", "snap": {"positions": [1.2]}}"#, false),
        (#"{"name": "a", "snap": {"positions": [0,0.05,0.1,0.15,0.2,0.25,0.3,0.35,0.4,0.45,0.5,0.55,0.6,0.65,0.7,0.75,0.8]}}"#, false),
        (#"{"name": "a", "snap": {"initialPosition": -0.1}}"#, false),
        (#"{"name": "a", "colour": "red"}"#, false),
        (#"{"name": "a", "snap": null}"#, false),
        (#"{"name": "a", "motion": {}}"#, true),
        (
            #"{"name": "a", "motion": {"frameRate": 60, "decelerationRate": "fast", "viewportHeight": 932, "rubberBandConstant": 1, "spring": {"response": 0.01, "dampingRatio": 2}, "parallax": 1, "quickReturn": true}}"#,
            true
        ),
        (#"{"name": "a", "motion": {"decelerationRate": 0.999, "spring": {}}}"#, true),
        (#"{"name": "a", "motion": null}"#, false),
        (#"{"name": "a", "motion": {"frameRate": 0}}"#, false),
        (#"{"name": "a", "motion": {"decelerationRate": "slow"}}"#, false),
        (#"{"name": "a", "motion": {"decelerationRate": 1}}"#, false),
        (#"{"name": "a", "motion": {"viewportHeight": 0}}"#, false),
        (#"{"name": "a", "motion": {"rubberBandConstant": 0}}"#, false),
        (#"{"name": "a", "motion": {"spring": {"response": 1.5}}}"#, false),
        (#"{"name": "a", "motion": {"spring": {"dampingRatio": 0.1}}}"#, false),
        (#"{"name": "a", "motion": {"spring": {"mass": 1}}}"#, false),
        (#"{"name": "a", "motion": {"parallax": -0.1}}"#, false),
        (#"{"name": "a", "motion": {"quickReturn": 1}}"#, false),
        (#"{"name": "a", "motion": {"bounce": true}}"#, false),
        (#"{"name": "a", "tracks": []}"#, true),
        (#"{"name": "a", "tracks": [{"layer": "title", "property": "scale", "keyframes": [{"at": 0, "value": 1.5}, {"at": 1, "value": 1}]}]}"#, true),
        (
            #"{"name": "a", "tracks": [{"layer": "bg-2", "property": "opacity", "input": "pull", "easing": [0.8, 0, 0.8, 0.15], "keyframes": [{"at": 0, "value": 0}, {"at": 64, "value": 1}]}]}"#,
            true
        ),
        (
            #"{"name": "a", "tracks": [{"layer": "x", "property": "blur", "easing": "step", "keyframes": [{"at": 0.5, "value": 100}]}, {"layer": "x", "property": "translateY", "keyframes": [{"at": 0, "value": -10000}]}]}"#,
            true
        ),
        (#"{"name": "a", "tracks": null}"#, false),
        (#"{"name": "a", "tracks": [{"property": "scale", "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "Title", "property": "scale", "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "1a", "property": "scale", "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "rotation", "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "input": "time", "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "easing": "bouncy", "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "easing": [1.2, 0, 1, 1], "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "easing": [0, 11, 1, 1], "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "easing": [0, 0, 1], "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "keyframes": []}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "keyframes": [{"at": 0, "value": 0}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "opacity", "keyframes": [{"at": 0, "value": 1.2}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "blur", "keyframes": [{"at": 0, "value": -1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "translateX", "keyframes": [{"at": 0, "value": 10001}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "keyframes": [{"at": 1.5, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "input": "pull", "keyframes": [{"at": 10001, "value": 1}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "keyframes": [{"at": 0, "value": 1, "ease": "x"}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "keyframes": [{"at": 0}]}]}"#, false),
        (#"{"name": "a", "tracks": [{"layer": "a", "property": "scale", "delay": 1, "keyframes": [{"at": 0, "value": 1}]}]}"#, false),
    ]

    func testSchemaAndReaderAgree() throws {
        for (preset, valid) in Self.agreement {
            try TestRow.$current.withValue(String(describing: (preset, valid))) { try self.schemaAndReaderAgree(preset: preset, valid: valid) }
        }
    }

    func schemaAndReaderAgree(preset: String, valid: Bool) throws {
        let document = #"{"format": "stretchy-presets", "version": 1, "presets": [\#(preset)]}"#
        let readerAccepts = (try? PresetDocumentReader.read(Array(document.utf8), source: "d")) != nil
        expectEqual(readerAccepts, valid)
        let instance = try JSONValue.parse(Array(document.utf8), source: "d")
        let schema = try Self.schema()
        expectEqual(MiniSchemaValidator(root: schema).accepts(instance, schema: schema), valid)
    }

    func testSchemaRefusesOtherVersionsAndFormats() throws {
        let schema = try Self.schema()
        let validator = MiniSchemaValidator(root: schema)
        for text in [
            #"{"format": "stretchy-presets", "version": 2, "presets": []}"#,
            #"{"format": "other", "version": 1, "presets": []}"#,
            #"{"format": "stretchy-presets", "version": 1}"#,
        ] {
            expect(!validator.accepts(try JSONValue.parse(Array(text.utf8), source: "d"), schema: schema))
        }
    }
}

/// Just enough of JSON Schema 2020-12 to check the keywords our schema uses.
struct MiniSchemaValidator {
    let root: JSONValue

    func accepts(_ value: JSONValue, schema: JSONValue) -> Bool {
        if let ref = schema["$ref"]?.string {
            let name = String(ref.dropFirst("#/$defs/".count))
            guard let target = root["$defs"]?[name] else { return false }
            return accepts(value, schema: target)
        }
        if let type = schema["type"]?.string, !has(value, type: type) { return false }
        if let constant = schema["const"], constant != value { return false }
        if case .array(let choices)? = schema["enum"], !choices.contains(value) { return false }
        if case .array(let options)? = schema["oneOf"],
            options.filter({ accepts(value, schema: $0) }).count != 1
        {
            return false
        }
        if case .array(let parts)? = schema["allOf"], !parts.allSatisfy({ accepts(value, schema: $0) }) { return false }
        if let condition = schema["if"] {
            let branch = accepts(value, schema: condition) ? schema["then"] : schema["else"]
            if let branch, !accepts(value, schema: branch) { return false }
        }
        if case .number(let number) = value {
            if let minimum = schema["minimum"]?.number, number < minimum { return false }
            if let maximum = schema["maximum"]?.number, number > maximum { return false }
            if let minimum = schema["exclusiveMinimum"]?.number, number <= minimum { return false }
        }
        if case .string(let text) = value {
            if let maxLength = schema["maxLength"]?.number, Double(text.unicodeScalars.count) > maxLength { return false }
            if let pattern = schema["pattern"]?.string {
                guard let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar),
                    text.firstMatch(of: regex) != nil
                else { return false }
            }
        }
        if case .array(let elements) = value {
            if let maxItems = schema["maxItems"]?.number, Double(elements.count) > maxItems { return false }
            if let minItems = schema["minItems"]?.number, Double(elements.count) < minItems { return false }
            if case .array(let prefix)? = schema["prefixItems"],
                !zip(elements, prefix).allSatisfy({ accepts($0, schema: $1) })
            {
                return false
            }
            if schema["uniqueItems"] == .bool(true), Set(elements).count != elements.count { return false }
            if let items = schema["items"], !elements.allSatisfy({ accepts($0, schema: items) }) { return false }
        }
        if case .object(let members) = value {
            if case .array(let required)? = schema["required"],
                !required.allSatisfy({ key in members.contains { .string($0.key) == key } })
            {
                return false
            }
            let properties = schema["properties"]
            for member in members {
                if let property = properties?[member.key] {
                    if !accepts(member.value, schema: property) { return false }
                } else if schema["additionalProperties"] == .bool(false) {
                    return false
                }
            }
        }
        return true
    }

    private func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("number", .number),
            ("null", .null), ("boolean", .bool):
            true
        default: false
        }
    }
}
