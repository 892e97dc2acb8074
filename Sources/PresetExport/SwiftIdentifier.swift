/// Swift identifiers for generated code: preset names in lowerCamelCase, keywords escaped.
public enum SwiftIdentifier {
    /// The words Swift reserves that a generated `static let` (or a namespace) cannot use bare.
    /// Contextual keywords (`get`, `some`, `async`, ...) are plain identifiers there.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol",
    ]

    /// A preset name in lowerCamelCase: `sticky-utah` → `stickyUtah`,
    /// `material3-large-top-app-bar` → `material3LargeTopAppBar`, `3d-card` → `preset3dCard`.
    ///
    /// The separators `-`, `_` and `.` start a new word; letters and digits are kept. A name the
    /// format allows (`^[a-z0-9][a-z0-9._-]{0,63}$`) always gives a valid identifier, though it
    /// may be a keyword (see ``escaped(_:)``).
    public static func camelCase(_ name: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(name.utf8.count + 6)
        var startsWord = false
        for byte in name.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") {
                startsWord = !result.isEmpty
                continue
            }
            if result.isEmpty, isDigit(byte) {
                result.append(contentsOf: "preset".utf8)
            }
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            result.append(startsWord && isLower ? byte - 32 : byte)
            startsWord = false
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `identifier` ready to write after `static let`: in backticks when it is a keyword.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether `text` is an identifier Swift accepts bare: an ASCII letter or `_`, then letters,
    /// digits and `_`, and no keyword.
    public static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) || first == UInt8(ascii: "_"),
            text != "_"
        else { return false }
        guard text.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }) else { return false }
        return !keywords.contains(text)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
