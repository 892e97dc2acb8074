/// One plot area with its own y axis; the panels of a chart are stacked and share the x axis.
public struct ChartPanel: Hashable, Sendable {
    /// The y axis title with its unit, shown above the panel, e.g. `height (pt)`.
    public var title: String
    /// The series drawn in this panel.
    public var series: [ChartSeries]
    /// Horizontal reference lines drawn behind the series.
    public var referenceLines: [ReferenceLine]
    /// The y range shown; `nil` fits the data and reference lines with a margin.
    public var yRange: ClosedRange<Double>?

    /// A panel with a title, series, reference lines and an optional fixed y range.
    public init(
        title: String, series: [ChartSeries], referenceLines: [ReferenceLine] = [],
        yRange: ClosedRange<Double>? = nil
    ) {
        self.title = title
        self.series = series
        self.referenceLines = referenceLines
        self.yRange = yRange
    }
}
