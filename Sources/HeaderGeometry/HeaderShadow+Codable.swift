/// The shadow object of docs/format.md#preset-keys: `threshold` required, `radius` defaulting to `8`, no other key.
extension HeaderShadow: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case threshold, radius
    }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            threshold: try container.decode(Double.self, forKey: .threshold),
            radius: try container.decodeIfGiven(Double.self, forKey: .radius) ?? HeaderShadow.defaultRadius
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(radius, forKey: .radius)
    }
}
