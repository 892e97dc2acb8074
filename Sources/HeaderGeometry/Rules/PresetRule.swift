import ValueText

/// One key's rule (docs/format.md#preset-keys): the key path it is reported at and the check
/// that appends what a preset breaks of it. ``HeaderPreset/violations`` runs them in key order.
struct PresetRule: Sendable {
    /// The key, as the command line and the docs write it: `maxHeight`, `motion.parallax`.
    let path: String
    /// Appends the violations of this key's rule in a preset.
    let check: @Sendable (HeaderPreset, inout [PresetViolation]) -> Void

    /// A number key's rule: finite, in `range`, and more than 0 if `positive`; a key `value`
    /// gives no number for (a shadow's threshold without a shadow) breaks nothing.
    static func number(
        _ path: String, in range: ClosedRange<Double>, positive: Bool = false,
        _ value: @escaping @Sendable (HeaderPreset) -> Double?
    ) -> PresetRule {
        PresetRule(path: path) { preset, found in
            if let number = value(preset) { checkNumber(number, in: range, positive: positive, at: path, into: &found) }
        }
    }

    /// The rule every number has: finite, in `range`, and more than 0 if `positive`.
    static func checkNumber(
        _ value: Double, in range: ClosedRange<Double>, positive: Bool = false,
        at path: @autoclosure () -> String, into found: inout [PresetViolation]
    ) {
        if !value.isFinite {
            found.append(PresetViolation(keyPath: path(), message: "\(NumberText.shortest(value)) is not a finite number"))
        } else if !range.contains(value) {
            let text = "\(NumberText.shortest(range.lowerBound))...\(NumberText.shortest(range.upperBound))"
            found.append(PresetViolation(keyPath: path(), message: "\(NumberText.shortest(value)) is outside \(text)"))
        } else if positive, value == 0 {
            found.append(PresetViolation(keyPath: path(), message: "must be greater than 0"))
        }
    }
}
