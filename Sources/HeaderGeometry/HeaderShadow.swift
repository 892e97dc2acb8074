/// A shadow under the header, drawn while less than `threshold` points of the header are visible.
public struct HeaderShadow: Hashable, Sendable {
    /// The visible height below which the shadow shows, in points (`0...10000`).
    public var threshold: Double
    /// The shadow's blur radius, in points (`0...100`).
    public var radius: Double

    /// The default radius, `8`, as in the sticky-header seed's `< 140 ? 8 : 0`.
    public static let defaultRadius = 8.0

    /// A shadow that shows below `threshold` with the given radius.
    public init(threshold: Double, radius: Double = HeaderShadow.defaultRadius) {
        self.threshold = threshold
        self.radius = radius
    }
}
