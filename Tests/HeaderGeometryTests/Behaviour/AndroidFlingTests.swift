import HeaderGeometry
import TestKit
import Testing

/// Android's spline fling, from OverScroller's published constants: `F = 0.015`,
/// `C = 9.80665 · 39.37 · 160 · 0.84 = 51 890.2…`, `R = ln 0.78 / ln 0.9 = 2.3582…`,
/// `D(v) = F·C · (0.35 |v| / (F·C))^(R / (R − 1))`, `T(v) = (0.35 |v| / (F·C))^(1 / (R − 1))`.
/// Expected values worked out in Python's double-precision `math` module.
struct AndroidFlingTests {
    /// distance and duration of a release, in points and seconds
    func testDistance() {
        for (velocity, distance, duration) in [
            (1000.0, 194.31362127989584, 0.5551817750854166),  // the issue's 1000 dp/s: 194 dp, not UIKit's 499
            (-1000.0, -194.31362127989584, 0.5551817750854166),
            (500.0, 58.32229635721352, 0.33327026489836287),
            (2500.0, 953.747893868845, 1.089997592992966),
            (8000.0, 7186.362753988743, 2.5665581264245514),
            (50.0, 1.0704515336379234, 0.061168659065024195),
            (0.0, 0.0, 0.0),
        ] {
            TestRow.$current.withValue(String(describing: (velocity, distance, duration))) {
                self.distance(velocity: velocity, distance: distance, duration: duration)
            }
        }
    }

    func distance(velocity: Double, distance: Double, duration: Double) {
        expect(abs(AndroidFling.distance(velocity: velocity) - distance) <= 1e-9 * max(1, abs(distance)))
        expect(abs(AndroidFling.duration(velocity: velocity) - duration) <= 1e-12)
    }

    /// the fling covers its distance along the spline, faster at first, and stops at T
    func testMotion() {
        let motion = AndroidFlingMotion(from: 40, velocity: 1000)
        expectEqual(motion.offset(at: 0), 40)
        expect(abs(motion.offset(at: motion.duration) - (40 + 194.31362127989584)) < 1e-9)
        expectEqual(motion.velocity(at: motion.duration), 0)
        var last = 40.0
        for step in 1...50 {
            let y = motion.offset(at: Double(step) / 100)
            expect(y >= last)
            last = y
        }
        // The spline's start: both Béziers leave s = 0 with slopes 3·0.175 (time) and 3·0.5
        // (distance), so the release speed is D/T · 0.5/0.175 = 194.31/0.5552 · 2.857 = 1000 pt/s.
        expect(abs(motion.velocity(at: 0) - 1000) < 1)
        // The time the fling passes the middle of its distance, read back.
        let half = 40 + 194.31362127989584 / 2
        if let time = motion.time(reaching: half) {
            expect(abs(motion.offset(at: time) - half) < 1e-6)
        } else {
            Issue.record("the fling never reaches its own midpoint")
        }
    }
}
