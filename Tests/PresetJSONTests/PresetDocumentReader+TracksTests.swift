import HeaderGeometry
import PresetJSON
import TestKit
import Testing

/// docs/tracks.md in the document: `tracks` read strictly (types, keys, rules, each error naming the
/// preset and the key path) and written canonically, byte for byte.
struct PresetDocumentReaderTracksTests {
    static func error(_ line: String) -> String? {
        PresetDocumentReaderTests.readError(PresetDocumentReaderTests.hero(line))
    }

    /// `"tracks": [ONE]` with ONE a title-scale track whose keyframes are `keyframes`.
    static func scale(_ keyframes: String, extra: String = "") -> String {
        #""tracks": [{"layer": "title", "property": "scale"\#(extra), "keyframes": \#(keyframes)}]"#
    }

    static let ruleErrors: [(line: String, message: String)] = [
        (
            #""tracks": [{"layer": "Title", "property": "scale", "keyframes": [{"at": 0, "value": 1}]}]"#,
            #"hero.json: preset 'hero' tracks[0].layer: must start with a lowercase letter"#
        ),
        (
            scale(#"[{"at": 0, "value": 1}, {"at": 0.5, "value": 1}, {"at": 0.5, "value": 2}]"#),
            #"hero.json: preset 'hero' tracks[0].keyframes[2].at: 0.5 is not greater than the previous keyframe's 0.5; keyframes must be in increasing order of 'at'"#
        ),
        (
            scale(#"[{"at": 0.8, "value": 1}, {"at": 0.2, "value": 1}]"#),
            #"hero.json: preset 'hero' tracks[0].keyframes[1].at: 0.2 is not greater than the previous keyframe's 0.8; keyframes must be in increasing order of 'at'"#
        ),
        (
            scale(#"[{"at": 0, "value": 1}]"#, extra: #", "easing": [1.5, 0, 1, 1]"#),
            #"hero.json: preset 'hero' tracks[0].easing[0]: 1.5 is outside 0...1"#
        ),
        (
            scale(#"[{"at": 0, "value": 1}]"#, extra: #", "easing": [0, 0, 1, 12]"#),
            #"hero.json: preset 'hero' tracks[0].easing[3]: 12 is outside -10...10"#
        ),
        (
            scale(#"[{"at": 0, "value": 0}]"#),
            #"hero.json: preset 'hero' tracks[0].keyframes[0].value: 0 is outside (0, 10] (the range of scale)"#
        ),
        (
            #""tracks": [{"layer": "scrim", "property": "opacity", "keyframes": [{"at": 0, "value": 2}]}]"#,
            #"hero.json: preset 'hero' tracks[0].keyframes[0].value: 2 is outside 0...1 (the range of opacity)"#
        ),
        (
            scale(#"[{"at": 2, "value": 1}]"#),
            #"hero.json: preset 'hero' tracks[0].keyframes[0].at: 2 is outside 0...1 (the range of input 'progress')"#
        ),
        (scale(#"[]"#), #"hero.json: preset 'hero' tracks[0].keyframes: has no keyframes; a track needs 1 to 16"#),
        (
            scale("[" + (0..<17).map { #"{"at": \#($0), "value": 1}"# }.joined(separator: ", ") + "]", extra: #", "input": "pull""#),
            #"hero.json: preset 'hero' tracks[0].keyframes: has 17 keyframes; at most 16 are allowed"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "blur", "keyframes": [{"at": 0, "value": 1}]}, {"layer": "b", "property": "blur", "keyframes": [{"at": 0, "value": 1}]}, {"layer": "a", "property": "blur", "keyframes": [{"at": 0, "value": 2}]}]"#,
            #"hero.json: preset 'hero' tracks[2].property: 'a' already has a 'blur' track (tracks[0]); at most one track per layer and property"#
        ),
        (
            #""tracks": ["#
                + (0..<33).map { #"{"layer": "l\#($0)", "property": "blur", "keyframes": [{"at": 0, "value": 1}]}"# }.joined(separator: ", ") + "]",
            #"hero.json: preset 'hero' tracks: has 33 tracks; at most 32 are allowed"#
        ),
    ]

    func testBrokenRuleNamesPresetAndKeyPath() {
        for (line, message) in Self.ruleErrors {
            TestRow.$current.withValue(String(describing: (line, message))) { self.brokenRuleNamesPresetAndKeyPath(line: line, message: message) }
        }
    }

    func brokenRuleNamesPresetAndKeyPath(line: String, message: String) {
        expectEqual(Self.error(line), message)
    }

    static let typeAndKeyErrors: [(line: String, message: String)] = [
        (#""tracks": null"#, #"hero.json:3:13: preset 'hero' tracks: expected an array of track objects, found null"#),
        (#""tracks": [5]"#, #"hero.json:3:14: preset 'hero' tracks[0]: expected a track object, found a number"#),
        (#""tracks": [{"property": "scale", "keyframes": []}]"#, #"hero.json:3:14: preset 'hero' tracks[0]: missing required key 'layer'"#),
        (
            #""tracks": [{"layer": 1, "property": "scale", "keyframes": []}]"#,
            #"hero.json:3:24: preset 'hero' tracks[0].layer: expected a string, found a number"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "delay": 1, "keyframes": []}]"#,
            #"hero.json:3:50: preset 'hero' tracks[0]: unknown key 'delay'"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "rotation", "keyframes": []}]"#,
            #"hero.json:3:41: preset 'hero' tracks[0].property: 'rotation' is not 'opacity', 'scale', 'translateX', 'translateY' or 'blur'"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "input": "time", "keyframes": []}]"#,
            #"hero.json:3:59: preset 'hero' tracks[0].input: 'time' is not 'progress', 'pull' or 'offset'"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "easing": "bouncy", "keyframes": []}]"#,
            #"hero.json:3:60: preset 'hero' tracks[0].easing: 'bouncy' is not 'linear', 'easeIn', 'easeOut', 'easeInOut', 'step' or [x1, y1, x2, y2]"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "easing": [0, 0, 1], "keyframes": []}]"#,
            #"hero.json:3:60: preset 'hero' tracks[0].easing: a cubic-bezier easing has 4 numbers [x1, y1, x2, y2], not 3"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "easing": [0, "0", 1, 1], "keyframes": []}]"#,
            #"hero.json:3:64: preset 'hero' tracks[0].easing[1]: expected a number, found a string"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "easing": true, "keyframes": []}]"#,
            #"hero.json:3:60: preset 'hero' tracks[0].easing: expected 'linear', 'easeIn', 'easeOut', 'easeInOut', 'step' or [x1, y1, x2, y2], found a boolean"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "keyframes": {}}]"#,
            #"hero.json:3:63: preset 'hero' tracks[0].keyframes: expected an array of keyframe objects, found an object"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "keyframes": [0]}]"#,
            #"hero.json:3:64: preset 'hero' tracks[0].keyframes[0]: expected a keyframe object {"at": ..., "value": ...}, found a number"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "keyframes": [{"at": 0}]}]"#,
            #"hero.json:3:64: preset 'hero' tracks[0].keyframes[0]: missing required key 'value'"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "keyframes": [{"at": 0, "value": 1, "ease": 1}]}]"#,
            #"hero.json:3:86: preset 'hero' tracks[0].keyframes[0]: unknown key 'ease'"#
        ),
        (
            #""tracks": [{"layer": "a", "property": "scale", "keyframes": [{"at": 0, "at": 1}]}]"#,
            #"hero.json:3:74: duplicate key 'at'"#
        ),
    ]

    func testWrongTypeOrKeyIsPlaced() {
        for (line, message) in Self.typeAndKeyErrors {
            TestRow.$current.withValue(String(describing: (line, message))) { self.wrongTypeOrKeyIsPlaced(line: line, message: message) }
        }
    }

    func wrongTypeOrKeyIsPlaced(line: String, message: String) {
        expectEqual(Self.error(line), message)
    }

    /// docs/tracks.md's example, inside a preset with motion: tracks after motion, sorted by layer and
    /// then property, every key written, a bezier one number per line.
    static let canonical = """
        {
          "name": "hero",
          "summary": "",
          "minHeight": 150,
          "maxHeight": 350,
          "collapse": "shrink",
          "damping": 0,
          "shadow": null,
          "snap": {
            "mode": "disabled",
            "positions": [],
            "initialPosition": 0
          },
          "motion": {
            "frameRate": 120,
            "decelerationRate": "normal",
            "viewportHeight": 844,
            "rubberBandConstant": 0.55,
            "spring": {
              "response": 0.3,
              "dampingRatio": 1
            },
            "parallax": 0.25,
            "quickReturn": false
          },
          "tracks": [
            {
              "layer": "background",
              "property": "opacity",
              "input": "pull",
              "easing": [
                0.8,
                0,
                0.8,
                0.15
              ],
              "keyframes": [
                {
                  "at": 0,
                  "value": 0.5
                }
              ]
            },
            {
              "layer": "title",
              "property": "opacity",
              "input": "progress",
              "easing": "step",
              "keyframes": [
                {
                  "at": 0.5,
                  "value": 1
                }
              ]
            },
            {
              "layer": "title",
              "property": "scale",
              "input": "progress",
              "easing": "linear",
              "keyframes": [
                {
                  "at": 0,
                  "value": 1.5
                },
                {
                  "at": 1,
                  "value": 1
                }
              ]
            }
          ]
        }

        """

    func testWrittenCanonicallyAndReadBackByteForByte() throws {
        let preset = HeaderPreset(
            name: "hero", motion: MotionParameters(parallax: 0.25),
            tracks: [
                ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)]),
                ContentTrack(layer: "title", property: .opacity, easing: .step, keyframes: [TrackKeyframe(at: 0.5, value: 1)]),
                ContentTrack(
                    layer: "background", property: .opacity, input: .pull, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
                    keyframes: [TrackKeyframe(at: 0, value: 0.5)]),
            ])
        expectEqual(PresetDocumentWriter.preset(preset), Self.canonical)
        let read = try PresetDocumentReader.readPreset(Array(Self.canonical.utf8), source: "hero.json")
        expectEqual(
            read.tracks.map { "\($0.layer).\($0.property.rawValue)" }, ["background.opacity", "title.opacity", "title.scale"],
            "read in document order")
        expectEqual(Set(read.tracks), Set(preset.tracks))
        expectEqual(PresetDocumentWriter.preset(read), Self.canonical)
        let document = PresetDocumentWriter.document([read])
        expectEqual(PresetDocumentWriter.document(try PresetDocumentReader.read(Array(document.utf8), source: "d")), document)
    }

    func testPresetsWithoutTracksKeepTheirBytes() throws {
        let spec = PresetDocumentReaderTests.specDocument
        let presets = try PresetDocumentReader.read(Array(spec.utf8), source: "spec.json")
        expect(presets.allSatisfy { $0.tracks.isEmpty })
        expectEqual(PresetDocumentWriter.document(presets), spec)
        // An empty tracks array is read and not written back.
        let withEmpty = try PresetDocumentReader.readPreset(Array(#"{"name": "a", "tracks": []}"#.utf8), source: "a")
        expect(!PresetDocumentWriter.preset(withEmpty).contains("tracks"))
    }
}
