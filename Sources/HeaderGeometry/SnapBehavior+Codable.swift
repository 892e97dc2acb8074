/// The snap object (docs/format.md#preset-keys); every key optional, no other key allowed.
extension SnapBehavior: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case mode, positions, initialPosition, policy
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            mode: try container.decodeCaseIfGiven(SnapMode.self, forKey: .mode) ?? .disabled,
            positions: try container.decodeList(
                Double.self, forKey: .positions, expecting: "an array of numbers",
                atMost: SnapBehavior.maximumPositionCount, noun: "positions") ?? [],
            initialPosition: try container.decodeIfGiven(Double.self, forKey: .initialPosition) ?? 0,
            policy: try container.decodeCaseIfGiven(SnapPolicy.self, forKey: .policy) ?? .nearest
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(positions, forKey: .positions)
        try container.encode(initialPosition, forKey: .initialPosition)
        // Written only when not the default, so earlier documents keep their bytes.
        if policy != .nearest || encoder.writesEveryKey {
            try container.encode(policy, forKey: .policy)
        }
    }
}
