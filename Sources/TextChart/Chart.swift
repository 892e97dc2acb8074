/// A chart: one or more panels stacked vertically over one shared x axis.
///
/// Render it as text with ``render(options:)`` or as SVG with ``renderSVG(width:height:)``.
public struct Chart: Hashable, Sendable {
    /// The panels, top to bottom; the first is usually the main one.
    public var panels: [ChartPanel]
    /// The x axis title with its unit, e.g. `offset (pt)`.
    public var xAxisTitle: String
    /// The x range shown; `nil` fits the data of all panels.
    public var xRange: ClosedRange<Double>?
    /// Labelled positions marked under the x axis.
    public var xMarks: [AxisMark]

    /// A chart of the given panels over a shared x axis.
    public init(
        panels: [ChartPanel], xAxisTitle: String, xRange: ClosedRange<Double>? = nil,
        xMarks: [AxisMark] = []
    ) {
        self.panels = panels
        self.xAxisTitle = xAxisTitle
        self.xRange = xRange
        self.xMarks = xMarks
    }
}
