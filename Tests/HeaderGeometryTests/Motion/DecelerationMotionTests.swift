import HeaderGeometry
import TestKit
import Testing

/// Each millisecond the velocity is multiplied by `r` and the scroll moves by it for that
/// millisecond, so after `n` ms it has moved `v0/1000 (r + … + rⁿ)` and in all `v0/1000 r/(1-r)`.
struct DecelerationMotionTests {
    func testTravelsTheProjectedDistance() {
        for (deceleration, velocity, expected) in [
            // 1000 pt/s at 0.998: 1 × 0.998 / 0.002 = 499 pt.
            (ScrollDeceleration.normal, 1000.0, 499.0),
            // 1000 pt/s at 0.99: 1 × 0.99 / 0.01 = 99 pt.
            (ScrollDeceleration.fast, 1000.0, 99.0),
            // -2000 pt/s at 0.998: -2 × 499 = -998 pt.
            (ScrollDeceleration.normal, -2000.0, -998.0),
        ] {
            TestRow.$current.withValue(String(describing: (deceleration, velocity, expected))) {
                self.travelsTheProjectedDistance(deceleration: deceleration, velocity: velocity, expected: expected)
            }
        }
    }

    func travelsTheProjectedDistance(deceleration: ScrollDeceleration, velocity: Double, expected: Double) {
        let motion = DecelerationMotion(from: 100, velocity: velocity, deceleration: deceleration)
        expect(abs(motion.distance - expected) < 1e-9)
        expect(abs(motion.restingOffset - (100 + expected)) < 1e-9)
        // After 10 s only D r^10000 is left: 499 × 0.998^10000 ≈ 1e-6 pt.
        expect(abs(motion.offset(at: 10) - (100 + expected)) < 1e-3)
    }

    func testFollowsTheMillisecondSteps() {
        let normal = DecelerationMotion(from: 0, velocity: 1000, deceleration: .normal)
        // 1 ms: 1 pt/ms × 0.998 = 0.998; 2 ms: 0.998 + 0.998² = 0.998 + 0.996004 = 1.994004.
        expect(abs(normal.offset(at: 0.001) - 0.998) < 1e-12)
        expect(abs(normal.offset(at: 0.002) - 1.994004) < 1e-12)
        let fast = DecelerationMotion(from: 50, velocity: 1000, deceleration: .fast)
        // 1 ms: 50 + 0.99.
        expect(abs(fast.offset(at: 0.001) - 50.99) < 1e-12)
        // 1 s at 0.998: 499 (1 - 0.998^1000) = 499 (1 - 0.1350645…) = 431.6028033…
        expect(abs(normal.offset(at: 1) - 431.6028033) < 1e-6)
    }

    func testVelocityDecaysByTheRateEveryMillisecond() {
        let motion = DecelerationMotion(from: 0, velocity: 1000, deceleration: .normal)
        // v(0) = 1000 × 0.998 ln(1/0.998) / 0.002 = 998.999… pt/s.
        expect(abs(motion.velocity(at: 0) - 998.9993326658113) < 1e-6)
        let ratio = motion.velocity(at: 0.101) / motion.velocity(at: 0.1)
        expect(abs(ratio - 0.998) < 1e-12)
        expect(motion.velocity(at: 2) > 0)
        expect(motion.offset(at: 2) < motion.restingOffset)
    }

    func testTimeReachingAnOffset() {
        let motion = DecelerationMotion(from: 100, velocity: -1000, deceleration: .normal)
        // 0 = 100 - 499 (1 - s) ⇒ s = 1 - 100/499 = 399/499; t = ln(399/499) / ln(0.998) / 1000
        //   = -0.2236447… / -0.0020020… / 1000 = 0.1117105 s.
        let time = motion.time(reaching: 0)
        expect(time != nil)
        expect(abs((time ?? 0) - 0.11171048) < 1e-7)
        expect(abs(motion.offset(at: time ?? 0)) < 1e-9)
        expectEqual(motion.time(reaching: -401), nil)  // past the resting offset -399
        expectEqual(motion.time(reaching: 150), nil)  // behind the start
    }
}
