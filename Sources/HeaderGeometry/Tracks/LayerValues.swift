/// The values of a preset's tracks in one frame (docs/tracks.md), evaluated when asked.
///
/// ```swift
/// let frame = preset.frame(at: offset)
/// let title = preset.layers(in: frame)["title"]   // title.scale, title.opacity, ...
/// ```
public struct LayerValues: Hashable, Sendable {
    /// The preset's tracks.
    public var tracks: [ContentTrack]
    /// The frame's collapse progress (the input of `progress` tracks).
    public var progress: Double
    /// The frame's pull, `max(0, -y)` (the input of `pull` tracks).
    public var pull: Double
    /// The frame's scroll offset `y` (the input of `offset` tracks).
    public var offset: Double

    /// The values of `tracks` at `progress`, `pull` and `offset` (by default `-pull`, the offset
    /// of a pull; give it for tracks keyed to the offset).
    public init(tracks: [ContentTrack], progress: Double, pull: Double, offset: Double? = nil) {
        self.tracks = tracks
        self.progress = progress
        self.pull = pull
        self.offset = offset ?? -pull
    }

    /// Whether no track animates anything (every property has its identity value).
    public var isEmpty: Bool { tracks.isEmpty }

    /// The value of `property` of `layer`: its track's, or the identity value when it has none.
    public func value(of property: TrackProperty, layer: String) -> Double {
        for track in tracks where track.property == property && track.layer == layer {
            return track.value(forInput: input(track.input))
        }
        return property.identityValue
    }

    /// Every property of `layer`, animated or at its identity value.
    public subscript(layer: String) -> LayerAppearance {
        var appearance = LayerAppearance()
        for track in tracks where track.layer == layer {
            appearance[track.property] = track.value(forInput: input(track.input))
        }
        return appearance
    }

    /// One value per track, ordered by layer, then property (byte order): the `LAYER.PROPERTY`
    /// columns of `eval` and `simulate`.
    public var values: [TrackValue] {
        ContentTrack.canonicallyOrdered(tracks).map { track in
            TrackValue(
                layer: track.layer, property: track.property,
                value: track.value(forInput: input(track.input)))
        }
    }

    /// The layers that have tracks, in byte order, each once.
    public var layers: [String] {
        var names: [String] = []
        for track in ContentTrack.canonicallyOrdered(tracks) where names.last != track.layer {
            names.append(track.layer)
        }
        return names
    }

    private func input(_ input: TrackInput) -> Double {
        switch input {
        case .progress: progress
        case .pull: pull
        case .offset: offset
        }
    }
}

/// Every animatable property of one layer in one frame.
public struct LayerAppearance: Hashable, Sendable {
    /// `0` transparent ... `1` opaque.
    public var opacity = TrackProperty.opacity.identityValue
    /// The scale factor.
    public var scale = TrackProperty.scale.identityValue
    /// The horizontal shift in points.
    public var translateX = TrackProperty.translateX.identityValue
    /// The vertical shift in points.
    public var translateY = TrackProperty.translateY.identityValue
    /// The blur radius in points.
    public var blur = TrackProperty.blur.identityValue

    /// A layer no track moves: every property at its identity value.
    public init() {}

    /// The value of `property`.
    public subscript(property: TrackProperty) -> Double {
        get {
            switch property {
            case .opacity: opacity
            case .scale: scale
            case .translateX: translateX
            case .translateY: translateY
            case .blur: blur
            }
        }
        set {
            switch property {
            case .opacity: opacity = newValue
            case .scale: scale = newValue
            case .translateX: translateX = newValue
            case .translateY: translateY = newValue
            case .blur: blur = newValue
            }
        }
    }
}

/// One track's value in one frame.
public struct TrackValue: Hashable, Sendable {
    /// The track's layer.
    public var layer: String
    /// The track's property.
    public var property: TrackProperty
    /// The value.
    public var value: Double

    /// A track value.
    public init(layer: String, property: TrackProperty, value: Double) {
        self.layer = layer
        self.property = property
        self.value = value
    }

    /// `LAYER.PROPERTY`: `title.scale`, the column's name.
    public var name: String { "\(layer).\(property.rawValue)" }
}
