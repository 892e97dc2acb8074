import HeaderGeometry
import TestKit
import Testing

/// H = 300, h = 100, E = 200; snapping presets use positions [0, 0.5, 1], offsets 0, 100, 200.
/// Projection at the normal rate: `y + 0.499 v`.
struct GestureSimulationTests {
    static func preset(_ mode: SnapMode, collapse: CollapseMode = .shrink) -> HeaderPreset {
        HeaderPreset(
            name: "sim", minHeight: 100, maxHeight: 300, collapse: collapse,
            snap: SnapBehavior(mode: mode, positions: mode == .disabled ? [] : [0, 0.5, 1]))
    }

    func testComesToRestWhereRestSays() {
        for (mode, offset, velocity, expected) in [
            // disabled: projected, floored at 0.
            (SnapMode.disabled, 0.0, 1000.0, 499.0),  // 0 + 499
            (.disabled, 100, 300, 249.7),  // 100 + 149.7
            (.disabled, 50, -1000, 0),  // 50 - 499 < 0: runs past the top, bounces
            (.disabled, -80, 0, 0),  // a pull bounces back
            (.disabled, -80, 1000, 419),  // -80 + 499: flung out of the pull
            // immediately: settle(y), else projected.
            (.immediately, 70, 0, 100),  // 70 is nearer 100 than 0
            (.immediately, 70, 3000, 100),  // the velocity does not matter
            (.immediately, 150, 0, 200),  // a tie goes to the more collapsed
            (.immediately, 250, 0, 250),  // past the last snap offset: projected
            (.immediately, 250, -400, 50.4),  // 250 - 199.6
            (.immediately, -40, 0, 0),  // before the first: projected -40, floored
            // afterFinishAccelerating: |v| < 200 as immediately, else settle(projected).
            (.afterFinishAccelerating, 20, 100, 0),  // slow: settle(20) = 0
            (.afterFinishAccelerating, 20, 250, 100),  // 20 + 124.75 = 144.75, nearer 100
            (.afterFinishAccelerating, 20, 1000, 519),  // 519 is past 200: projected
            (.afterFinishAccelerating, 180, -300, 0),  // 180 - 149.7 = 30.3, nearer 0
            (.afterFinishAccelerating, -50, 400, 100),  // -50 + 199.6 = 149.6, nearer 100
            (.afterFinishAccelerating, -50, 150, 24.85),  // slow, settle(-50) none: -50 + 74.85
        ] {
            TestRow.$current.withValue(String(describing: (mode, offset, velocity, expected))) {
                self.comesToRestWhereRestSays(mode: mode, offset: offset, velocity: velocity, expected: expected)
            }
        }
    }

    func comesToRestWhereRestSays(mode: SnapMode, offset: Double, velocity: Double, expected: Double) {
        let preset = Self.preset(mode)
        let simulation = GestureSimulation(preset: preset)
        let frames = simulation.simulate(from: offset, velocity: velocity)
        let last = frames.last?.offset ?? .nan
        expect(abs(last - expected) < 1e-9)
        expectEqual(last, preset.rest(after: offset, velocity: velocity))
        expectEqual(last, simulation.restingOffset(from: offset, velocity: velocity))
        expectEqual(frames.first?.offset, offset)
        expectEqual(frames.last?.frame, preset.frame(at: last))
    }

    func testFlingAtTheNormalRateTravels499Points() {
        let frames = GestureSimulation(preset: Self.preset(.disabled)).simulate(from: 0, velocity: 1000)
        expectEqual(frames.last?.offset, 499)
        // Stops once 499 × 0.998^(1000 t) <= 0.1: t >= ln(4990) / ln(1/0.998) / 1000 = 4.2533 s,
        // frame ⌈4.2533 × 120⌉ = 511, so 512 frames.
        expectEqual(frames.count, 512)
        // The frame before the last is already within 1 % of the projected 499 pt (in fact
        // 499 × 0.998^(1000 × 510/120) = 0.1007 pt short), so the last frame moves it 0.1 pt.
        expect(abs(frames[frames.count - 2].offset - 499) <= 4.99)
        expect(abs(frames[frames.count - 2].offset - 499) < 0.101)
        expect(zip(frames, frames.dropFirst()).allSatisfy { $0.offset <= $1.offset })
    }

    func testFlingAtTheFastRateTravels99Points() {
        let simulation = GestureSimulation(
            preset: Self.preset(.disabled),
            parameters: MotionParameters(deceleration: .fast))
        let frames = simulation.simulate(from: 0, velocity: 1000)
        expectEqual(frames.last?.offset, 99)
        expect(abs(frames[frames.count - 2].offset - 99) <= 0.99)  // 1 % of 99 pt
        // 99 × 0.99^(1000 t) <= 0.1 and 1000 ln(1/0.99) × that <= 1 pt/s: t = ln(990)/ln(1/0.99)/1000
        // = 0.6863 s; frame ⌈82.36⌉ = 83 (remaining 0.0948 pt, 0.95 pt/s).
        expectEqual(frames.count, 84)
    }

