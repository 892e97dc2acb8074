/// Preset names inside CSS: as an attribute value (`[data-stretchy-scroller="a.b"]`) and inside
/// identifiers (`stretchy-a\.b-height`), where `.` must be escaped.
enum CSSName {
    /// The selector of a preset's scroller.
    static func scroller(_ name: String) -> String {
        "[data-stretchy-scroller=\"\(name)\"]"
    }

    /// `name` as part of an identifier: every character but letters, digits, `-` and `_` escaped.
    static func identifier(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                result.append(character)
            } else {
                result += "\\" + String(character)
            }
        }
        return result
    }
}
