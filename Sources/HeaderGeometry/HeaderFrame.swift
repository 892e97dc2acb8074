/// Where the header is at one scroll offset (docs/concepts.md#the-frame-in-one-table). All lengths in points.
public struct HeaderFrame: Hashable, Sendable {
    /// The offset `y` this frame is for: `0` at rest, `> 0` scrolled, `< 0` pulled.
    public var offset: Double
    /// The header's height.
    public var height: Double
    /// The header's top edge in viewport coordinates (`0` or negative).
    public var translation: Double
    /// Collapse progress: `0` expanded, `1` collapsed.
    public var progress: Double
    /// The shadow radius to draw: the preset's radius while `visibleHeight < threshold`, else `0`.
    public var shadowRadius: Double
    /// The content's top edge in viewport coordinates: `maxHeight - offset`.
    public var contentTop: Double
    /// Whether the pull has reached the preset's `pullTrigger` (`-offset >= pullTrigger`); always
    /// `false` for a preset without one.
    public var triggered: Bool
    /// The accessory strip's top edge in viewport coordinates (docs/screen.md#the-accessory), or
    /// `nil` for a preset without an accessory.
    public var accessoryTop: Double?
    /// Whether the accessory is pinned under the header: for a pinned accessory, `offset >=`
    /// ``HeaderPreset/pinOffset``; `false` otherwise and without an accessory.
    public var pinned: Bool

    /// A frame with the given values.
    public init(
        offset: Double, height: Double, translation: Double, progress: Double,
        shadowRadius: Double, contentTop: Double, triggered: Bool = false,
        accessoryTop: Double? = nil, pinned: Bool = false
    ) {
        self.triggered = triggered
        self.accessoryTop = accessoryTop
        self.pinned = pinned
        self.offset = offset
        self.height = height
        self.translation = translation
        self.progress = progress
        self.shadowRadius = shadowRadius
        self.contentTop = contentTop
    }

    /// The header's bottom edge: `height + translation`.
    public var visibleHeight: Double { height + translation }

    /// The pull-away space opened under the header (`contentTop - visibleHeight`); negative once
    /// the content slides under it.
    public var gap: Double { contentTop - visibleHeight }
}
