import Foundation
import HeaderGeometry
import TestKit
import Testing

/// An iOS app decodes the same JSON with its own `JSONDecoder`.
struct CodableTests {
    /// decodes docs/format.md#preset-keys's example preset
    func testDecodesExample() throws {
        let json = """
            {"name": "sticky-utah", "summary": "Pinned header.", "minHeight": 120, "maxHeight": 300,
             "collapse": "shrink", "damping": 0.5, "shadow": {"threshold": 140, "radius": 8},
             "snap": {"mode": "disabled", "positions": [], "initialPosition": 0}}
            """
        let preset = try JSONDecoder().decode(HeaderPreset.self, from: Data(json.utf8))
        expectEqual(
            preset,
            HeaderPreset(
                name: "sticky-utah", summary: "Pinned header.", minHeight: 120, maxHeight: 300,
                collapse: .shrink, damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 8)))
    }

    /// missing keys take the defaults of docs/format.md
    func testDefaults() throws {
        let preset = try JSONDecoder().decode(
            HeaderPreset.self, from: Data(#"{"name": "x", "shadow": {"threshold": 90}, "snap": {"mode": "immediately"}}"#.utf8))
        expectEqual(
            preset,
            HeaderPreset(
                name: "x", shadow: HeaderShadow(threshold: 90, radius: 8),
                snap: SnapBehavior(mode: .immediately)))
    }

    /// encodes and decodes back to the same preset
    func testRoundTrip() throws {
        let preset = HeaderPreset(
            name: "r", summary: "s", minHeight: 44, maxHeight: 96, collapse: .scroll, damping: 1,
            shadow: nil, snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [1, 0.5], initialPosition: 1))
        let data = try JSONEncoder().encode(preset)
        try expectEqual(JSONDecoder().decode(HeaderPreset.self, from: data), preset)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        expect(object?["shadow"] is NSNull)
    }

    /// motion: absent reads as the defaults and is not written for them
    func testMotionDefaults() throws {
        let preset = try JSONDecoder().decode(HeaderPreset.self, from: Data(#"{"name": "m"}"#.utf8))
        expectEqual(preset.motion, MotionParameters())
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(preset)) as? [String: Any]
        expect(object?["motion"] == nil)
    }

    /// motion: partial object, named and numeric deceleration rates, round trip
    func testMotionRoundTrip() throws {
        let json = #"{"name": "m", "motion": {"decelerationRate": "fast", "spring": {"dampingRatio": 0.5}, "parallax": 0.25, "quickReturn": true}}"#
        let preset = try JSONDecoder().decode(HeaderPreset.self, from: Data(json.utf8))
        let expected = MotionParameters(
            deceleration: .fast, spring: SnapSpring(response: 0.3, dampingRatio: 0.5),
            parallax: 0.25, quickReturn: true)
        expectEqual(preset.motion, expected)
        let data = try JSONEncoder().encode(preset)
        try expectEqual(JSONDecoder().decode(HeaderPreset.self, from: data), preset)
        let motion = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["motion"] as? [String: Any]
        expectEqual(motion?["decelerationRate"] as? String, "fast")
        expectEqual(motion?["frameRate"] as? Double, 120)

        let numeric = try JSONDecoder().decode(HeaderPreset.self, from: Data(#"{"name": "m", "motion": {"decelerationRate": 0.995}}"#.utf8))
        expectEqual(numeric.motion.deceleration.rate, 0.995)
        expect(throws: DecodingError.self) {
            try JSONDecoder().decode(HeaderPreset.self, from: Data(#"{"name": "m", "motion": {"decelerationRate": "slow"}}"#.utf8))
        }
    }

    /// tracks: defaults for input and easing, a bezier as four numbers, round trip; none written when empty
    func testTracksRoundTrip() throws {
        let json = #"""
            {"name": "t", "tracks": [
              {"layer": "title", "property": "opacity", "easing": [0.8, 0, 0.8, 0.15], "keyframes": [{"at": 0.5, "value": 0}, {"at": 1, "value": 1}]},
              {"layer": "background", "property": "scale", "input": "pull", "easing": "easeOut", "keyframes": [{"at": 0, "value": 1}]}
            ]}
            """#
        let preset = try JSONDecoder().decode(HeaderPreset.self, from: Data(json.utf8))
        // In document order (layer, then property), as `stretchy validate`'s reader keeps them.
        expectEqual(
            preset.tracks,
            [
                ContentTrack(
                    layer: "background", property: .scale, input: .pull, easing: .easeOut,
                    keyframes: [TrackKeyframe(at: 0, value: 1)]),
                ContentTrack(
                    layer: "title", property: .opacity, input: .progress, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
                    keyframes: [TrackKeyframe(at: 0.5, value: 0), TrackKeyframe(at: 1, value: 1)]),
            ])
        let data = try JSONEncoder().encode(preset)
        let decoded = try JSONDecoder().decode(HeaderPreset.self, from: data)
        expectEqual(Set(decoded.tracks), Set(preset.tracks))
        let tracks = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["tracks"] as? [[String: Any]]
        expectEqual(tracks?.map { $0["layer"] as? String }, ["background", "title"], "written in document order")
        expectEqual(tracks?[1]["easing"] as? [Double], [0.8, 0, 0.8, 0.15])
        expectEqual(tracks?[1]["input"] as? String, "progress", "every key written")

        let none = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(HeaderPreset(name: "n"))) as? [String: Any]
        expect(none?["tracks"] == nil)
        expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                HeaderPreset.self,
                from: Data(#"{"name": "m", "tracks": [{"layer": "a", "property": "scale", "easing": "bouncy", "keyframes": []}]}"#.utf8))
        }
    }
}
