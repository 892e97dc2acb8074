/// The shapes most keys share, so a table entry says only what is particular to its key.
extension FormatKey {
    /// A number key: read and written as JSON numbers, checked against `range` (and, with
    /// `positive`, more than 0) at `path`, plus any `extra` rule.
    static func number(
        _ path: String, range: ClosedRange<Double>, positive: Bool = false, unit: String? = nil,
        default defaultValue: String, rule: String, meaning: String, accepts: String, store: FormatStorage,
        section: Section = .preset,
        get: @escaping @Sendable (HeaderPreset) -> Double?,
        set: @escaping @Sendable (inout HeaderPreset, Double, String) throws(FormatKeyError) -> Void,
        extra: (@Sendable (HeaderPreset, inout [PresetViolation]) -> Void)? = nil,
        shown: @escaping @Sendable (HeaderPreset) -> Bool = { _ in true }
    ) -> FormatKey {
        FormatKey(
            path, .number(range: range, positive: positive, unit: unit), default: defaultValue, rule: rule,
            meaning: meaning, accepts: accepts, store: store, section: section,
            read: { preset in get(preset).map(FormatText.number) },
            assign: { preset, text, path throws(FormatKeyError) in
                try set(&preset, try FormatValueReader.number(text, key: path), path)
            },
            check: { preset, found in
                if let value = get(preset) { checkNumber(value, in: range, positive: positive, at: path, into: &found) }
                extra?(preset, &found)
            },
            shown: shown,
            stored: { preset in get(preset).map(FormatStoredValue.number) ?? .null },
            restore: { preset, value in
                // A setter that refuses (a shadow's radius without its threshold) leaves the default.
                if let number = value.double { try? set(&preset, number, path) }
            })
    }

    /// A key that holds one of `names`.
    static func choice(
        _ path: String, names: [String], default defaultValue: String, rule: String, meaning: String,
        store: FormatStorage, section: Section = .preset, get: @escaping @Sendable (HeaderPreset) -> String,
        set: @escaping @Sendable (inout HeaderPreset, String) -> Void,
        shown: @escaping @Sendable (HeaderPreset) -> Bool = { _ in true }
    ) -> FormatKey {
        FormatKey(
            path, .choice(names), default: defaultValue, rule: rule, meaning: meaning,
            accepts: names.joined(separator: "|"), store: store, section: section,
            read: { get($0) },
            assign: { preset, text, path throws(FormatKeyError) in
                set(&preset, try FormatValueReader.choice(text, among: names, key: path))
            },
            shown: shown,
            stored: { .text(get($0)) },
            restore: { preset, value throws(FormatKeyError) in
                guard let name = value.string, names.contains(name) else { throw unreadableStored(path, value) }
                set(&preset, name)
            })
    }

    /// The rule every number key has: finite, in `range`, and more than 0 if `positive`.
    static func checkNumber(_ value: Double, in range: ClosedRange<Double>, positive: Bool = false,
                            at path: @autoclosure () -> String, into found: inout [PresetViolation]) {
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
