/// A labelled horizontal line across a panel at a fixed `y` value (a limit or a threshold).
public struct ReferenceLine: Hashable, Sendable {
    /// The `y` value the line is drawn at.
    public var value: Double
    /// The label shown to the right of the plot, e.g. `min 120`.
    public var label: String
    /// Solid or dashed.
    public var style: LineStyle

    /// A reference line at `value` with a label, solid unless told otherwise.
    public init(value: Double, label: String, style: LineStyle = .solid) {
        self.value = value
        self.label = label
        self.style = style
    }
}
