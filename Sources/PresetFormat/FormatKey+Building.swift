import HeaderGeometry

/// The shapes most keys share, so a table entry says only what is particular to its key.
extension FormatKey {
    /// A number key: read and written as JSON numbers; `range` (and, with `positive`, more than
    /// 0) is its type for the schema, help and completion, its rule the core's.
    static func number(
        _ path: String, range: ClosedRange<Double>, positive: Bool = false, unit: String? = nil,
        default defaultValue: String, rule: String, meaning: String, accepts: String, store: FormatStorage,
        section: Section = .preset,
        get: @escaping @Sendable (HeaderPreset) -> Double?,
        set: @escaping @Sendable (inout HeaderPreset, Double, String) throws(FormatKeyError) -> Void,
        shown: @escaping @Sendable (HeaderPreset) -> Bool = { _ in true }
    ) -> FormatKey {
        FormatKey(
            path, .number(range: range, positive: positive, unit: unit), default: defaultValue, rule: rule,
            meaning: meaning, accepts: accepts, store: store, section: section,
            read: { preset in get(preset).map(FormatText.number) },
            assign: { preset, text, path throws(FormatKeyError) in
                try set(&preset, try FormatValueReader.number(text, key: path), path)
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
}
