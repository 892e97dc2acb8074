/// A labelled horizontal line across a panel at a fixed `y` value (a limit or a threshold).
///
/// It is always drawn on the row (SVG: the y) of its value. Lines that fall on the same row are
/// drawn once with their labels merged; a label that does not fit is left out and named in the
/// note under the chart, never moved.
public struct ReferenceLine: Hashable, Sendable {
    /// The `y` value the line is drawn at.
    public var value: Double
    /// The label shown to the right of the plot, e.g. `min 120`.
    public var label: String
    /// Solid or dashed.
    public var style: LineStyle
    /// The group (see ``ChartSeries/group``) the line belongs to, or `nil` for the whole chart.
    public var group: String?

    /// A reference line at `value` with a label, solid unless told otherwise.
    public init(value: Double, label: String, style: LineStyle = .solid, group: String? = nil) {
        self.value = value
        self.label = label
        self.style = style
        self.group = group
    }
}
