import HeaderGeometry
import PresetService
import Testing

@Suite("history's key-by-key changes")
struct PresetDiffTests {
    static let base = HeaderPreset(name: "p", minHeight: 120, maxHeight: 300)

    @Test("one line per changed key, in key order", arguments: [
        (HeaderPreset(name: "p", minHeight: 120, maxHeight: 300), [String]()),
        (HeaderPreset(name: "p", minHeight: 120, maxHeight: 320), ["maxHeight 300 → 320"]),
        (HeaderPreset(name: "q", minHeight: 120, maxHeight: 300, damping: 0.5), ["name p → q", "damping 0 → 0.5"]),
        (HeaderPreset(name: "p", minHeight: 120, maxHeight: 300, shadow: HeaderShadow(threshold: 140)),
         ["shadow null → {threshold 140, radius 8}"]),
        (HeaderPreset(name: "p", minHeight: 120, maxHeight: 300, motion: MotionParameters(parallax: 0.5)),
         ["motion.parallax 0 → 0.5"]),
        (HeaderPreset(name: "p", minHeight: 120, maxHeight: 300,
                      motion: MotionParameters(deceleration: .fast, spring: SnapSpring(response: 0.4), quickReturn: true)),
         ["motion.decelerationRate normal → fast", "motion.spring.response 0.3 → 0.4", "motion.quickReturn false → true"]),
        (HeaderPreset(name: "p", minHeight: 120, maxHeight: 300,
                      motion: MotionParameters(frameRate: 60, deceleration: ScrollDeceleration(rate: 0.995), viewportHeight: 932,
                                               rubberBandConstant: 0.5, spring: SnapSpring(dampingRatio: 0.7))),
         ["motion.frameRate 120 → 60", "motion.decelerationRate normal → 0.995", "motion.viewportHeight 844 → 932",
          "motion.rubberBandConstant 0.55 → 0.5", "motion.spring.dampingRatio 1 → 0.7"]),
    ])
    func changes(new: HeaderPreset, expected: [String]) {
        #expect(PresetDiff.changes(from: Self.base, to: new) == expected)
    }
}
