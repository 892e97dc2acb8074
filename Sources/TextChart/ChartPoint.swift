/// One data point of a series: `x` along the shared horizontal axis, `y` on its panel's axis.
public struct ChartPoint: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// A point at `(x, y)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
