/// The track object of docs/tracks.md through any `Decoder`/`Encoder`; `input` and `easing` may be
/// missing (their defaults), no other key is allowed, and every key is written. The rules are
/// checked by the preset that holds the track (``HeaderPreset/violations``, which its decoding runs).
extension ContentTrack: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case layer, property, input, easing, keyframes
    }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let property = try container.decodeCaseIfGiven(TrackProperty.self, forKey: .property) else {
            throw DecodingError.keyNotFound(CodingKeys.property, DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "a track needs a property"))
        }
        self.init(
            layer: try container.decode(String.self, forKey: .layer),
            property: property,
            input: try container.decodeCaseIfGiven(TrackInput.self, forKey: .input) ?? .default,
            easing: try container.decodeIfGiven(TrackEasing.self, forKey: .easing) ?? .default,
            keyframes: try container.decode([TrackKeyframe].self, forKey: .keyframes)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layer, forKey: .layer)
        try container.encode(property, forKey: .property)
        try container.encode(input, forKey: .input)
        try container.encode(easing, forKey: .easing)
        try container.encode(keyframes, forKey: .keyframes)
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
        try decoder.refuseUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(at: try container.decode(Double.self, forKey: .at),
                  value: try container.decode(Double.self, forKey: .value))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(at, forKey: .at)
        try container.encode(value, forKey: .value)
    }
}

/// A name (`"easeOut"`) or `[x1, y1, x2, y2]`.
extension TrackEasing: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            guard let easing = TrackEasing(name: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(MessageText.quoted(name)) is not an easing (\(TrackEasing.names.joined(separator: ", ")) or [x1, y1, x2, y2])")
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
