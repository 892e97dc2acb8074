/// The size and look of a text rendering.
public struct TextRenderOptions: Hashable, Sendable {
    /// The whole chart's width in terminal columns: no line is wider.
    public var width: Int
    /// The whole chart's height in lines: exactly this many.
    public var height: Int
    /// Braille or plain ASCII.
    public var style: ChartStyle
    /// Whether to colour the series with ANSI escape codes; without it the output holds none.
    public var color: Bool

    /// Options for a `width` × `height` chart, Braille and no colour unless told otherwise.
    public init(width: Int, height: Int, style: ChartStyle = .braille, color: Bool = false) {
        self.width = width
        self.height = height
        self.style = style
        self.color = color
    }
}
