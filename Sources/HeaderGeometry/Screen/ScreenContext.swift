/// The screen a preset is evaluated on (docs/screen.md#the-context): the top safe-area inset `s`
/// and the viewport height `V`.
///
/// Without one (``none``), `s = 0` and `V` is the preset's `motion.viewportHeight`: every frame is
/// what it was before contexts existed.
public struct ScreenContext: Hashable, Sendable {
    /// The top safe-area inset `s` in points (the status bar, a notch, a Dynamic Island).
    public var safeAreaTop: Double
    /// The viewport height `V` in points, or `nil` for the preset's `motion.viewportHeight`.
    public var viewportHeight: Double?

    /// A context with a safe-area top of `safeAreaTop` points and, when given, a viewport of
    /// `viewportHeight` points.
    @inlinable
    public init(safeAreaTop: Double = 0, viewportHeight: Double? = nil) {
        self.safeAreaTop = safeAreaTop
        self.viewportHeight = viewportHeight
    }

    /// No context: `s = 0`, the preset's own viewport height.
    public static let none = ScreenContext()
}
