/// Type names for Kotlin and Dart from preset names: `sticky-utah` → `StickyUtah`,
/// `material3-large-top-app-bar` → `Material3LargeTopAppBar`, `3d-card` → `Preset3dCard`.
enum PlatformIdentifier {
    /// The separators `-`, `_` and `.` start a new word; letters and digits are kept; a name
    /// starting with a digit gets the prefix `Preset`. Always a valid Kotlin and Dart type name,
    /// and never a keyword of either (they are all lowercase).
    static func upperCamel(_ name: String) -> String {
        var result = ""
        var startsWord = true
        for character in name {
            if character == "-" || character == "_" || character == "." {
                startsWord = true
                continue
            }
            if result.isEmpty, character.isNumber {
                result = "Preset"
            }
            result += startsWord ? character.uppercased() : String(character)
            startsWord = false
        }
        return result.isEmpty ? "Preset" : result
    }

    /// `upperCamel` with a lowercase first letter: `stickyUtah`, `preset3dCard`.
    static func lowerCamel(_ name: String) -> String {
        let upper = upperCamel(name)
        return upper.prefix(1).lowercased() + upper.dropFirst()
    }
}
