import HeaderGeometry
import TestKit
import Testing

/// docs/tracks.md's easings: CSS's cubic-bezier curves solved to 1e-7, `step`, `linear`.
struct TrackEasingTests {
    /// `By(s)` where `Bx(s) = t`, found here by 200 halvings of `[0, 1]` on the Bernstein form
    /// (independent of the code under test, which uses Newton's method on the power form).
    static func bisected(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(middle, x1, x2) < t { low = middle } else { high = middle }
        }
        return bernstein((low + high) / 2, y1, y2)
    }

    // Compose's LargeTopAppBar fades its small title in through CubicBezier(0.8, 0, 0.8, 0.15).
    // The expected values were also worked out to 20 digits with 40-digit arithmetic (mpmath).
    /// Compose's CubicBezier(0.8, 0, 0.8, 0.15) within 1e-7
    func testComposeTitleCurve() {
        for (t, expected) in [
            (0.25, 0.0070717375329015630911),
            (0.5, 0.045670218066148843017),
            (0.75, 0.21276024697653310216),
            (0.9, 0.58452105899257211016),
        ] {
            TestRow.$current.withValue(String(describing: (t, expected))) { self.composeTitleCurve(t: t, expected: expected) }
        }
    }

    func composeTitleCurve(t: Double, expected: Double) {
        let easing = TrackEasing.cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15)
        expect(abs(easing.ease(t) - expected) < 1e-7)
        expect(abs(easing.ease(t) - Self.bisected(t, 0.8, 0, 0.8, 0.15)) < 1e-7)
    }

    /// named curves are CSS's control points, within 1e-7 everywhere
    func testNamedCurves() {
        for (easing, x1, y1, x2, y2) in [
            (TrackEasing.easeIn, 0.42, 0.0, 1.0, 1.0),
            (TrackEasing.easeOut, 0.0, 0.0, 0.58, 1.0),
            (TrackEasing.easeInOut, 0.42, 0.0, 0.58, 1.0),
        ] {
            TestRow.$current.withValue(String(describing: (easing, x1, y1, x2, y2))) {
                self.namedCurves(easing: easing, x1: x1, y1: y1, x2: x2, y2: y2)
            }
        }
    }

    func namedCurves(easing: TrackEasing, x1: Double, y1: Double, x2: Double, y2: Double) {
        for step in 0...40 {
            let t = Double(step) / 40
            expect(abs(easing.ease(t) - Self.bisected(t, x1, y1, x2, y2)) < 1e-7, "t = \(t)")
        }
    }

    /// a curve flat at its start, where Newton's method stalls, is still within 1e-7
    func testFlatStart() {
        // x1 = x2 = 0: Bx(s) = s³, so s = ∛t; By(s) = 3(1-s)²s·1 + 3(1-s)s²·1 + s³ = 3s - 3s² + s³.
        let easing = TrackEasing.cubicBezier(x1: 0, y1: 1, x2: 0, y2: 1)
        for t in [1e-12, 1e-9, 1e-6, 0.001, 0.3] {
            var root = 0.5
            for _ in 0..<100 { root = root - (root * root * root - t) / (3 * root * root) }  // ∛t by hand
            let expected = 3 * root - 3 * root * root + root * root * root
            expect(abs(easing.ease(t) - expected) < 1e-7, "t = \(t)")
        }
    }

    /// symmetric curves pass through the middle; the ends are exact
    func testMiddleAndEnds() {
        for easing in [
            TrackEasing.easeInOut, .cubicBezier(x1: 0.3, y1: 0.1, x2: 0.7, y2: 0.9),
        ] {
            TestRow.$current.withValue(String(describing: easing)) { self.middleAndEnds(easing: easing) }
        }
    }

    func middleAndEnds(easing: TrackEasing) {
        expect(abs(easing.ease(0.5) - 0.5) < 1e-7)
        expectEqual(easing.ease(0), 0)
        expectEqual(easing.ease(1), 1)
    }

    /// linear is t; step is 0 until t reaches 1; t is clamped to 0...1
    func testLinearStepAndClamping() {
        for (easing, t, expected) in [
            (TrackEasing.linear, 0.3, 0.3), (.linear, -1, 0), (.linear, 2, 1),
            (.step, 0, 0), (.step, 0.999, 0), (.step, 1, 1), (.step, 1.5, 1),
            (.easeOut, -0.5, 0), (.easeOut, 1.5, 1),
        ] {
            TestRow.$current.withValue(String(describing: (easing, t, expected))) {
                self.linearStepAndClamping(easing: easing, t: t, expected: expected)
            }
        }
    }

    func linearStepAndClamping(easing: TrackEasing, t: Double, expected: Double) {
        expectEqual(easing.ease(t), expected)
    }
}
