/// A deceleration as the exponential decay other platforms take (Compose's `exponentialDecay`,
/// Android's fling friction).
extension ScrollDeceleration {
    /// `λ = -1000 ln(rate)` per second: released at `v`, the scroll's velocity is `v e^(-λ t)`
    /// (UIKit multiplies it by `rate` every millisecond). `0.998` gives `2.002`, `0.99` gives `10.05`.
    public var decayPerSecond: Double { -1000 * MotionMath.log(rate) }
}
