/// The point of a layer a `scale` track scales about, as shares of the layer's width and height:
/// `(0, 0)` the top-leading corner, `(0.5, 0.5)` the centre, `(0, 1)` the bottom-leading corner
/// (docs/screen.md#tracks-that-follow-the-screen). Each in `0...1`.
public struct TrackAnchor: Hashable, Sendable {
    /// The horizontal share, `0` leading ... `1` trailing.
    public var x: Double
    /// The vertical share, `0` top ... `1` bottom.
    public var y: Double

    /// An anchor at `(x, y)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The centre, `(0.5, 0.5)`: the default.
    public static let center = TrackAnchor(x: 0.5, y: 0.5)
}
