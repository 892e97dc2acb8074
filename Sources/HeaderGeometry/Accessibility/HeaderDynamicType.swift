/// The part of a header that holds text and grows with the user's text size
/// (docs/accessibility.md#dynamic-type): the `dynamicType` object of a preset.
public struct HeaderDynamicType: Hashable, Sendable {
    /// The text style whose size sets the growth.
    public var textStyle: TextStyle
    /// `k`: the points of `maxHeight` taken by text, in `0...maxHeight`.
    public var scaledHeight: Double

    /// Text `scaledHeight` points tall in `textStyle` (large title by default).
    public init(textStyle: TextStyle = .default, scaledHeight: Double) {
        self.textStyle = textStyle
        self.scaledHeight = scaledHeight
    }
}
