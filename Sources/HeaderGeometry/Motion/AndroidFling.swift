/// Android's spline fling as `OverScroller` and Compose's `splineBasedDecay` compute it, in
/// floating point and without rounding to whole pixels (docs/format.md#motion-fling).
///
/// A release at `v` points per second travels
/// `D(v) = sign(v) · F·C · exp(R / (R − 1) · ln(0.35 · |v| / (F·C)))` points in
/// `T(v) = exp(ln(0.35 · |v| / (F·C)) / (R − 1))` seconds, with the scroll friction `F = 0.015`,
/// the physical coefficient `C = 9.80665 · 39.37 · 160 · 0.84` (gravity in inches per second²
/// on a 160 dpi screen, times 0.84) and `R = ln 0.78 / ln 0.9`. Computed in dp, the same for
/// every screen density; `D(0) = 0`.
///
/// Along the way the position follows OverScroller's spline: at time `t` the share of `D` covered
/// is `P(s)` where `Q(s) = t / T`, two cubic Béziers with control values `0, 0.175, 0.35, 1` (`Q`)
/// and `0, 0.5, 1, 1` (`P`); `s` is found by bisection.
public enum AndroidFling {
    /// `ViewConfiguration.getScrollFriction()`: `0.015`.
    public static let friction = 0.015
    /// OverScroller's `mPhysicalCoeff` at 160 dpi: `9.80665 · 39.37 · 160 · 0.84`.
    public static let physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84
    /// OverScroller's `DECELERATION_RATE`: `ln 0.78 / ln 0.9`.
    public static let decelerationRate = MotionMath.log(0.78) / MotionMath.log(0.9)
    /// OverScroller's `INFLEXION`: `0.35`.
    public static let inflexion = 0.35
    /// OverScroller's `START_TENSION` and `END_TENSION`: `0.5` and `1`.
    static let startTension = 0.5, endTension = 1.0
    /// The time spline's inner control values, OverScroller's `P1` and `P2`: `0.175` and `0.35`.
    static let timeControls = (startTension * inflexion, 1 - endTension * (1 - inflexion))

    /// `ln(0.35 · |v| / (F·C))`, or `nil` for a release standing still.
    private static func splineDeceleration(_ velocity: Double) -> Double? {
        guard velocity != 0, !velocity.isNaN else { return nil }
        return MotionMath.log(inflexion * abs(velocity) / (friction * physicalCoefficient))
    }

    /// How far a release at `velocity` points per second travels, signed as the velocity.
    public static func distance(velocity: Double) -> Double {
        guard let l = splineDeceleration(velocity) else { return 0 }
        let rate = decelerationRate
        let magnitude = friction * physicalCoefficient * MotionMath.exp(rate / (rate - 1) * l)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// How long, in seconds, a release at `velocity` points per second moves.
    public static func duration(velocity: Double) -> Double {
        guard let l = splineDeceleration(velocity) else { return 0 }
        return MotionMath.exp(l / (decelerationRate - 1))
    }

    /// The spline's parameter `s` in `0...1` at the time share `time` (`0...1`): `Q(s) = time`.
    static func splineParameter(atTimeShare time: Double) -> Double {
        if !(time > 0) { return 0 }
        if time >= 1 { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if timeShare(middle) < time { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// `Q(s)`: the time share at spline parameter `s`.
    static func timeShare(_ s: Double) -> Double {
        bezier(s, timeControls.0, timeControls.1)
    }

    /// `P(s)`: the distance share at spline parameter `s`.
    static func distanceShare(_ s: Double) -> Double {
        bezier(s, startTension, 1)
    }

    /// `dP/dQ` at `s`: the speed along the spline, relative to the mean speed `D / T`.
    static func relativeSpeed(_ s: Double) -> Double {
        let dq = bezierSlope(s, timeControls.0, timeControls.1)
        let dp = bezierSlope(s, startTension, 1)
        return dq > 0 ? dp / dq : 0
    }

    /// The cubic Bézier with control values `0, a, b, 1` at `s`.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * s * (u * a + s * b) + s * s * s
    }

    /// Its derivative at `s`.
    private static func bezierSlope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
}
