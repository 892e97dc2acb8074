import ValueText

/// The rules of docs/format.md#preset-keys.
extension HeaderPreset {
    /// The largest `maxHeight` (and shadow threshold) a preset may have, in points.
    public static let heightLimit = 10_000.0
    /// The longest summary, in Unicode scalars.
    public static let summaryLimit = 500
    /// The largest shadow radius, in points.
    public static let shadowRadiusLimit = 100.0
    /// The longest name.
    public static let nameLimit = 64
    /// Allowed pull triggers, in points of pull.
    public static let pullTriggerRange = 1.0...10_000.0

    /// Every rule this preset breaks, in key order; empty when the preset is valid
    /// (docs/format.md#preset-keys).
    public var violations: [PresetViolation] {
        var found: [PresetViolation] = []
        for rule in Self.rules { rule.check(self, &found) }
        return found
    }

    /// Whether the preset breaks no rule.
    public var isValid: Bool { violations.isEmpty }

    /// Why `name` is not a valid preset name, or `nil` when it is
    /// (`^[a-z0-9][a-z0-9._-]{0,63}$`).
    public static func nameProblem(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        if bytes.isEmpty { return "must not be empty" }
        if bytes.count > nameLimit {
            return "is \(name.unicodeScalars.count) characters long; at most \(nameLimit) are allowed"
        }
        func isLowerAlnum(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        if !isLowerAlnum(bytes[0]) {
            return "must start with a lowercase letter or a digit"
        }
        for scalar in name.unicodeScalars {
            let ok =
                scalar.isASCII
                && (isLowerAlnum(UInt8(scalar.value))
                    || scalar == "." || scalar == "_" || scalar == "-")
            if !ok {
                return "may hold only lowercase letters, digits, '.', '_' and '-' (found \(describe(scalar)))"
            }
        }
        return nil
    }

    /// Why `summary` is not a valid summary, or `nil` when it is.
    public static func summaryProblem(_ summary: String) -> String? {
        var count = 0
        for scalar in summary.unicodeScalars {
            count += 1
            if scalar != "\n", isControl(scalar) {
                return "contains the control character \(describe(scalar)); only newline is allowed"
            }
        }
        if count > summaryLimit {
            return "is \(count) characters long; at most \(summaryLimit) are allowed"
        }
        return nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        if isControl(scalar) || scalar == " " { return "U+" + hex4(scalar.value) }
        return "\(MessageText.quoted(String(scalar)))"
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
