import HeaderGeometry

/// What every exporter derives from a preset the same way: the collapse range, where the shadow
/// switches on, the snap offsets and the spring in the platforms' terms.
struct PresetFacts {
    let preset: HeaderPreset

    init(_ preset: HeaderPreset) {
        self.preset = preset
    }

    /// `E = maxHeight - minHeight`.
    var collapseRange: Double { max(preset.collapseRange, 0) }

    /// Whether a pull grows the header (damping below 1).
    var stretches: Bool { preset.damping < 1 }

    /// The snap positions in use (`[0, 1]` when snapping is on and none are given; none when off).
    var snapPositions: [Double] { preset.snap.effectivePositions }

    /// The offset past which the shadow shows (`visible < threshold` ⇔ `y > maxHeight - threshold`
    /// for `y >= 0`), `nil` when no shadow ever shows at `y >= 0` (no shadow, radius 0, or a
    /// threshold at or below `minHeight`); a negative value means it shows from the start.
    var shadowSwitchOffset: Double? {
        guard let shadow = preset.shadow, shadow.radius > 0, shadow.threshold > preset.minHeight else { return nil }
        return preset.maxHeight - shadow.threshold
    }

    /// The spring on a unit mass.
    var spring: SpringCoefficients { preset.motion.spring.coefficients() }

    /// `response 0.3 s, damping ratio 1`.
    var springDescription: String {
        let spring = preset.motion.spring
        return "response \(CodeNumber.plain(spring.response)) s, damping ratio \(CodeNumber.plain(spring.dampingRatio))"
    }

    /// The deceleration as the preset's JSON spells it: `normal (0.998 per ms)`, `0.995 per ms`.
    var decelerationDescription: String {
        let deceleration = preset.motion.deceleration
        let rate = "\(CodeNumber.plain(deceleration.rate)) per ms"
        return deceleration.name.map { "\($0) (\(rate))" } ?? rate
    }

    /// The velocity decay constant per second: a fling's velocity is `v e^(-λ t)`.
    var decayPerSecond: Double { preset.motion.deceleration.decayPerSecond }

    /// The snap positions as text: `0, 0.5, 1`.
    static func list(_ values: [Double]) -> String {
        values.map(CodeNumber.plain).joined(separator: ", ")
    }
}
