/// The phone's screen in the preview page, in CSS pixels (1 pt = 1 CSS px).
public struct PhoneSize: Hashable, Sendable {
    /// The screen's width.
    public var width: Int
    /// The screen's height, status bar and home indicator included.
    public var height: Int

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
