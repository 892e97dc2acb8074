/// A labelled position on the x axis (an event such as the collapse end or a snap offset).
///
/// Marks at one column are drawn once with their labels merged; labels that do not fit beside
/// their mark are staggered onto further lines, joined to it by a leader, or named in the note
/// under the chart.
public struct AxisMark: Hashable, Sendable {
    /// The `x` value marked.
    public var value: Double
    /// The label shown under the axis beside the mark, e.g. `collapsed at 180`.
    public var label: String
    /// The group (see ``ChartSeries/group``) the mark belongs to, or `nil` for the whole chart.
    public var group: String?

    /// A mark at `value` with a label.
    public init(value: Double, label: String, group: String? = nil) {
        self.value = value
        self.label = label
        self.group = group
    }
}
