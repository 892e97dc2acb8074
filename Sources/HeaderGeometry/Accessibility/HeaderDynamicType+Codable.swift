/// The `dynamicType` object of docs/accessibility.md#dynamic-type: `scaledHeight` required,
/// `textStyle` defaulting to `"largeTitle"`, no other key; both keys are written.
extension HeaderDynamicType: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case textStyle, scaledHeight
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let textStyle = try container.decodeCaseIfGiven(TextStyle.self, forKey: .textStyle) ?? .default
        let scaledHeight = try container.decodeIfGiven(Double.self, forKey: .scaledHeight)
        guard let scaledHeight else {
            throw DecodingError.keyNotFound(
                CodingKeys.scaledHeight,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "dynamicType needs a scaledHeight"))
        }
        self.init(textStyle: textStyle, scaledHeight: scaledHeight)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(textStyle.rawValue, forKey: .textStyle)
        try container.encode(scaledHeight, forKey: .scaledHeight)
    }
}
