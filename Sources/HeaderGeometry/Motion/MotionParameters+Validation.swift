/// The rules for motion parameters, reported at the key paths a preset document will use
/// (`motion.frameRate`, `motion.spring.response`, ...).
extension MotionParameters {
    /// Allowed frame rates, in frames per second.
    public static let frameRateRange = 1.0...1000.0
    /// Allowed deceleration rates per millisecond: anything slower than 0.999 would still be
    /// moving at the simulation's 10 s limit.
    public static let decelerationRateRange = 0.5...0.999
    /// Allowed viewport heights, in points (and it must be greater than 0).
    public static let viewportHeightRange = 0.0...HeaderPreset.heightLimit
    /// Allowed rubber-band constants (and it must be greater than 0): above 1 a pull would move
    /// the content farther than the finger.
    public static let rubberBandConstantRange = 0.0...1.0
    /// Allowed spring responses, in seconds.
    public static let springResponseRange = 0.01...1.0
    /// Allowed damping ratios: from Compose's bounciest preset (`DampingRatioHighBouncy`, 0.2) to
    /// twice critical; beyond either end a snap would not settle within the 10 s limit.
    public static let springDampingRatioRange = 0.2...2.0
    /// Allowed parallax factors.
    public static let parallaxRange = 0.0...1.0

    /// Every rule these parameters break, in key order; empty when they are valid
    /// (docs/format.md#motion).
    public var violations: [PresetViolation] {
        var found: [PresetViolation] = []
        let preset = HeaderPreset(name: "preset", motion: self)
        for rule in Self.rules { rule.check(preset, &found) }
        return found
    }

    /// Whether the parameters break no rule.
    public var isValid: Bool { violations.isEmpty }

    /// The parameters with every value moved into its allowed range (NaN to its default), so the
    /// simulation terminates and never meets NaN even when given parameters that break the rules.
    /// Valid parameters come back unchanged.
    public var clamped: MotionParameters {
        func clamp(
            _ value: Double, _ range: ClosedRange<Double>, _ fallback: Double,
            above lowest: Double? = nil
        ) -> Double {
            if value.isNaN { return fallback }
            var result = min(max(value, range.lowerBound), range.upperBound)
            if let lowest, result <= range.lowerBound { result = lowest }
            return result
        }
        var result = self
        result.frameRate = clamp(frameRate, Self.frameRateRange, Defaults.frameRate)
        let rate = clamp(deceleration.rate, Self.decelerationRateRange, Defaults.deceleration.rate)
        if rate != deceleration.rate { result.deceleration = ScrollDeceleration(rate: rate) }
        result.viewportHeight = clamp(
            viewportHeight, Self.viewportHeightRange,
            Defaults.viewportHeight, above: 1)
        result.rubberBandConstant = clamp(
            rubberBandConstant, Self.rubberBandConstantRange,
            Defaults.rubberBandConstant, above: 0.01)
        result.spring.response = clamp(
            spring.response, Self.springResponseRange,
            Defaults.spring.response)
        result.spring.dampingRatio = clamp(
            spring.dampingRatio, Self.springDampingRatioRange,
            Defaults.spring.dampingRatio)
        result.parallax = clamp(parallax, Self.parallaxRange, Defaults.parallax)
        return result
    }
}
