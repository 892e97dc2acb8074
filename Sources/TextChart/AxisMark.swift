/// A labelled position on the x axis (an event such as the collapse end or a snap offset).
public struct AxisMark: Hashable, Sendable {
    /// The `x` value marked.
    public var value: Double
    /// The label shown under the axis beside the mark, e.g. `E 180`.
    public var label: String

    /// A mark at `value` with a label.
    public init(value: Double, label: String) {
        self.value = value
        self.label = label
    }
}
