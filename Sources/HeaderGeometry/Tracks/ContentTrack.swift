/// One property of one layer inside the header, keyed to the collapse progress or the pull
/// (docs/tracks.md): the title's scale, the background's opacity, the scrim's opacity.
public struct ContentTrack: Hashable, Sendable {
    /// The layer the track moves: `^[a-z][a-z0-9-]{0,31}$`; conventionally `background`, `title`,
    /// `subtitle`, `avatar`, `scrim` or `accessory`.
    public var layer: String
    /// The property of the layer the track sets.
    public var property: TrackProperty
    /// What drives the track.
    public var input: TrackInput
    /// How the value moves between keyframes.
    public var easing: TrackEasing
    /// 1 to 16 keyframes, `at` strictly increasing.
    public var keyframes: [TrackKeyframe]
    /// For a `scale` track, the point of the layer it scales about (docs/screen.md#tracks-that-follow-the-screen);
    /// `nil` for the centre, ``TrackAnchor/center``. Any other property with an anchor breaks a rule.
    public var anchor: TrackAnchor?

    /// A track; `input` and `easing` default to docs/tracks.md's `progress` and `linear`, the
    /// anchor to the centre.
    public init(
        layer: String, property: TrackProperty, input: TrackInput = .default,
        easing: TrackEasing = .default, keyframes: [TrackKeyframe], anchor: TrackAnchor? = nil
    ) {
        self.layer = layer
        self.property = property
        self.input = input
        self.easing = easing
        self.keyframes = keyframes
        self.anchor = anchor
    }

    /// The point the track's layer scales about: its ``anchor``, or the centre.
    public var scaleAnchor: TrackAnchor { anchor ?? .center }

    /// The track with an anchor at the centre (the default) written as none.
    public var withDefaultAnchorRemoved: ContentTrack {
        var track = self
        if track.anchor == .center { track.anchor = nil }
        return track
    }

    /// The track's value when its input is `x`: the first keyframe's value before it, the last's
    /// after it, eased in between; the property's identity value when there are no keyframes.
    /// A NaN input is taken as `0`.
    public func value(forInput x: Double) -> Double {
        guard let first = keyframes.first else { return property.identityValue }
        let x = x.isNaN ? 0 : x
        if x <= first.at { return first.value }
        for index in 1..<keyframes.count {
            let next = keyframes[index]
            if x < next.at {
                let previous = keyframes[index - 1]
                let t = (x - previous.at) / (next.at - previous.at)
                return previous.value + (next.value - previous.value) * easing.ease(t)
            }
        }
        return keyframes[keyframes.count - 1].value
    }

    /// The track's value in `frame`: ``value(forInput:)`` of the frame's progress or pull.
    public func value(in frame: HeaderFrame) -> Double {
        value(forInput: input.value(in: frame))
    }

    /// Whether this track comes before `other` in a document: by layer, then property (byte order).
    public func precedes(_ other: ContentTrack) -> Bool {
        if layer != other.layer { return layer.utf8.lexicographicallyPrecedes(other.layer.utf8) }
        return property.precedes(other.property)
    }

    /// `tracks` in document order: by layer, then property (byte order).
    public static func canonicallyOrdered(_ tracks: [ContentTrack]) -> [ContentTrack] {
        tracks.sorted { $0.precedes($1) }
    }
}
