import HeaderGeometry

/// What `stretchy lint` checks a preset against: the screen (docs/screen.md#the-context), the
/// page's content height, if known, and the user's text size.
public struct LintContext: Sendable {
    /// The safe-area top `s` and the viewport height `V`.
    public var screen: ScreenContext
    /// `C`, the page's content height in points, or `nil` when not given (the content rules are skipped).
    public var contentHeight: Double?
    /// The text size `c` the preset is checked at.
    public var textSize: TextSize

    /// A context; without arguments, `s = 0`, the preset's viewport, no content height, `large`.
    public init(screen: ScreenContext = .none, contentHeight: Double? = nil, textSize: TextSize = .default) {
        self.screen = screen
        self.contentHeight = contentHeight
        self.textSize = textSize
    }
}
