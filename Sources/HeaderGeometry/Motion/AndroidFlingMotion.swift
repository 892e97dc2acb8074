/// A released scroll slowing down as Android's does: it covers ``AndroidFling/distance(velocity:)``
/// in ``AndroidFling/duration(velocity:)`` along OverScroller's spline, then stops.
public struct AndroidFlingMotion: Hashable, Sendable {
    /// The offset at time `0`.
    public var start: Double
    /// The velocity at release, in points per second (`> 0` into the content).
    public var velocity: Double

    /// A fling from `start` released at `velocity`.
    public init(from start: Double, velocity: Double) {
        self.start = start
        self.velocity = velocity
    }

    /// The total distance travelled, signed as the velocity.
    public var distance: Double { AndroidFling.distance(velocity: velocity) }
    /// How long the fling moves, in seconds.
    public var duration: Double { AndroidFling.duration(velocity: velocity) }
    /// Where the motion ends: `start + distance`.
    public var restingOffset: Double { start + distance }

    /// The offset at `time` seconds after release.
    public func offset(at time: Double) -> Double {
        let total = duration
        guard total > 0, time < total else { return restingOffset }
        let s = AndroidFling.splineParameter(atTimeShare: max(time, 0) / total)
        return start + distance * AndroidFling.distanceShare(s)
    }

    /// The velocity, in points per second, at `time` seconds after release.
    public func velocity(at time: Double) -> Double {
        let total = duration
        guard total > 0, time < total else { return 0 }
        let s = AndroidFling.splineParameter(atTimeShare: max(time, 0) / total)
        return distance / total * AndroidFling.relativeSpeed(s)
    }

    /// The time, in seconds after release, at which the motion passes `offset`, or `nil` when it
    /// never gets there.
    public func time(reaching offset: Double) -> Double? {
        let d = distance
        guard d != 0 else { return offset == start ? 0 : nil }
        let share = (offset - start) / d
        guard share >= 0, share < 1 else { return nil }
        // P is increasing in s: bisect for P(s) = share, then t = T · Q(s).
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if AndroidFling.distanceShare(middle) < share { low = middle } else { high = middle }
        }
        return duration * AndroidFling.timeShare((low + high) / 2)
    }
}
