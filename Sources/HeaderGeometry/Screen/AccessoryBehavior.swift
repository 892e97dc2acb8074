/// How a header's accessory strip moves (docs/screen.md#the-accessory): Material's three tab
/// behaviours.
public enum AccessoryBehavior: String, CaseIterable, Hashable, Sendable {
    /// Pinned under the header once the content above it has scrolled away.
    case pinned
    /// Scrolling away with the content.
    case scroll
    /// Gone while scrolling into the content and back on any reverse scroll (Android's `enterAlways`).
    case quickReturn

    /// The behaviour of an accessory without the key.
    public static let `default` = AccessoryBehavior.pinned
}
