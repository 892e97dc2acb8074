import ValueText

/// The track object of docs/tracks.md through any `Decoder`/`Encoder`; `input`, `easing` and
/// `anchor` may be missing (their defaults), no other key is allowed, and every key is written
/// (`anchor` only when not the centre). The rules are
/// checked by the preset that holds the track (``HeaderPreset/violations``, which its decoding runs).
extension ContentTrack: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case layer, property, input, easing, keyframes, anchor
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let layer = try container.decodeIfGiven(String.self, forKey: .layer)
        let property = try container.decodeCaseIfGiven(TrackProperty.self, forKey: .property)
        let input = try container.decodeCaseIfGiven(TrackInput.self, forKey: .input) ?? .default
        let easing = try container.decodeIfGiven(TrackEasing.self, forKey: .easing, expecting: TrackEasing.expected) ?? .default
        let keyframes = try container.decodeList(
            TrackKeyframe.self, forKey: .keyframes, expecting: "an array of keyframe objects",
            each: #"a keyframe object {"at": ..., "value": ...}"#, atMost: ContentTrack.maximumKeyframeCount, noun: "keyframes")
        let anchor = try container.decodeIfGiven([Double].self, forKey: .anchor, expecting: "an array [x, y]")
        if let anchor, anchor.count != 2 {
            throw DecodingError.dataCorruptedError(
                forKey: .anchor, in: container, debugDescription: "an anchor has 2 numbers [x, y], not \(anchor.count)")
        }
        for (missing, key) in [(layer == nil, CodingKeys.layer), (property == nil, .property), (keyframes == nil, .keyframes)]
        where missing {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "a track needs a \(key.rawValue)"))
        }
        self.init(
            layer: layer ?? "", property: property ?? .opacity, input: input, easing: easing, keyframes: keyframes ?? [],
            anchor: anchor.map { TrackAnchor(x: $0[0], y: $0[1]) })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layer, forKey: .layer)
        try container.encode(property, forKey: .property)
        try container.encode(input, forKey: .input)
        try container.encode(easing, forKey: .easing)
        try container.encode(keyframes, forKey: .keyframes)
        // Only when not the centre (docs/screen.md#tracks-that-follow-the-screen).
        if let anchor, anchor != .center {
            try container.encode([anchor.x, anchor.y], forKey: .anchor)
        } else if encoder.writesEveryKey {
            try container.encode([TrackAnchor.center.x, TrackAnchor.center.y], forKey: .anchor)
        }
    }
}

extension TrackProperty: Codable {}

extension TrackInput: Codable {}

/// `{"at": a, "value": v}`, both required, no other key.
extension TrackKeyframe: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case at, value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let at = try container.decodeIfGiven(Double.self, forKey: .at)
        let value = try container.decodeIfGiven(Double.self, forKey: .value)
        guard let at, let value else {
            throw DecodingError.keyNotFound(
                at == nil ? CodingKeys.at : .value,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "a keyframe needs at and value"))
        }
        self.init(at: at, value: value)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(at, forKey: .at)
        try container.encode(value, forKey: .value)
    }
}

/// A name (`"easeOut"`) or `[x1, y1, x2, y2]`.
extension TrackEasing: Codable {
    /// What an easing may be, as messages list it: `"linear", ... or [x1, y1, x2, y2]`.
    static let expected = names.map { MessageText.quoted($0) }.joined(separator: ", ") + " or [x1, y1, x2, y2]"

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            guard let easing = TrackEasing(name: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(MessageText.quoted(name)) is not \(TrackEasing.expected)")
            }
            self = easing
            return
        }
        let points = try container.decode([Double].self)
        guard points.count == 4 else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a cubic-bezier easing has 4 numbers [x1, y1, x2, y2], not \(points.count)")
        }
        self = .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let name {
            try container.encode(name)
        } else if case let .cubicBezier(x1, y1, x2, y2) = self {
            try container.encode([x1, y1, x2, y2])
        }
    }
}
