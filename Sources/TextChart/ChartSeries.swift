/// A named polyline: points in drawing order, consecutive points joined by a line.
///
/// A point whose `x` or `y` is NaN or infinite is skipped and breaks the line there.
public struct ChartSeries: Hashable, Sendable {
    /// The name shown in the legend.
    public var name: String
    /// The points, joined in this order.
    public var points: [ChartPoint]

    /// A series with the given name and points.
    public init(name: String, points: [ChartPoint]) {
        self.name = name
        self.points = points
    }
}
