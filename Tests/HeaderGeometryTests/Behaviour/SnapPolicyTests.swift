import HeaderGeometry
import TestKit
import Testing

/// docs/concepts.md#snapping: `snap.policy` and the rest under the preset's own motion.
/// E = 350 - 150 = 200, positions [0, 0.5, 1] → snap offsets [0, 100, 200].
struct SnapPolicyTests {
    static func preset(
        _ mode: SnapMode, _ policy: SnapPolicy, fling: FlingModel = .uikit,
        rate: ScrollDeceleration = .normal
    ) -> HeaderPreset {
        HeaderPreset(
            name: "p", minHeight: 150, maxHeight: 350,
            snap: SnapBehavior(mode: mode, positions: [0, 0.5, 1], policy: policy),
            motion: MotionParameters(deceleration: rate, fling: fling))
    }

    static let directionCases: [(Double, Double, Double?)] = [
        (20, 1, 100), (20, -1, 0), (20, 0, 0),
        (80, 1, 100), (80, -1, 0), (80, 0, 100),
        (100, 1, 100), (100, -1, 100),  // on a snap offset, it stays
        (0, -5, 0), (200, 5, 200),
        (-1, 1, nil), (201, -1, nil),  // outside the first and last: none
    ]

    /// direction: into the content the first snap offset at or past, back the last at or before, still the nearest
    func testDirection() {
        for (offset, velocity, expected) in Self.directionCases {
            TestRow.$current.withValue(String(describing: (offset, velocity, expected))) {
                self.direction(offset: offset, velocity: velocity, expected: expected)
            }
        }
    }

    func direction(offset: Double, velocity: Double, expected: Double?) {
        expectEqual(Self.preset(.immediately, .direction).settle(offset, velocity: velocity), expected)
        // nearest ignores the velocity
        expectEqual(
            Self.preset(.immediately, .nearest).settle(offset, velocity: velocity), Self.preset(.immediately, .nearest).settle(offset))
    }

    static let restCases: [(SnapMode, SnapPolicy, Double, Double, Double, Double)] = [
        // immediately: settles the release point 20; a slow upward release goes to 100.
        (.immediately, .direction, 20, 50, 100, 20 + 50 * 0.499),
        (.immediately, .nearest, 20, 50, 0, 20 + 50 * 0.499),
        // afterFinishAccelerating, slow (|v| < 200): the release point, direction from v.
        (.afterFinishAccelerating, .direction, 120, -150, 100, 120 - 150 * 0.499),
        (.afterFinishAccelerating, .direction, 120, 150, 200, 120 + 150 * 0.499),
        // fast: the projection 10 + 300·0.499 = 159.7 settles; direction up gives 200, nearest 200.
        (.afterFinishAccelerating, .direction, 10, 300, 200, 10 + 300 * 0.499),
        // fast back: 190 - 300·0.499 = 40.3; direction gives 0, nearest 0.
        (.afterFinishAccelerating, .direction, 190, -300, 0, 190 - 300 * 0.499),
        // nearest 160 - 250·0.499 = 35.25 → 0; projected outside the range → none, floored.
        (.afterFinishAccelerating, .nearest, 50, -400, 0, 50 - 400 * 0.499),
    ]

    /// rest: the mode picks the point, the policy the snap offset
    func testRest() {
        for (mode, policy, offset, velocity, rest, projected) in Self.restCases {
            TestRow.$current.withValue(String(describing: (mode, policy, offset, velocity, rest, projected))) {
                self.rest(mode: mode, policy: policy, offset: offset, velocity: velocity, rest: rest, projected: projected)
            }
        }
    }

    func rest(
        mode: SnapMode, policy: SnapPolicy, offset: Double, velocity: Double,
        rest: Double, projected: Double
    ) {
        let decision = Self.preset(mode, policy).restDecision(after: offset, velocity: velocity)
        expect(abs(decision.projected - projected) < 1e-9)
        expectEqual(decision.rest, rest)
    }

    /// rest(after:velocity:) follows motion.decelerationRate, as stretchy snap does
    func testRestFollowsTheRate() {
        // The repro: E = 200, positions [0, 1]; 10 + 500 · 0.099 = 59.5 settles on 0;
        // the normal rate's 10 + 500 · 0.499 = 259.5 is past the last snap offset.
        var preset = HeaderPreset(
            name: "c", snap: SnapBehavior(mode: .afterFinishAccelerating),
            motion: MotionParameters(deceleration: .fast))
        expectEqual(preset.rest(after: 10, velocity: 500), 0)
        expectEqual(preset.rest(after: 10, velocity: .pointsPerMillisecond(0.5)), 0)
        expectEqual(preset.rest(after: 10, velocity: 500, deceleration: .normal), 259.5)
        preset.motion = MotionParameters()
        expectEqual(preset.rest(after: 10, velocity: 500), 259.5)
    }

    /// an Android fling projects with the spline: 1000 pt/s travels 194.31 pt
    func testAndroidProjection() {
        let preset = Self.preset(.afterFinishAccelerating, .nearest, fling: .android, rate: .fast)
        let decision = preset.restDecision(after: 0, velocity: 1000)
        expect(abs(decision.projected - 194.31362127989584) < 1e-9)
        expectEqual(decision.snappedTo, 200)
        expectEqual(decision.rule, .fromProjection)
        // decelerationRate is not used: the same with the normal rate.
        let normal = Self.preset(.afterFinishAccelerating, .nearest, fling: .android)
        expectEqual(normal.restDecision(after: 0, velocity: 1000).projected, decision.projected)
    }

    /// the decision says why: disabled, outside the snap offsets
    func testDecisions() {
        let off = HeaderPreset(name: "off").restDecision(after: 50, velocity: -1000)
        expect(off.rule == .snappingDisabled && off.snappedTo == nil && off.anchor == nil)
        expect(off.projected == 50 - 499 && off.rest == 0)
        let outside = Self.preset(.immediately, .nearest).restDecision(after: 250, velocity: 0)
        expect(outside.rule == .fromRelease && outside.snappedTo == nil && outside.rest == 250)
    }
}
