/// JSON text for values, as the canonical writer spells them; for any layer that writes JSON.
public enum JSONText {
    /// `s` as a JSON string: in quotes, with only what JSON requires escaped — `\"`, `\\` and
    /// control characters (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00xx`); `/` and non-ASCII stay.
    public static func quoted(_ s: String) -> String {
        var out = JSONOutput(capacity: s.utf8.count + 2)
        out.appendQuoted(s)
        return out.text
    }

    /// The shortest text that reads back as `d` (`300`, `0.5`, `1e-7`); `-0` is written `0`.
    /// JSON has no NaN or infinity: those are written `null`.
    public static func number(_ d: Double) -> String {
        var out = JSONOutput(capacity: 24)
        out.appendNumber(d)
        return out.text
    }
}
