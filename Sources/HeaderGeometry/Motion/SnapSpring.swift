/// The spring that carries the scroll to a snap offset, and back to the top after a pull, in the
/// terms Apple's and Compose's springs use: a response and a damping ratio.
///
/// A unit mass on a spring of stiffness `(2π / response)²` with damping `4π dampingRatio / response`
/// (SwiftUI's `spring(response:dampingFraction:)`). A damping ratio of `1` is critically damped:
/// the fastest settle that never overshoots when released at rest.
public struct SnapSpring: Hashable, Sendable {
    /// The period of the undamped spring, in seconds: smaller is stiffer and faster.
    public var response: Double
    /// `1` critically damped (no bounce), below `1` bouncy, above `1` sluggish.
    public var dampingRatio: Double

    /// A spring with the given response (seconds) and damping ratio.
    public init(
        response: Double = SnapSpring.defaultResponse,
        dampingRatio: Double = SnapSpring.defaultDampingRatio
    ) {
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// `0.3` s: Compose's top app bar snaps with `spring(stiffness = StiffnessMediumLow)`, a
    /// stiffness of 400 on a unit mass, so `2π / √400 ≈ 0.314` s; between SwiftUI's
    /// `interactiveSpring` (0.15 s) and its default `spring` (0.55 s).
    public static let defaultResponse = 0.3
    /// `1`: critically damped, Compose's default (`DampingRatioNoBouncy`) and Apple's advice for
    /// motion that should not bounce.
    public static let defaultDampingRatio = 1.0

    /// The undamped angular frequency `ω = 2π / response`, in radians per second.
    public var angularFrequency: Double { 2 * Double.pi / response }
}
