/// A named polyline: points in drawing order, consecutive points joined by a line.
///
/// A point whose `x` or `y` is NaN or infinite is skipped and breaks the line there.
public struct ChartSeries: Hashable, Sendable {
    /// The name shown in the legend.
    public var name: String
    /// The points, joined in this order.
    public var points: [ChartPoint]
    /// What the series belongs to (a preset, say), or `nil`. When a chart's series belong to
    /// more than one group, reference lines and marks of a group carry its key (the glyph of its
    /// first series) so a reader can tell whose they are.
    public var group: String?

    /// A series with the given name and points, in an optional group.
    public init(name: String, points: [ChartPoint], group: String? = nil) {
        self.name = name
        self.points = points
        self.group = group
    }
}
