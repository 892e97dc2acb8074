import HeaderGeometry
import TestKit
import Testing

/// A response of `2π` s gives `ω = 1`, which keeps the hand arithmetic short.
struct SpringMotionTests {
    func testAngularFrequencyIsTwoPiOverResponse() {
        // 2π / 0.3 = 20.943951023931955 rad/s.
        expect(abs(SnapSpring().angularFrequency - 20.943951023931955) < 1e-12)
        expectEqual(SnapSpring(response: 2 * Double.pi, dampingRatio: 1).angularFrequency, 1)
    }

    static let unit = 2 * Double.pi

    func testCriticallyDampedMatchesTheClosedForm() {
        let motion = SpringMotion(
            from: 1, velocity: 0, to: 0,
            spring: SnapSpring(response: Self.unit, dampingRatio: 1))
        // x(t) = (1 + t) e^-t: x(1) = 2/e = 0.7357588823428847; v(t) = -t e^-t: v(1) = -1/e.
        expect(abs(motion.offset(at: 1) - 0.7357588823428847) < 1e-14)
        expect(abs(motion.velocity(at: 1) + 0.36787944117144233) < 1e-14)
        expectEqual(motion.offset(at: 0), 1)
        expectEqual(motion.velocity(at: 0), 0)
    }

    func testUnderdampedMatchesTheClosedForm() {
        let motion = SpringMotion(
            from: 1, velocity: 0, to: 0,
            spring: SnapSpring(response: Self.unit, dampingRatio: 0.5))
        // ω_d = √0.75; x(1) = e^-0.5 (cos ω_d + 0.5/ω_d sin ω_d) = 0.6597001533917017.
        expect(abs(motion.offset(at: 1) - 0.6597001533917017) < 1e-13)
        expect(abs(motion.velocity(at: 0)) < 1e-15)
    }

    func testOverdampedMatchesTheClosedForm() {
        let motion = SpringMotion(
            from: 1, velocity: 0, to: 0,
            spring: SnapSpring(response: Self.unit, dampingRatio: 2))
        // r1,2 = -(2 ∓ √3); a = -r2 / (r1 - r2) = (2 + √3) / (2√3) = 1.0773502691896257, b = 1 - a;
        // x(1) = a e^r1 + b e^r2 = 0.8222634239018094.
        expect(abs(motion.offset(at: 1) - 0.8222634239018094) < 1e-13)
        expect(abs(motion.velocity(at: 0)) < 1e-13)
    }

    /// Released at rest, a critically damped spring approaches its target from one side only,
    /// ever more slowly, and is within a tenth of a point after 10 / ω (0.48 s at 0.3 s response).
    func testCriticallyDampedNeverOvershoots() {
        for start in [-300.0, -40, 25, 1000] {
            TestRow.$current.withValue(String(describing: start)) { self.criticallyDampedNeverOvershoots(start: start) }
        }
    }

    func criticallyDampedNeverOvershoots(start: Double) {
        let motion = SpringMotion(from: 100 + start, velocity: 0, to: 100, spring: SnapSpring())
        var previous = abs(start)
        for step in 1...120 {
            let displacement = motion.offset(at: Double(step) / 120) - 100
            expect(displacement.sign == start.sign || displacement == 0)
            expect(abs(displacement) <= previous)
            previous = abs(displacement)
        }
        // (1 + 10) e^-10 = 5.0e-4 of the start: 0.15 pt for 300 pt, 0.5 pt for 1000 pt.
        let omega = 2 * Double.pi / 0.3
        expect(abs(motion.offset(at: 10 / omega) - 100) <= 5.0e-4 * abs(start) + 1e-12)
    }

    func testBouncySpringOvershootsAndSettles() {
        let motion = SpringMotion(
            from: 0, velocity: 0, to: 100,
            spring: SnapSpring(response: 0.3, dampingRatio: 0.2))
        let peak = (1...120).map { motion.offset(at: Double($0) / 120) }.max() ?? 0
        // Overshoot of an underdamped spring: e^(-πζ/√(1-ζ²)) = e^-0.6413 = 52.7 % of 100 pt.
        expect(abs(peak - 152.7) < 1)
        expect(abs(motion.offset(at: 5) - 100) < 1e-6)
    }

    /// The velocity is the offset's derivative: a central difference over ±1 µs agrees.
    func testVelocityIsTheDerivativeOfTheOffset() {
        for dampingRatio in [0.2, 0.7, 1, 1.5, 2] {
            TestRow.$current.withValue(String(describing: dampingRatio)) { self.velocityIsTheDerivativeOfTheOffset(dampingRatio: dampingRatio) }
        }
    }

    func velocityIsTheDerivativeOfTheOffset(dampingRatio: Double) {
        let motion = SpringMotion(
            from: -120, velocity: 900, to: 40,
            spring: SnapSpring(response: 0.3, dampingRatio: dampingRatio))
        for time in [0.01, 0.05, 0.2, 0.6] {
            let h = 1e-6
            let slope = (motion.offset(at: time + h) - motion.offset(at: time - h)) / (2 * h)
            expect(abs(slope - motion.velocity(at: time)) < 1e-4 * max(1, abs(slope)))
        }
    }

    func testHugeStartsStayFinite() {
        for value in [1e300, -1e300, .greatestFiniteMagnitude] {
            TestRow.$current.withValue(String(describing: value)) { self.hugeStartsStayFinite(value: value) }
        }
    }

    func hugeStartsStayFinite(value: Double) {
        let motion = SpringMotion(from: value, velocity: value, to: 0, spring: SnapSpring())
        for time in [0.0, 0.01, 1, 9.99, 100] {
            expect(motion.offset(at: time).isFinite)
            expect(motion.velocity(at: time).isFinite)
        }
    }
}
