/// The shadow object of SPEC.md §3: `threshold` required, `radius` defaulting to `8`.
extension HeaderShadow: Codable {
    private enum CodingKeys: String, CodingKey {
        case threshold, radius
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            threshold: try container.decode(Double.self, forKey: .threshold),
            radius: try container.decodeIfPresent(Double.self, forKey: .radius) ?? HeaderShadow.defaultRadius
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(radius, forKey: .radius)
    }
}
