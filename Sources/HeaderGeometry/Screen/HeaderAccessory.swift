/// A strip under the header (tabs, a segmented control, a search field): docs/screen.md#the-accessory.
public struct HeaderAccessory: Hashable, Sendable {
    /// The strip's height `t`, in points: `(0, 1000]`.
    public var height: Double
    /// `a`, in `0...10000` points: how much content lies between the expanded header's bottom and
    /// the strip (a profile's avatar and bio), scrolling away before the strip pins.
    public var offset: Double
    /// How the strip moves.
    public var behavior: AccessoryBehavior

    /// The largest strip height, in points.
    public static let heightLimit = 1000.0
    /// The largest ``offset``, in points.
    public static let offsetLimit = 10_000.0

    /// A strip `height` points tall, `offset` points of content below the header (default `0`).
    public init(height: Double, offset: Double = 0, behavior: AccessoryBehavior = .default) {
        self.height = height
        self.offset = offset
        self.behavior = behavior
    }
}
