/// The accessory object of docs/screen.md#the-accessory: `height` required, `offset` defaulting
/// to `0`, `behavior` to `"pinned"`, no other key; every key is written.
extension HeaderAccessory: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case height, offset, behavior
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let height = try container.decodeIfGiven(Double.self, forKey: .height)
        let offset = try container.decodeIfGiven(Double.self, forKey: .offset) ?? 0
        let behavior = try container.decodeCaseIfGiven(AccessoryBehavior.self, forKey: .behavior) ?? .default
        guard let height else {
            throw DecodingError.keyNotFound(
                CodingKeys.height,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "an accessory needs a height"))
        }
        self.init(height: height, offset: offset, behavior: behavior)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(height, forKey: .height)
        try container.encode(offset, forKey: .offset)
        try container.encode(behavior.rawValue, forKey: .behavior)
    }
}
