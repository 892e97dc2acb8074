/// UIScrollView's exponential deceleration: velocity falls by `rate` every millisecond.
public struct ScrollDeceleration: Hashable, Sendable {
    /// The share of velocity kept per millisecond (`0.998` normal, `0.99` fast).
    public var rate: Double
    /// How far a release travels per point-per-second of velocity: `rate / (1 - rate) / 1000`.
    public var projectionFactor: Double

    /// A deceleration at `rate` per millisecond (`0 < rate < 1`).
    public init(rate: Double) {
        self.rate = rate
        // Rounded to the millionth so the well-known rates give the exact factors apps use
        // (0.998 → 0.499, 0.99 → 0.099) rather than 0.49900000000000044.
        self.projectionFactor = (rate / (1 - rate) / 1000 * 1_000_000).rounded() / 1_000_000
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998 per ms, a release travels `0.499 * v`.
    public static let normal = ScrollDeceleration(rate: 0.998)
    /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms, a release travels `0.099 * v`.
    public static let fast = ScrollDeceleration(rate: 0.99)

    /// The distance a release at `velocity` (points per second) travels before it stops.
    public func projectedDistance(velocity: Double) -> Double {
        velocity * projectionFactor
    }
}
