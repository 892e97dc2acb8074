import ValueText

/// The `motion` object of a preset document; every key optional, missing keys take their
/// defaults, no other key is allowed and a value may not be `null`. `decelerationRate` is
/// `"normal"`, `"fast"` or a number (the rate per millisecond); `fling` is `"uikit"` or
/// `"android"`.
extension MotionParameters: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case frameRate, decelerationRate, viewportHeight, rubberBandConstant, spring, parallax, quickReturn, fling
    }

    private enum SpringKeys: String, CodingKey, CaseIterable {
        case response, dampingRatio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let frameRate = try container.decodeIfGiven(Double.self, forKey: .frameRate) ?? Defaults.frameRate
        let deceleration =
            try container.expecting("'normal', 'fast' or a number", at: .decelerationRate) {
                () throws -> ScrollDeceleration? in
                guard container.contains(.decelerationRate) else { return nil }
                guard let name = try? container.decode(String.self, forKey: .decelerationRate) else {
                    return ScrollDeceleration(rate: try container.decode(Double.self, forKey: .decelerationRate))
                }
                guard let named = ScrollDeceleration(name: name) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .decelerationRate, in: container,
                        debugDescription: "\(MessageText.quoted(name)) is not 'normal', 'fast' or a number")
                }
                return named
            } ?? Defaults.deceleration
        let viewportHeight = try container.decodeIfGiven(Double.self, forKey: .viewportHeight) ?? Defaults.viewportHeight
        let rubberBandConstant =
            try container.decodeIfGiven(Double.self, forKey: .rubberBandConstant)
            ?? Defaults.rubberBandConstant
        var spring = Defaults.spring
        if container.contains(.spring) {
            let springs = try container.strictNestedContainer(keyedBy: SpringKeys.self, forKey: .spring)
            spring.response = try springs.decodeIfGiven(Double.self, forKey: .response) ?? spring.response
            spring.dampingRatio = try springs.decodeIfGiven(Double.self, forKey: .dampingRatio) ?? spring.dampingRatio
        }
        self.init(
            frameRate: frameRate,
            deceleration: deceleration,
            viewportHeight: viewportHeight,
            rubberBandConstant: rubberBandConstant,
            spring: spring,
            parallax: try container.decodeIfGiven(Double.self, forKey: .parallax) ?? Defaults.parallax,
            quickReturn: try container.decodeIfGiven(Bool.self, forKey: .quickReturn) ?? Defaults.quickReturn,
            fling: try container.decodeCaseIfGiven(FlingModel.self, forKey: .fling) ?? Defaults.fling
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frameRate, forKey: .frameRate)
        if let name = deceleration.name {
            try container.encode(name, forKey: .decelerationRate)
        } else {
            try container.encode(deceleration.rate, forKey: .decelerationRate)
        }
        try container.encode(viewportHeight, forKey: .viewportHeight)
        try container.encode(rubberBandConstant, forKey: .rubberBandConstant)
        var springs = container.nestedContainer(keyedBy: SpringKeys.self, forKey: .spring)
        try springs.encode(spring.response, forKey: .response)
        try springs.encode(spring.dampingRatio, forKey: .dampingRatio)
        try container.encode(parallax, forKey: .parallax)
        try container.encode(quickReturn, forKey: .quickReturn)
        // Written only when not the default, after the keys motion had before it.
        if fling != Defaults.fling || encoder.writesEveryKey {
            try container.encode(fling, forKey: .fling)
        }
    }
}
