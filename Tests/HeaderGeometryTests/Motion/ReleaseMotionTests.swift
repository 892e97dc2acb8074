import TestKit
import Testing

@testable import HeaderGeometry

/// Which motion follows a release, for H = 300, h = 100 (E = 200), snap offsets 0, 100, 200.
struct ReleaseMotionTests {
    enum Kind { case decelerate, spring, bounce }

    static func kind(_ motion: ReleaseMotion) -> Kind {
        switch motion {
        case .decelerate: return .decelerate
        case .spring: return .spring
        case .bounce: return .bounce
        }
    }

    static func plan(_ mode: SnapMode, _ offset: Double, _ velocity: Double) -> (ReleaseMotion, Double) {
        let preset = HeaderPreset(
            name: "plan", minHeight: 100, maxHeight: 300,
            snap: SnapBehavior(mode: mode, positions: mode == .disabled ? [] : [0, 0.5, 1]))
        let planned = ReleaseMotion.planned(
            for: preset, offset: offset, velocity: velocity,
            parameters: MotionParameters())
        return (planned.motion, planned.rest)
    }

    func testPicksTheMotionThatEndsOnRest() {
        for (mode, offset, velocity, kind, rest) in [
            (SnapMode.disabled, 0.0, 1000.0, Kind.decelerate, 499.0),  // free: 0 + 499
            (.disabled, -80, 1000, .decelerate, 419),  // flung out of a pull
            (.disabled, 50, -1000, .bounce, 0),  // 50 - 499 runs past the top
            (.disabled, -80, 0, .spring, 0),  // a pull springs back
            (.disabled, -80, -500, .spring, 0),  // still pulling at release
            (.immediately, 70, 0, .spring, 100),  // snaps
            (.immediately, 250, 0, .decelerate, 250),  // past the last snap: free
            (.afterFinishAccelerating, 20, 250, .spring, 100),  // settle(144.75) = 100
            (.afterFinishAccelerating, 20, 1000, .decelerate, 519),  // 519 past 200: free
            (.afterFinishAccelerating, 180, -300, .spring, 0),  // settle(30.3) = 0
            (.afterFinishAccelerating, 180, -1000, .bounce, 0),  // -319: no snap, past the top
        ] {
            TestRow.$current.withValue(String(describing: (mode, offset, velocity, kind, rest))) {
                self.picksTheMotionThatEndsOnRest(mode: mode, offset: offset, velocity: velocity, kind: kind, rest: rest)
            }
        }
    }

    func picksTheMotionThatEndsOnRest(
        mode: SnapMode, offset: Double, velocity: Double,
        kind: Kind, rest: Double
    ) {
        let (motion, planned) = Self.plan(mode, offset, velocity)
        expectEqual(Self.kind(motion), kind)
        expect(abs(planned - rest) < 1e-9)
        expectEqual(motion.offset(at: 0), offset)
        expect(abs(motion.velocity(at: 0) - velocity) <= 0.002 * abs(velocity))  // deceleration starts at 0.999 v
        expect(abs(motion.offset(at: 60) - rest) < 1e-6)
    }

    func testBounceIsContinuousAtTheTop() {
        let (motion, _) = Self.plan(.disabled, 50, -1000)
        guard case .bounce(_, let crossing, _) = motion else {
            Issue.record("expected a bounce")
            return
        }
        // 0.0527 s (DecelerationMotionTests' arithmetic with 50 in place of 100).
        expect(abs(crossing - 0.05273879478580664) < 1e-9)
        expect(abs(motion.offset(at: crossing - 1e-9)) < 1e-5)
        expectEqual(abs(motion.offset(at: crossing)), 0)
        expect(abs(motion.velocity(at: crossing - 1e-9) - motion.velocity(at: crossing)) < 1e-3)
    }
}
