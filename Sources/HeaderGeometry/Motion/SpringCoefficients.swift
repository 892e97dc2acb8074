/// A spring as physics states it: a mass on a spring of some stiffness, slowed by a damper.
///
/// This is the form Jetpack Compose (`spring(dampingRatio, stiffness)`, unit mass), Flutter
/// (`SpringDescription(mass:stiffness:damping:)`), CSS animation libraries and SwiftUI's
/// `Spring(mass:stiffness:damping:)` take. ``SnapSpring`` converts to and from it.
public struct SpringCoefficients: Hashable, Sendable {
    /// The moving mass (any unit; only ratios matter).
    public var mass: Double
    /// The spring constant `k`: force per unit of displacement.
    public var stiffness: Double
    /// The damping coefficient `c`: force per unit of velocity.
    public var damping: Double

    /// A spring of `mass`, `stiffness` and `damping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The damping ratio `ζ = c / (2 √(k m))`: `1` critically damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}
