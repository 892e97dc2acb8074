/// The shadow object of docs/format.md#preset-keys: `threshold` required, `radius` defaulting to `8`, no other key.
extension HeaderShadow: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case threshold, radius
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let threshold = try container.decodeIfGiven(Double.self, forKey: .threshold)
        let radius = try container.decodeIfGiven(Double.self, forKey: .radius) ?? HeaderShadow.defaultRadius
        guard let threshold else {
            throw DecodingError.keyNotFound(
                CodingKeys.threshold,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "a shadow needs a threshold"))
        }
        self.init(threshold: threshold, radius: radius)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(radius, forKey: .radius)
    }
}
