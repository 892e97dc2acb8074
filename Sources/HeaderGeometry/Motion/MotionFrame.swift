/// One frame of a simulated gesture: when, where the scroll is, and where the header is.
public struct MotionFrame: Hashable, Sendable {
    /// Seconds since the gesture began: exactly `index / frameRate`.
    public var time: Double
    /// The scroll offset `y` (docs/concepts.md#the-frame-in-one-table): `0` at rest, `> 0` scrolled, `< 0` pulled.
    public var offset: Double
    /// The header's frame at this offset (for a quick-return header, after the offsets before it).
    public var frame: HeaderFrame
    /// The header background's top relative to the header's top, in points; see
    /// ``HeaderPreset/backgroundOffset(in:parallax:)``.
    public var parallaxOffset: Double

    /// A frame with the given values.
    public init(time: Double, offset: Double, frame: HeaderFrame, parallaxOffset: Double) {
        self.time = time
        self.offset = offset
        self.frame = frame
        self.parallaxOffset = parallaxOffset
    }
}
