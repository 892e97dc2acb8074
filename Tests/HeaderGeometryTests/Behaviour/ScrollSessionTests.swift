import HeaderGeometry
import TestKit
import Testing

/// A scroll session, event by event (docs/concepts.md#a-scroll-session).
struct ScrollSessionTests {
    static let preset = HeaderPreset(
        name: "s", minHeight: 100, maxHeight: 300, pullTrigger: 60,
        snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1]))

    /// a pull past the trigger fires once, at the frame that reaches it, and springs back
    func testPullFires() {
        var session = ScrollSession(preset: Self.preset)
        expect(session.current.offset == 0 && session.phase == .idle)
        session.touchDown(at: 0)
        var fired: [Double] = []
        for step in 1...10 {
            let frame = session.drag(to: -10 * Double(step), at: Double(step) / 10)
            expectEqual(frame.triggered, (10 * Double(step) >= 60))
            expectEqual(frame.restTarget, nil)
            if frame.triggerFired { fired.append(frame.time) }
        }
        expectEqual(fired, [0.6])
        expectEqual(session.firstTriggerTime, 0.6)
        let decision = session.release(velocity: .pointsPerMillisecond(0), at: 1)
        expectEqual(decision.rest, 0)
        var time = 1.0
        var frame = session.current
        while session.phase != .idle, time < 5 {
            time += 1.0 / 120
            frame = session.advance(to: time)
            expect(!frame.triggerFired)
        }
        expect(frame.offset == 0 && frame.phase == .idle && frame.restTarget == 0)
    }

    /// a snap springs from the release to the snap offset: progress runs from 0 to 1
    func testSnapSpring() {
        var session = ScrollSession(preset: Self.preset, offset: 70)
        let decision = session.release(velocity: 0, at: 0)
        expectEqual(decision.snappedTo, 100)
        expectEqual(session.phase, .springing)
        let early = session.advance(to: 0.05)
        expectEqual(early.springProgress.map { $0 > 0 && $0 < 1 }, true)
        expect(abs((early.springProgress ?? 0) - (early.offset - 70) / 30) < 1e-12)
        var frame = early
        var time = 0.05
        while session.phase != .idle, time < 5 {
            time += 1.0 / 120
            frame = session.advance(to: time)
        }
        expect(frame.offset == 100 && frame.springProgress == nil)
    }

    /// a touch stops the motion where it is
    func testTouchStops() {
        var session = ScrollSession(preset: HeaderPreset(name: "free"), offset: 0)
        session.release(velocity: 1000, at: 0)
        let moving = session.advance(to: 0.1)
        expect(moving.phase == .decelerating && moving.restTarget == 499)
        let held = session.touchDown(at: 0.1)
        expect(held.offset == moving.offset && held.phase == .dragging)
        expectEqual(session.advance(to: 0.5).offset, moving.offset)
    }

    /// quick return's state: scrolling back shows the header again point for point
    func testQuickReturn() {
        var motion = MotionParameters()
        motion.quickReturn = true
        var session = ScrollSession(preset: HeaderPreset(name: "q", minHeight: 100, maxHeight: 300, motion: motion))
        session.drag(to: 500, at: 0.1)
        expectEqual(session.current.quickReturnShown, 0)
        let back = session.drag(to: 450, at: 0.2)
        expect(back.quickReturnShown == 50 && back.frame.height == 150)
    }

    static let gestures: [(Double, Double, Double)] = [(-30, 120, 800), (0, 0, -600), (150, -40, 0)]

    /// simulate is the session: frame for frame
    func testSimulationIsTheSession() {
        for (offset, drag, velocity) in Self.gestures {
            TestRow.$current.withValue(String(describing: (offset, drag, velocity))) {
                self.simulationIsTheSession(offset: offset, drag: drag, velocity: velocity)
            }
        }
    }

    func simulationIsTheSession(offset: Double, drag: Double, velocity: Double) {
        let simulation = GestureSimulation(preset: Self.preset)
        let frames = simulation.sessionFrames(from: offset, drag: drag, velocity: velocity)
        expectEqual(frames.map(\.offset), simulation.simulate(from: offset, drag: drag, velocity: velocity).map(\.offset))
        expectEqual(frames.last?.offset, simulation.restingOffset(from: offset, drag: drag, velocity: velocity))
    }
}
