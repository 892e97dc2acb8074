import HeaderGeometry
import TestKit
import Testing

/// The rules of docs/format.md#preset-keys, each with the message a user sees.
struct ValidationTests {
    /// the defaults of docs/format.md make a valid preset
    func testDefaults() {
        let preset = HeaderPreset(name: "hero")
        expectEqual(preset.summary, "")
        expectEqual(preset.minHeight, 150)
        expectEqual(preset.maxHeight, 350)
        expectEqual(preset.collapse, .shrink)
        expectEqual(preset.damping, 0)
        expectEqual(preset.shadow, nil)
        expectEqual(preset.snap, SnapBehavior(mode: .disabled, positions: [], initialPosition: 0))
        expectEqual(HeaderShadow(threshold: 140).radius, 8)
        expect(preset.violations.isEmpty)
    }

    /// names
    func testNames() {
        for (name, problem) in [
            ("a", nil), ("0", nil), ("sticky-utah", nil), ("m3.large_top-app-bar", nil),
            (String(repeating: "a", count: 64), nil),
            ("", "must not be empty"),
            (String(repeating: "a", count: 65), "is 65 characters long; at most 64 are allowed"),
            ("-dash", "must start with a lowercase letter or a digit"),
            (".hidden", "must start with a lowercase letter or a digit"),
            ("Hero", "must start with a lowercase letter or a digit"),
            ("hero banner", "may hold only lowercase letters, digits, '.', '_' and '-' (found U+0020)"),
            ("héro", "may hold only lowercase letters, digits, '.', '_' and '-' (found 'é')"),
            ("x';drop", "may hold only lowercase letters, digits, '.', '_' and '-' (found '\\'')"),
            ("a\u{0}b", "may hold only lowercase letters, digits, '.', '_' and '-' (found U+0000)"),
        ] as [(String, String?)] {
            TestRow.$current.withValue(String(describing: (name, problem))) { self.names(name: name, problem: problem) }
        }
    }

    func names(name: String, problem: String?) {
        expectEqual(HeaderPreset.nameProblem(name), problem)
    }

    /// summaries
    func testSummaries() {
        for (summary, problem) in [
            ("", nil), ("two\nlines", nil), ("emoji 🙂 and “quotes”", nil),
            (String(repeating: "é", count: 500), nil),
            (String(repeating: "x", count: 501), "is 501 characters long; at most 500 are allowed"),
            ("tab\there", "contains the control character U+0009; only newline is allowed"),
            ("cr\r\n", "contains the control character U+000D; only newline is allowed"),
            ("del\u{7F}", "contains the control character U+007F; only newline is allowed"),
            ("c1\u{85}", "contains the control character U+0085; only newline is allowed"),
        ] as [(String, String?)] {
            TestRow.$current.withValue(String(describing: (summary, problem))) { self.summaries(summary: summary, problem: problem) }
        }
    }

    func summaries(summary: String, problem: String?) {
        expectEqual(HeaderPreset.summaryProblem(summary), problem)
    }

    /// every broken rule is reported with its key path
    func testViolations() {
        for (preset, expected) in [
            (HeaderPreset(name: "h", minHeight: -1), ["minHeight: -1 is outside 0...10000"]),
            (HeaderPreset(name: "h", maxHeight: 10_000.5), ["maxHeight: 10000.5 is outside 0...10000"]),
            (HeaderPreset(name: "h", minHeight: 0, maxHeight: 0), ["maxHeight: must be greater than 0"]),
            (HeaderPreset(name: "h", minHeight: 300, maxHeight: 200), ["minHeight: 300 is greater than maxHeight 200"]),
            (HeaderPreset(name: "h", minHeight: .nan), ["minHeight: NaN is not a finite number"]),
            (HeaderPreset(name: "h", maxHeight: .infinity), ["maxHeight: Infinity is not a finite number"]),
            (HeaderPreset(name: "h", damping: 1.5), ["damping: 1.5 is outside 0...1"]),
            (
                HeaderPreset(name: "h", shadow: HeaderShadow(threshold: -1, radius: 101)),
                ["shadow.threshold: -1 is outside 0...10000", "shadow.radius: 101 is outside 0...100"]
            ),
            (
                HeaderPreset(name: "h", snap: SnapBehavior(positions: [0, 1.2, 0.5])),
                ["snap.positions[2]: 1.2 is outside 0...1"]
            ),
            (
                HeaderPreset(name: "h", snap: SnapBehavior(positions: [0.5, 0, 0.5])),
                ["snap.positions[2]: 0.5 appears more than once"]
            ),
            (
                HeaderPreset(name: "h", snap: SnapBehavior(initialPosition: -0.5)),
                ["snap.initialPosition: -0.5 is outside 0...1"]
            ),
            (HeaderPreset(name: "h", motion: MotionParameters(parallax: 1.5)), ["motion.parallax: 1.5 is outside 0...1"]),
            (
                HeaderPreset(name: "h", damping: 2, motion: MotionParameters(frameRate: 0, spring: SnapSpring(response: 0))),
                [
                    "damping: 2 is outside 0...1", "motion.frameRate: 0 is outside 1...1000",
                    "motion.spring.response: 0 is outside 0.01...1",
                ]
            ),
            (
                HeaderPreset(name: "", summary: "\u{1}", damping: -1),
                [
                    "name: must not be empty", "summary: contains the control character U+0001; only newline is allowed",
                    "damping: -1 is outside 0...1",
                ]
            ),
        ] {
            TestRow.$current.withValue(String(describing: (preset, expected))) { self.violations(preset: preset, expected: expected) }
        }
    }

    func violations(preset: HeaderPreset, expected: [String]) {
        expectEqual(preset.violations.map(\.description), expected)
        expect(!preset.isValid)
    }

    /// at most 16 snap positions
    func testPositionCount() {
        let sixteen = (0..<16).map { Double($0) / 15 }
        expect(HeaderPreset(name: "h", snap: SnapBehavior(positions: sixteen)).isValid)
        let seventeen = (0..<17).map { Double($0) / 16 }
        expectEqual(
            HeaderPreset(name: "h", snap: SnapBehavior(positions: seventeen)).violations.map(\.description),
            ["snap.positions: has 17 positions; at most 16 are allowed"])
    }

    /// the limits themselves are allowed
    func testLimits() {
        let preset = HeaderPreset(
            name: "edge", minHeight: 10_000, maxHeight: 10_000, damping: 1,
            shadow: HeaderShadow(threshold: 10_000, radius: 100),
            snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 1], initialPosition: 1))
        expect(preset.isValid)
        expect(HeaderPreset(name: "zero", minHeight: 0, maxHeight: 0.001, shadow: HeaderShadow(threshold: 0, radius: 0)).isValid)
    }
}
