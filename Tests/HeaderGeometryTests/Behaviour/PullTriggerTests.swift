import HeaderGeometry
import TestKit
import Testing

/// docs/format.md#pull-trigger: a frame is triggered when the pull `-y` reaches `pullTrigger`.
struct PullTriggerTests {
    static let flutter = HeaderPreset(name: "f", minHeight: 56, maxHeight: 200, pullTrigger: 100)

    static let cases: [(Double, Bool)] = [
        (-100, true), (-150, true), (-99.999, false), (0, false), (50, false),
    ]

    /// triggered from a pull of pullTrigger points on
    func testTriggered() {
        for (offset, expected) in Self.cases {
            TestRow.$current.withValue(String(describing: (offset, expected))) { self.triggered(offset: offset, expected: expected) }
        }
    }

    func triggered(offset: Double, expected: Bool) {
        expectEqual(Self.flutter.frame(at: offset).triggered, expected)
        expectEqual(HeaderPreset(name: "none").frame(at: offset).triggered, false)
    }

    /// the rule: 1...10000, finite
    func testRule() {
        let cases: [(Double, Bool)] = [(1, true), (10_000, true), (0.5, false), (10_001, false), (.infinity, false)]
        for (value, ok) in cases {
            var preset = Self.flutter
            preset.pullTrigger = value
            expectEqual(preset.violations.contains { $0.keyPath == "pullTrigger" }, !ok)
        }
    }
}
