import ValueText

/// The phone's screen in the preview page, in CSS pixels (1 pt = 1 CSS px).
public struct PhoneSize: Hashable, Sendable {
    /// The screen's width.
    public var width: Int
    /// The screen's height, status bar and home indicator included.
    public var height: Int
    /// The status bar's height, the device's top safe-area inset `s` (docs/screen.md#devices):
    /// presets with `safeArea` `included` or `added` run under it.
    public var safeAreaTop: Double = PhoneSize.standardSafeAreaTop

    /// 47: the notched iPhone's status bar, the one the preview has always drawn.
    public static let standardSafeAreaTop = 47.0

    /// 390 × 844: the iPhone 12–14 and 16e portrait screen, the core's default viewport.
    public static let standard = PhoneSize(width: 390, height: 844)
    /// The narrowest screen that still shows a header's title and the status bar.
    public static let minimumWidth = 200
    /// The shortest screen that still leaves room to scroll under the status bar (47 px) and
    /// above the home indicator (34 px).
    public static let minimumHeight = 300
    /// The largest width or height drawn, as large as any desktop window.
    public static let maximumDimension = 10_000

    /// A screen `width` × `height` CSS pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A screen `width` × `height` CSS pixels under a status bar `safeAreaTop` tall.
    public init(width: Int, height: Int, safeAreaTop: Double) {
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
    }

    /// What the page's body style adds for this screen: nothing for the standard status bar (so
    /// the page keeps its bytes), else its height as `--status-bar`.
    var statusBarStyle: String {
        safeAreaTop == PhoneSize.standardSafeAreaTop ? "" : "; --status-bar: \(NumberText.shortest(safeAreaTop))px"
    }

    /// What is wrong with this size for drawing a phone, or `nil` when it can be drawn.
    public var problem: String? {
        if width < PhoneSize.minimumWidth || height < PhoneSize.minimumHeight {
            return "a \(width) × \(height) phone is too small to draw; the least is "
                + "\(PhoneSize.minimumWidth) × \(PhoneSize.minimumHeight)"
        }
        if width > PhoneSize.maximumDimension || height > PhoneSize.maximumDimension {
            return "a \(width) × \(height) phone is too large; the most is "
                + "\(PhoneSize.maximumDimension) × \(PhoneSize.maximumDimension)"
        }
        return nil
    }
}
