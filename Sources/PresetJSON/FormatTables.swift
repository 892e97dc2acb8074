import HeaderGeometry
import PresetFormat

/// The key tables of docs/format.md (docs/format.md#preset-keys, #motion and
/// #snap-policy-fling-and-pull-trigger), made from the format's table of keys
/// (``FormatKey/all``). Each sits in the page between two marker comments; `docs/generate` writes
/// them, and a test fails when the committed page differs.
public enum FormatTables {
    /// The sections of docs/format.md that hold a table; the track keys are docs/tracks.md's.
    public static let sections: [FormatKey.Section] = [.preset, .motion, .behaviour, .screen, .accessibility]

    /// The line before a section's table.
    public static func startMarker(_ section: FormatKey.Section) -> String {
        "<!-- keys: \(section.rawValue) (made from FormatKey.all by docs/generate; do not edit) -->"
    }

    /// The line after a section's table.
    public static func endMarker(_ section: FormatKey.Section) -> String {
        "<!-- end of keys: \(section.rawValue) -->"
    }

    /// The table of `section`'s keys, in the table's order: `| key | type | default | rule |`,
    /// one line each, a final newline.
    public static func table(_ section: FormatKey.Section) -> String {
        var lines = ["| key | type | default | rule |", "|---|---|---|---|"]
        for key in FormatKey.all where key.section == section && !key.isPattern {
            let rule = key.rule.isEmpty ? "|" : key.rule + " |"
            lines.append("| `\(key.path)` | \(typeText(key)) | \(key.defaultValue) | " + rule)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `page` (docs/format.md) with each section's table between its markers replaced by what
    /// ``table(_:)`` makes; `nil` when a marker is missing or out of order.
    public static func updated(_ page: String) -> String? {
        var text = page
        for section in sections {
            guard let start = text.firstRange(of: startMarker(section) + "\n"),
                let end = text[start.upperBound...].firstRange(of: endMarker(section))
            else { return nil }
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: table(section))
        }
        return text
    }

    /// The type as the docs write it: `number`, `"shrink"` or `"scroll"`, `object or null`.
    static func typeText(_ key: FormatKey) -> String {
        switch key.type {
        case .name, .text: "string"
        case .number: "number"
        case .numberOrNull: "number or `null`"
        case .numbers: "array of numbers"
        case .choice(let names): alternatives(names.map { "`\"\($0)\"`" })
        case .choiceOrNumber(let names, _): alternatives(names.map { "`\"\($0)\"`" } + ["a number"])
        case .boolean: "boolean"
        case .object: key.defaultValue == "`null`" ? "object or `null`" : "object"
        case .tracks: "array"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func alternatives(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
