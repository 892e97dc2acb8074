import ValueText

/// The JSON spellings a trace is written with (docs/traces.md#format), and messages quote names
/// with (MessageText): the same text the package's JSON writer gives.
enum TraceText {
    /// Appends `value`'s shortest round-trip form (`300`, `0.5`, `1e-7`); `-0` is written `0`.
    /// `value` must be finite.
    static func appendNumber(_ value: Double, to text: inout String) {
        text += value == 0 ? "0" : NumberText.shortest(value)
    }

    /// Appends `string` as a JSON string (``JSONText/quoted(_:)``).
    static func appendQuoted(_ string: String, to text: inout String) {
        text += JSONText.quoted(string)
    }
}