    func testCriticallyDampedSnapNeverOvershoots() {
        for (mode, offset, velocity, target) in [
            (SnapMode.immediately, 70.0, 0.0, 100.0),
            (.immediately, 130, 0, 100),
            (.afterFinishAccelerating, 20, 250, 100),
            (.immediately, 40, 0, 0),
        ] {
            TestRow.$current.withValue(String(describing: (mode, offset, velocity, target))) {
                self.criticallyDampedSnapNeverOvershoots(mode: mode, offset: offset, velocity: velocity, target: target)
            }
        }
    }

    func criticallyDampedSnapNeverOvershoots(mode: SnapMode, offset: Double, velocity: Double, target: Double) {
        let frames = GestureSimulation(preset: Self.preset(mode)).simulate(from: offset, velocity: velocity)
        expectEqual(frames.last?.offset, target)
        let side = (offset - target).sign
        for frame in frames {
            expect(frame.offset == target || (frame.offset - target).sign == side)
        }
        // Critically damped at 0.3 s response: settled well inside a second.
        expect((frames.last?.time ?? 99) < 1)
    }

    func testBouncySpringOvershootsButStillEndsExactly() {
        let parameters = MotionParameters(spring: SnapSpring(response: 0.3, dampingRatio: 0.2))
        let frames = GestureSimulation(preset: Self.preset(.immediately), parameters: parameters)
            .simulate(from: 70, velocity: 0)
        expect(frames.contains { $0.offset > 100 })
        expectEqual(frames.last?.offset, 100)
    }

    func testFlingPastTheTopDipsAndBouncesBack() {
        let frames = GestureSimulation(preset: Self.preset(.disabled)).simulate(from: 50, velocity: -1000)
        // Reaches 0 at t = ln(449/499)/ln(0.998)/1000 = 0.0527 s, at 998.999 × 449/499 = 898.9 pt/s;
        // a critically damped spring from 0 at that speed dips to 898.9 / (ω e) with ω = 2π/0.3:
        // 898.9 / (20.944 × 2.71828) = 15.79 pt.
        let lowest = frames.map(\.offset).min() ?? 0
        expect(abs(lowest + 15.79) < 0.1)
        expectEqual(frames.last?.offset, 0)
    }

    func testPullIsRubberBandedAndBouncesBack() {
        let simulation = GestureSimulation(preset: Self.preset(.disabled))
        let frames = simulation.simulate(from: 0, drag: -150, velocity: 0)
        // b(150) with d = 844: 0.55 × 150 × 844 / (82.5 + 844) = 69630 / 926.5 = 75.1538 pt.
        expect(abs(simulation.releaseOffset(from: 0, drag: -150) + 75.1538046411225) < 1e-9)
        // The drag takes ⌈150 / 500 × 120⌉ = 36 frames; frame 36 is the release.
        expect(abs(frames[36].offset + 75.1538046411225) < 1e-9)
        expectEqual(frames.map(\.offset).min(), frames[36].offset)
        // Half way through the drag the finger has travelled 75: b(75) = 41.25 × 844 / 885.25 = 39.33.
        expect(abs(frames[18].offset + 34815 / 885.25) < 1e-9)
        expectEqual(frames.last?.offset, 0)
        // During the pull the header grows 1:1 (damping 0): H + 75.15.
        expect(abs(frames[36].frame.height - 375.1538046411225) < 1e-9)
    }

    func testDragFromAPullContinuesOnTheBand() {
        let simulation = GestureSimulation(preset: Self.preset(.disabled))
        // From -52 at d = 960 the finger is 99.96 past the top (RubberBandTests); 0.04 more is 100.
        let parameters = MotionParameters(viewportHeight: 960)
        let release = GestureSimulation(preset: Self.preset(.disabled), parameters: parameters)
            .releaseOffset(from: -52, drag: -(100 - 99.95995194233079))
        expect(abs(release + 52.01970443349754) < 1e-9)
        // Dragging 200 into the content from a 40 pt pull: past the top, then 1:1.
        expectEqual(simulation.releaseOffset(from: 40, drag: 200), 240)
    }

    func testFramesAreExactlyOneFrameApart() {
        for frameRate in [120.0, 60, 90.5, 1] {
            TestRow.$current.withValue(String(describing: frameRate)) { self.framesAreExactlyOneFrameApart(frameRate: frameRate) }
        }
    }

