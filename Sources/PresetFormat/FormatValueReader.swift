import HeaderGeometry
import ValueText

/// Reads the text of a `KEY=VALUE` as the key's type: numbers as JSON writes them, lists,
/// names. Every error names the key (`motion.parallax: 'half' is not a number`).
enum FormatValueReader {
    /// A decimal number as JSON writes them (an optional leading `+` allowed); not `nan`, `inf`
    /// or hexadecimal, and not one too large for a Double. `-0` reads as 0.
    static func number(_ text: String, key: String) throws(FormatKeyError) -> Double {
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        guard allowed, let number = Double(text) else {
            throw FormatKeyError(.unreadable, "\(key): \(MessageText.quoted(text)) is not a number")
        }
        guard number.isFinite else {
            throw FormatKeyError(.unreadable, "\(key): \(text) is too large for a number")
        }
        return NumberText.withoutNegativeZero(number)
    }

    /// `0,0.5,1`, in brackets and with spaces if you like; empty (or `[]`) for none.
    static func numbers(_ value: String, key: String) throws(FormatKeyError) -> [Double] {
        var text = Substring(value)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if text.allSatisfy({ $0 == " " }) { return [] }
        var numbers: [Double] = []
        for (index, part) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let trimmed = trimmed(part)
            do {
                numbers.append(try number(trimmed, key: key))
            } catch {
                throw FormatKeyError(.unreadable, "\(key)[\(index)]: \(MessageText.quoted(trimmed)) is not a number")
            }
        }
        return numbers
    }

    /// One of `names`; anything else is refused with the closest name or the list.
    static func choice(_ value: String, among names: [String], key: String) throws(FormatKeyError) -> String {
        if names.contains(value) { return value }
        let hint =
            NameSuggestion.closest(to: value, among: names).map { "did you mean \(MessageText.quoted($0))?" }
            ?? "allowed: " + names.joined(separator: ", ")
        throw FormatKeyError(.unreadable, "\(key): \(MessageText.quoted(value)) is not allowed", hint: hint)
    }

    /// `true` or `false`.
    static func boolean(_ value: String, key: String) throws(FormatKeyError) -> Bool {
        switch value {
        case "true": return true
        case "false": return false
        default: throw FormatKeyError(.unreadable, "\(key): \(MessageText.quoted(value)) is not true or false")
        }
    }

    /// `part` without leading and trailing spaces.
    static func trimmed(_ part: Substring) -> String {
        String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
