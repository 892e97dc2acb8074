/// The offset of a scroll carried by a ``SnapSpring`` from a start offset and velocity to a
/// target, solved in closed form, so any time can be evaluated exactly and independently.
///
/// With `x` the displacement from the target, `x(0) = start - target` and `x'(0) = velocity`,
/// `ω = 2π / response` and `ζ` the damping ratio:
/// - `ζ = 1`: `x(t) = (x0 + (v0 + ω x0) t) e^(-ω t)`;
/// - `ζ < 1`: `x(t) = e^(-ζ ω t) (x0 cos(ω_d t) + (v0 + ζ ω x0) / ω_d sin(ω_d t))`, `ω_d = ω √(1 - ζ²)`;
/// - `ζ > 1`: `x(t) = a e^(r1 t) + b e^(r2 t)`, `r1,2 = -ω (ζ ∓ √(ζ² - 1))`.
public struct SpringMotion: Hashable, Sendable {
    /// The offset the spring pulls toward.
    public var target: Double
    /// The offset at time `0`.
    public var start: Double
    /// The velocity at time `0`, in points per second.
    public var velocity: Double
    /// The spring.
    public var spring: SnapSpring

    /// Start and velocity are limited to this magnitude (points, points per second) so that no
    /// product in the solution overflows; motions that large are not animations anyone sees.
    public static let magnitudeLimit = 1e15

    /// A spring motion from `start` moving at `velocity` toward `target`.
    public init(from start: Double, velocity: Double, to target: Double, spring: SnapSpring) {
        self.start = start
        self.velocity = velocity
        self.target = target
        self.spring = spring
    }

    /// The offset at `time` seconds after the start.
    public func offset(at time: Double) -> Double {
        target + state(at: time).displacement
    }

    /// The velocity, in points per second, at `time` seconds after the start.
    public func velocity(at time: Double) -> Double {
        state(at: time).velocity
    }

    /// Within this distance of `1`, a damping ratio is treated as exactly critical (the over-
    /// and underdamped forms lose precision there and agree with the critical one).
    private static let criticalTolerance = 1e-9

    private func state(at time: Double) -> (displacement: Double, velocity: Double) {
        let limit = SpringMotion.magnitudeLimit
        let x0 = min(max(start - target, -limit), limit)
        let v0 = min(max(velocity, -limit), limit)
        let omega = spring.angularFrequency
        // A spring that cannot move (no stiffness) or would not be a spring (negative or NaN
        // damping) is taken as already at its target and critically damped.
        guard omega.isFinite, omega > 0 else { return (0, 0) }
        let zeta = spring.dampingRatio >= 0 ? spring.dampingRatio : 1
        let t = time.isNaN ? 0 : max(time, 0)
        if abs(zeta - 1) <= SpringMotion.criticalTolerance {
            let decay = MotionMath.exp(-omega * t)
            let b = v0 + omega * x0
            return ((x0 + b * t) * decay, (v0 - omega * b * t) * decay)
        }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = MotionMath.exp(-zeta * omega * t)
            let c = (v0 + zeta * omega * x0) / omegaD
            let cosine = MotionMath.cos(omegaD * t), sine = MotionMath.sin(omegaD * t)
            let x = decay * (x0 * cosine + c * sine)
            let v = decay * (v0 * cosine - (x0 * omegaD + zeta * omega * c) * sine)
            return (x, v)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (v0 - r2 * x0) / (r1 - r2)
        let b = x0 - a
        let e1 = MotionMath.exp(r1 * t), e2 = MotionMath.exp(r2 * t)
        return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
    }
}
