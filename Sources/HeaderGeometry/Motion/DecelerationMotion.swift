/// A released scroll slowing down as UIScrollView does: every millisecond its velocity is
/// multiplied by the deceleration rate `r` and it moves by that velocity for the millisecond.
///
/// After `n` milliseconds it has moved `v0 / 1000 * (r + r² + ... + rⁿ) = D (1 - rⁿ)`, with
/// `D = v0 / 1000 * r / (1 - r)` the distance Apple's projection formula gives (0.499 s × `v0`
/// at the normal rate, 0.099 s × `v0` at the fast one). This type evaluates
/// `offset(t) = start + D (1 - r^(1000 t))` at any time `t` (seconds), the smooth curve through
/// those millisecond steps, so the motion ends exactly on ``restingOffset``. Its velocity is
/// `v(t) = -1000 ln(r) D r^(1000 t)`: exponential decay by `r` per millisecond as the issue asks,
/// starting at `k v0` with `k = r ln(1/r) / (1 - r)` (0.999 normal, 0.995 fast).
///
/// The continuous reading `v(t) = v0 r^(1000 t)` would instead give
/// `offset(t) = start + v0 (r^(1000 t) - 1) / (1000 ln r)` and travel `v0 / (1000 ln(1/r))`:
/// 0.4995 s × `v0` (0.1 % past Apple's figure) at the normal rate, 0.0995 s × `v0` (0.5 %) at the
/// fast one. The per-millisecond model is the one whose end matches ``HeaderPreset/rest(after:velocity:deceleration:)-(Double,Double,_)``.
public struct DecelerationMotion: Hashable, Sendable {
    /// The offset at time `0`.
    public var start: Double
    /// The velocity at release, in points per second (`> 0` into the content).
    public var velocity: Double
    /// The deceleration rate.
    public var deceleration: ScrollDeceleration

    /// A deceleration from `start` released at `velocity`.
    public init(from start: Double, velocity: Double, deceleration: ScrollDeceleration = .normal) {
        self.start = start
        self.velocity = velocity
        self.deceleration = deceleration
    }

    /// The total distance travelled, `D`: ``ScrollDeceleration/projectedDistance(velocity:)``.
    public var distance: Double { deceleration.projectedDistance(velocity: velocity) }

    /// Where the motion ends: `start + D`, the preset's projected offset.
    public var restingOffset: Double { start + distance }

    /// The offset at `time` seconds after release.
    public func offset(at time: Double) -> Double {
        start + distance * (1 - remainingShare(at: time, logRate: logRate))
    }

    /// The velocity, in points per second, at `time` seconds after release.
    public func velocity(at time: Double) -> Double {
        let logRate = self.logRate
        return distance * remainingShare(at: time, logRate: logRate) * (-1000 * logRate)
    }

    /// The distance still to go at `time`: `D r^(1000 t)`.
    public func remainingDistance(at time: Double) -> Double {
        distance * remainingShare(at: time, logRate: logRate)
    }

    /// The time, in seconds after release, at which the motion passes `offset`, or `nil` when it
    /// never gets there (the offset lies behind the start or at or beyond the resting offset).
    public func time(reaching offset: Double) -> Double? {
        let d = distance
        let logRate = self.logRate
        guard d != 0, logRate < 0 else { return offset == start ? 0 : nil }
        // offset = start + D (1 - s)  ⇔  s = 1 - (offset - start) / D, and s = r^(1000 t).
        let share = 1 - (offset - start) / d
        guard share > 0, share <= 1 else { return nil }
        return MotionMath.log(share) / logRate / 1000
    }

    /// `ln r`; `0` for a rate outside `(0, 1)`, whose motion is over at once.
    private var logRate: Double {
        let rate = deceleration.rate
        guard rate > 0, rate < 1 else { return 0 }
        return MotionMath.log(rate)
    }

    /// `r^(1000 t)`, the share of `D` still to go (`logRate` is `ln r`, computed once by the caller).
    private func remainingShare(at time: Double, logRate: Double) -> Double {
        let t = time.isNaN ? 0 : max(time, 0)
        if logRate == 0 { return t == 0 ? 1 : 0 }
        return MotionMath.exp(1000 * t * logRate)
    }
}
