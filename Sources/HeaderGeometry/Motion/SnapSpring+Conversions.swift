/// The same spring in the other terms platforms use: stiffness, damping and mass (Compose,
/// Flutter, physics) and Apple's duration and bounce (SwiftUI's `Spring(duration:bounce:)`).
///
/// With `ω = 2π / response` and `ζ` the damping ratio, a spring of mass `m` has stiffness
/// `k = m ω²` and damping `c = 2 ζ m ω = 4π ζ m / response`. Apple's duration is the response;
/// its bounce is `1 - ζ` for `ζ <= 1` and `1/ζ - 1` above (a negative bounce is overdamped). So
/// `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness `(2π / 0.5)² ≈ 157.9`, damping
/// `4π × 0.7 / 0.5 ≈ 17.6`.
extension SnapSpring {
    /// The spring with the given physical coefficients (any mass; response and damping ratio
    /// depend only on `k / m` and `ζ`).
    public init(_ coefficients: SpringCoefficients) {
        let omega = (coefficients.stiffness / coefficients.mass).squareRoot()
        self.init(response: 2 * Double.pi / omega, dampingRatio: coefficients.dampingRatio)
    }

    /// Apple's spring of perceptual `duration` (seconds) and `bounce` (`0` none, up to `1`;
    /// negative for an overdamped, sluggish spring, down to `-1` exclusive).
    public init(duration: Double, bounce: Double) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// This spring's coefficients for a body of `mass` (unit mass unless given).
    public func coefficients(mass: Double = 1) -> SpringCoefficients {
        let omega = angularFrequency
        return SpringCoefficients(
            mass: mass, stiffness: mass * omega * omega,
            damping: 2 * dampingRatio * mass * omega)
    }

    /// Apple's perceptual duration, in seconds: the response.
    public var duration: Double { response }

    /// Apple's bounce: `1 - ζ` for a damping ratio `ζ <= 1`, `1/ζ - 1` for an overdamped one.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
}
