/// The `motion` object of a preset document; every key optional, missing keys take their
/// defaults. `decelerationRate` is `"normal"`, `"fast"` or a number (the rate per millisecond).
extension MotionParameters: Codable {
    private enum CodingKeys: String, CodingKey {
        case frameRate, decelerationRate, viewportHeight, rubberBandConstant, spring, parallax, quickReturn
    }

    private enum SpringKeys: String, CodingKey {
        case response, dampingRatio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var deceleration = Defaults.deceleration
        if container.contains(.decelerationRate) {
            if let name = try? container.decode(String.self, forKey: .decelerationRate) {
                guard let named = ScrollDeceleration(name: name) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .decelerationRate, in: container,
                        debugDescription: "\"\(name)\" is not \"normal\", \"fast\" or a number")
                }
                deceleration = named
            } else {
                deceleration = ScrollDeceleration(rate: try container.decode(Double.self, forKey: .decelerationRate))
            }
        }
        var spring = Defaults.spring
        if container.contains(.spring) {
            let springs = try container.nestedContainer(keyedBy: SpringKeys.self, forKey: .spring)
            spring.response = try springs.decodeIfPresent(Double.self, forKey: .response) ?? spring.response
            spring.dampingRatio = try springs.decodeIfPresent(Double.self, forKey: .dampingRatio) ?? spring.dampingRatio
        }
        self.init(
            frameRate: try container.decodeIfPresent(Double.self, forKey: .frameRate) ?? Defaults.frameRate,
            deceleration: deceleration,
            viewportHeight: try container.decodeIfPresent(Double.self, forKey: .viewportHeight) ?? Defaults.viewportHeight,
            rubberBandConstant: try container.decodeIfPresent(Double.self, forKey: .rubberBandConstant)
                ?? Defaults.rubberBandConstant,
            spring: spring,
            parallax: try container.decodeIfPresent(Double.self, forKey: .parallax) ?? Defaults.parallax,
            quickReturn: try container.decodeIfPresent(Bool.self, forKey: .quickReturn) ?? Defaults.quickReturn
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
    }
}