    func framesAreExactlyOneFrameApart(frameRate: Double) {
        let simulation = GestureSimulation(
            preset: Self.preset(.immediately),
            parameters: MotionParameters(frameRate: frameRate))
        let frames = simulation.simulate(from: -30, drag: 120, velocity: 800)
        for (index, frame) in frames.enumerated() {
            expectEqual(frame.time, Double(index) / frameRate)
        }
        expectEqual(frames.last?.offset, simulation.restingOffset(from: -30, drag: 120, velocity: 800))
    }

    func testAlreadyAtRestIsOneFrame() {
        let frames = GestureSimulation(preset: Self.preset(.immediately)).simulate(from: 100, velocity: 0)
        expectEqual(frames.count, 1)
        expectEqual(frames.first?.offset, 100)
        expectEqual(frames.first?.time, 0)
    }

    func testDefaultsKeepTheFramesOfFrameAt() {
        let preset = Self.preset(.afterFinishAccelerating, collapse: .scroll)
        for frame in GestureSimulation(preset: preset).simulate(from: -20, drag: 90, velocity: 600) {
            expectEqual(frame.frame, preset.frame(at: frame.offset))
            expectEqual(frame.parallaxOffset, 0)
        }
    }

    func testParallaxSeriesFollowsTheFrames() {
        let preset = Self.preset(.disabled)
        let frames = GestureSimulation(preset: preset, parameters: MotionParameters(parallax: 0.25))
            .simulate(from: 0, velocity: 300)
        // Ends at 149.7: shrink, -0.25 × 149.7 = -37.425.
        expect(abs((frames.last?.parallaxOffset ?? 0) + 37.425) < 1e-9)
        for frame in frames {
            expectEqual(frame.parallaxOffset, preset.backgroundOffset(in: frame.frame, parallax: 0.25))
        }
    }

    func testQuickReturnHeaderReappearsOnAFlingBack() {
        let preset = Self.preset(.disabled)
        let simulation = GestureSimulation(preset: preset, parameters: MotionParameters(quickReturn: true))
        // From deep in the content (collapsed), a fling back of -200 pt/s travels 99.8 pt:
        // the header shows 99.8 of its 200 pt range again, height 100 + 99.8.
        let frames = simulation.simulate(from: 1000, velocity: -200)
        expectEqual(frames.first?.frame.height, 100)
        expectEqual(frames.last?.offset, 900.2)
        expect(abs((frames.last?.frame.height ?? 0) - 199.8) < 1e-6)
        // Without quick return the header stays collapsed.
        let plain = GestureSimulation(preset: preset).simulate(from: 1000, velocity: -200)
        expectEqual(plain.last?.frame.height, 100)
    }

    static let extremes: [Double] = [
        0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300, 1e300, -1e300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    func testExtremeInputsNeverGiveNaNAndAlwaysEnd() {
        for value in Self.extremes {
            for velocity in [0.0, 1e300, -1e300, .nan, .infinity] {
                TestRow.$current.withValue(String(describing: (value, velocity))) {
                    self.extremeInputsNeverGiveNaNAndAlwaysEnd(value: value, velocity: velocity)
                }
            }
        }
    }

    func extremeInputsNeverGiveNaNAndAlwaysEnd(value: Double, velocity: Double) {
        for mode in SnapMode.allCases {
            let simulation = GestureSimulation(preset: Self.preset(mode))
            for (offset, drag) in [(value, 0.0), (0, value), (value, value)] {
                let frames = simulation.simulate(from: offset, drag: drag, velocity: velocity)
                expect(frames.count <= 1201)  // 10 s at 120 Hz, frame 0 included
                expect(
                    frames.allSatisfy {
                        !$0.offset.isNaN && $0.frame.height.isFinite && $0.frame.translation.isFinite
                            && $0.frame.progress.isFinite && $0.parallaxOffset.isFinite && $0.time.isFinite
                    })
                expectEqual(frames.last?.offset, simulation.restingOffset(from: offset, drag: drag, velocity: velocity))
            }
        }
    }

    func testBrokenParametersAreClampedNotTrusted() {
        let parameters = MotionParameters(
            frameRate: 0, deceleration: ScrollDeceleration(rate: 1), viewportHeight: .nan,
            rubberBandConstant: 0, spring: SnapSpring(response: 0, dampingRatio: -1), parallax: .infinity)
        let simulation = GestureSimulation(preset: Self.preset(.afterFinishAccelerating), parameters: parameters)
        let frames = simulation.simulate(from: -30, drag: -100, velocity: 2500)
        // Frame rate 0 is clamped to 1 Hz: at most 11 frames in 10 s.
        expect(frames.count <= 11)
        expect(frames.allSatisfy { $0.offset.isFinite && $0.parallaxOffset.isFinite })
        expectEqual(frames.last?.offset, simulation.restingOffset(from: -30, drag: -100, velocity: 2500))
    }
}
