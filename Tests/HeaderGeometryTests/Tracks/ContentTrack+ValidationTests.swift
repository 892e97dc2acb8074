import HeaderGeometry
import TestKit
import Testing

/// Every rule of docs/tracks.md, each reported at its key path.
struct ContentTrackValidationTests {
    static func track(
        _ layer: String = "title", _ property: TrackProperty = .scale, input: TrackInput = .progress,
        easing: TrackEasing = .linear, frames pairs: [(Double, Double)] = [(0, 1)]
    ) -> ContentTrack {
        ContentTrack(
            layer: layer, property: property, input: input, easing: easing,
            keyframes: pairs.map { TrackKeyframe(at: $0.0, value: $0.1) })
    }

    /// valid tracks break no rule
    func testValid() {
        let tracks = [
            Self.track("title", .scale, frames: [(0, 1.5), (1, 1)]),
            Self.track("title", .opacity, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15), frames: [(0.5, 0), (1, 1)]),
            Self.track("background", .translateY, input: .pull, frames: [(0, -10_000), (10_000, 10_000)]),
            Self.track("a-2", .blur, easing: .step, frames: [(0, 0), (0.5, 100)]),
            Self.track(String(repeating: "z", count: 32), .translateX, frames: Array((0..<16).map { (Double($0) / 16, 0) })),
        ]
        expectEqual(HeaderPreset(name: "p", tracks: tracks).violations, [])
    }

    /// one broken rule, one violation at its key path
    func testOneRule() {
        for (tracks, keyPath, message) in [
            ([Self.track("Title")], "tracks[0].layer", "must start with a lowercase letter"),
            ([Self.track("9lives")], "tracks[0].layer", "must start with a lowercase letter"),
            ([Self.track("")], "tracks[0].layer", "must not be empty"),
            ([Self.track("top_bar")], "tracks[0].layer", "may hold only lowercase letters, digits and '-' (found '_')"),
            ([Self.track(String(repeating: "a", count: 33))], "tracks[0].layer", "is 33 characters long; at most 32 are allowed"),
            ([Self.track(easing: .cubicBezier(x1: 1.2, y1: 0, x2: 1, y2: 1))], "tracks[0].easing[0]", "1.2 is outside 0...1"),
            ([Self.track(easing: .cubicBezier(x1: 0, y1: 0, x2: -0.1, y2: 1))], "tracks[0].easing[2]", "-0.1 is outside 0...1"),
            ([Self.track(easing: .cubicBezier(x1: 0, y1: -11, x2: 1, y2: 1))], "tracks[0].easing[1]", "-11 is outside -10...10"),
            ([Self.track(easing: .cubicBezier(x1: 0, y1: 0, x2: 1, y2: .nan))], "tracks[0].easing[3]", "NaN is not a finite number"),
            ([Self.track(frames: [])], "tracks[0].keyframes", "has no keyframes; a track needs 1 to 16"),
            ([Self.track(frames: Array((0..<17).map { (Double($0) / 17, 1) }))], "tracks[0].keyframes", "has 17 keyframes; at most 16 are allowed"),
            (
                [Self.track(frames: [(0, 1), (0.5, 1), (0.5, 1)])], "tracks[0].keyframes[2].at",
                "0.5 is not greater than the previous keyframe's 0.5; keyframes must be in increasing order of 'at'"
            ),
            (
                [Self.track(frames: [(0.6, 1), (0.2, 1)])], "tracks[0].keyframes[1].at",
                "0.2 is not greater than the previous keyframe's 0.6; keyframes must be in increasing order of 'at'"
            ),
            ([Self.track(frames: [(1.5, 1)])], "tracks[0].keyframes[0].at", "1.5 is outside 0...1 (the range of input 'progress')"),
            ([Self.track(input: .pull, frames: [(-1, 1)])], "tracks[0].keyframes[0].at", "-1 is outside 0...10000 (the range of input 'pull')"),
            (
                [Self.track(input: .pull, frames: [(10_001, 1)])], "tracks[0].keyframes[0].at",
                "10001 is outside 0...10000 (the range of input 'pull')"
            ),
            ([Self.track("title", .scale, frames: [(0, 0)])], "tracks[0].keyframes[0].value", "0 is outside (0, 10] (the range of scale)"),
            ([Self.track("title", .scale, frames: [(0, 10.5)])], "tracks[0].keyframes[0].value", "10.5 is outside (0, 10] (the range of scale)"),
            ([Self.track("title", .opacity, frames: [(0, 1.01)])], "tracks[0].keyframes[0].value", "1.01 is outside 0...1 (the range of opacity)"),
            (
                [Self.track("title", .translateX, frames: [(0, -10_001)])], "tracks[0].keyframes[0].value",
                "-10001 is outside -10000...10000 (the range of translateX)"
            ),
            ([Self.track("title", .blur, frames: [(0, 101)])], "tracks[0].keyframes[0].value", "101 is outside 0...100 (the range of blur)"),
            (
                [Self.track("title", .blur, frames: [(0, .infinity)])], "tracks[0].keyframes[0].value",
                "Infinity is not a finite number (the range of blur)"
            ),
            (
                [Self.track("title", .scale), Self.track("title", .opacity), Self.track("title", .scale)], "tracks[2].property",
                "'title' already has a 'scale' track (tracks[0]); at most one track per layer and property"
            ),
        ] as [([ContentTrack], String, String)] {
            TestRow.$current.withValue(String(describing: (tracks, keyPath, message))) {
                self.oneRule(tracks: tracks, keyPath: keyPath, message: message)
            }
        }
    }

    func oneRule(tracks: [ContentTrack], keyPath: String, message: String) {
        expectEqual(HeaderPreset(name: "p", tracks: tracks).violations, [PresetViolation(keyPath: keyPath, message: message)])
    }

    /// at most 32 tracks
    func testTrackCount() {
        let tracks = (0..<33).map { Self.track("layer-\($0)") }
        expectEqual(
            HeaderPreset(name: "p", tracks: tracks).violations, [PresetViolation(keyPath: "tracks", message: "has 33 tracks; at most 32 are allowed")]
        )
        expectEqual(HeaderPreset(name: "p", tracks: Array(tracks.prefix(32))).violations, [])
    }
}
