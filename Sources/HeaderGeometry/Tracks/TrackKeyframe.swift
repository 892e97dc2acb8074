/// A track's value at one input value (docs/tracks.md).
public struct TrackKeyframe: Hashable, Sendable {
    /// The input value (progress or pull) this keyframe is at.
    public var at: Double
    /// The property's value there.
    public var value: Double

    /// The keyframe `{"at": at, "value": value}`.
    public init(at: Double, value: Double) {
        self.at = at
        self.value = value
    }
}
