import HeaderGeometry
import PresetService
import TestKit
import Testing

/// history's key-by-key changes
struct PresetDiffTests {
    static let base = HeaderPreset(name: "p", minHeight: 120, maxHeight: 300)

    /// one line per changed key, in key order
    func testChanges() {
        for (new, expected) in [
            (HeaderPreset(name: "p", minHeight: 120, maxHeight: 300), [String]()),
            (HeaderPreset(name: "p", minHeight: 120, maxHeight: 320), ["maxHeight 300 → 320"]),
            (HeaderPreset(name: "q", minHeight: 120, maxHeight: 300, damping: 0.5), ["name p → q", "damping 0 → 0.5"]),
            (
                HeaderPreset(name: "p", minHeight: 120, maxHeight: 300, shadow: HeaderShadow(threshold: 140)),
                ["shadow null → {threshold 140, radius 8}"]
            ),
            (
                HeaderPreset(name: "p", minHeight: 120, maxHeight: 300, motion: MotionParameters(parallax: 0.5)),
                ["motion.parallax 0 → 0.5"]
            ),
            (
                HeaderPreset(
                    name: "p", minHeight: 120, maxHeight: 300,
                    motion: MotionParameters(deceleration: .fast, spring: SnapSpring(response: 0.4), quickReturn: true)),
                ["motion.decelerationRate normal → fast", "motion.spring.response 0.3 → 0.4", "motion.quickReturn false → true"]
            ),
            (
                HeaderPreset(
                    name: "p", minHeight: 120, maxHeight: 300,
                    motion: MotionParameters(
                        frameRate: 60, deceleration: ScrollDeceleration(rate: 0.995), viewportHeight: 932,
                        rubberBandConstant: 0.5, spring: SnapSpring(dampingRatio: 0.7))),
                [
                    "motion.frameRate 120 → 60", "motion.decelerationRate normal → 0.995", "motion.viewportHeight 844 → 932",
                    "motion.rubberBandConstant 0.55 → 0.5", "motion.spring.dampingRatio 1 → 0.7",
                ]
            ),
        ] {
            TestRow.$current.withValue(String(describing: (new, expected))) { self.changes(new: new, expected: expected) }
        }
    }

    func changes(new: HeaderPreset, expected: [String]) {
        expectEqual(PresetDiff.changes(from: Self.base, to: new), expected)
    }

    static let scale = ContentTrack(
        layer: "title", property: .scale,
        keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)])
    static let fade = ContentTrack(
        layer: "background", property: .opacity, input: .pull, easing: .easeOut,
        keyframes: [TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 64, value: 1)])

    /// tracks: added, removed and changed, one line each, by layer and then property
    func testTrackChanges() {
        for (old, new, expected) in [
            ([], [Self.scale], ["tracks.title.scale null → 0:1.5,1:1"]),
            ([Self.scale], [], ["tracks.title.scale 0:1.5,1:1 → null"]),
            ([Self.scale], [Self.fade, Self.scale], ["tracks.background.opacity null → 0:0,64:1 (input pull, easing easeOut)"]),
            ([Self.fade, Self.scale], [Self.scale, Self.fade], []),
            (
                [Self.scale],
                [
                    ContentTrack(
                        layer: "title", property: .scale, input: .pull,
                        easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
                        keyframes: [TrackKeyframe(at: 0, value: 2), TrackKeyframe(at: 1, value: 1)])
                ],
                [
                    "tracks.title.scale 0:1.5,1:1 → 0:2,1:1", "tracks.title.scale.input progress → pull",
                    "tracks.title.scale.easing linear → 0.8,0,0.8,0.15",
                ]
            ),
        ] as [([ContentTrack], [ContentTrack], [String])] {
            TestRow.$current.withValue(String(describing: (old, new, expected))) { self.trackChanges(old: old, new: new, expected: expected) }
        }
    }

    func trackChanges(old: [ContentTrack], new: [ContentTrack], expected: [String]) {
        expectEqual(PresetDiff.changes(from: HeaderPreset(name: "p", tracks: old), to: HeaderPreset(name: "p", tracks: new)), expected)
    }
}
