import HeaderGeometry
import TestKit
import Testing

/// docs/concepts.md#snapping and exyte's snapping, with expected values worked out by hand.
struct SnappingTests {
    /// E = 350 - 150 = 200, positions [0, 0.5, 1] → snap offsets [0, 100, 200].
    static let exyte = HeaderPreset(
        name: "scaling-header-snap", minHeight: 150, maxHeight: 350, collapse: .shrink,
        snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 0.5))

    func testSnapOffsets() {
        expectEqual(Self.exyte.snapOffsets, [0, 100, 200])
        expectEqual(Self.exyte.initialOffset, 100)
    }

    /// settle: nearest between neighbours, ties to the more collapsed, nothing outside
    func testSettle() {
        for (offset, expected) in [
            (0.0, 0.0 as Double?), (40, 0), (49.999, 0), (50, 100), (60, 100), (100, 100),
            (149, 100), (150, 200), (199, 200), (200, 200),
            (-0.001, nil), (-50, nil), (200.001, nil), (1e9, nil),
        ] {
            TestRow.$current.withValue(String(describing: (offset, expected))) { self.settle(offset: offset, expected: expected) }
        }
    }

    func settle(offset: Double, expected: Double?) {
        expectEqual(Self.exyte.settle(offset), expected)
    }

    /// positions default to [0, 1] when snapping is on and none are given
    func testDefaultPositions() {
        let preset = HeaderPreset(name: "d", minHeight: 100, maxHeight: 300, snap: SnapBehavior(mode: .immediately))
        expectEqual(preset.snapOffsets, [0, 200])
        expectEqual(preset.settle(99), 0)
        expectEqual(preset.settle(100), 200)
        expectEqual(HeaderPreset(name: "off").snapOffsets, [])
        expectEqual(HeaderPreset(name: "off").settle(0), nil)
    }

    /// positions are kept sorted
    func testSortedPositions() {
        var snap = SnapBehavior(mode: .immediately, positions: [1, 0, 0.25])
        expectEqual(snap.positions, [0, 0.25, 1])
        snap.positions = [0.75, 0.5]
        expectEqual(snap.positions, [0.5, 0.75])
    }

    /// projection is UIScrollView's normal deceleration: 0.499 s of velocity
    func testProjection() {
        expectEqual(ScrollDeceleration.normal.projectionFactor, 0.499)
        expectEqual(ScrollDeceleration.fast.projectionFactor, 0.099)
        let projected: Double = 10 + 1000 * 0.499
        expectEqual(Self.exyte.projectedOffset(after: 10, velocity: 1000), projected)
    }

    static func preset(_ mode: SnapMode) -> HeaderPreset {
        var preset = exyte
        preset.snap.mode = mode
        return preset
    }

    /// rest for each mode
    func testRest() {
        for (mode, offset, velocity, expected) in [
            // disabled: projected, floored at 0.
            (SnapMode.disabled, 50.0, 1000.0, 50 + 499.0),
            (.disabled, 60, 0, 60),
            (.disabled, 300, -1000, 0),  // 300 - 499 < 0 → bounces to 0
            (.disabled, -80, 0, 0),  // a pull bounces back
            // immediately: settle where the finger lifts, else projected.
            (.immediately, 60, 1000, 100),
            (.immediately, 40, 1000, 0),
            (.immediately, 250, 100, 250 + 49.9),  // outside [0, 200]: free deceleration
            (.immediately, -30, 0, 0),
            // afterFinishAccelerating: slow (|v| < 200) as immediately; else settle the projection.
            (.afterFinishAccelerating, 60, 199, 100),
            (.afterFinishAccelerating, 60, -199, 100),
            (.afterFinishAccelerating, 10, 300, 200),  // 10 + 149.7 = 159.7 → nearer 200 than 100
            (.afterFinishAccelerating, 10, 200, 100),  // 10 + 99.8 = 109.8 → 100
            (.afterFinishAccelerating, 150, -300, 0),  // 150 - 149.7 = 0.3 → 0
            (.afterFinishAccelerating, 10, 1000, 509),  // 509 is past the last snap offset
            (.afterFinishAccelerating, 100, -1000, 0),  // 100 - 499 < 0 → max(0, ·)
        ] as [(SnapMode, Double, Double, Double)] {
            TestRow.$current.withValue(String(describing: (mode, offset, velocity, expected))) {
                self.rest(mode: mode, offset: offset, velocity: velocity, expected: expected)
            }
        }
    }

    func rest(mode: SnapMode, offset: Double, velocity: Double, expected: Double) {
        let rest = Self.preset(mode).rest(after: offset, velocity: velocity)
        expect(abs(rest - expected) < 1e-9, "\(mode) y=\(offset) v=\(velocity): \(rest) ≠ \(expected)")
    }

    /// minHeight == maxHeight: every snap offset is 0
    func testZeroRange() {
        let preset = HeaderPreset(
            name: "z", minHeight: 44, maxHeight: 44,
            snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 1))
        expectEqual(preset.snapOffsets, [0, 0, 0])
        expectEqual(preset.initialOffset, 0)
        expectEqual(preset.rest(after: 0, velocity: 0), 0)
        expectEqual(preset.rest(after: 30, velocity: 0), 30)  // outside [0, 0]
    }

    /// rest never yields NaN
    func testNeverNaN() {
        for value in FrameTests.extremeOffsets {
            TestRow.$current.withValue(String(describing: value)) { self.neverNaN(value: value) }
        }
    }

    func neverNaN(value: Double) {
        for mode in SnapMode.allCases {
            expect(!Self.preset(mode).rest(after: value, velocity: value).isNaN)
            expect(!Self.preset(mode).rest(after: 10, velocity: value).isNaN)
        }
    }
}
