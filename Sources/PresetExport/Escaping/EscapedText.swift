/// The walk every escaper of this folder shares: `text` scalar by scalar, each one either kept or
/// replaced by what `replacement` gives, and the common case (nothing to replace) returned as it
/// is without building a new string.
///
/// What each language and context must replace is listed in
/// docs/platforms.md#user-text-in-generated-code.
enum EscapedText {
    /// `text` with every scalar for which `replacement` gives a string replaced by it.
    static func map(_ text: String, _ replacement: (Unicode.Scalar, Unicode.Scalar?) -> String?) -> String {
        let scalars = Array(text.unicodeScalars)
        var out: String?
        for index in scalars.indices {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if let replaced = replacement(scalars[index], next) {
                if out == nil {
                    var prefix = String.UnicodeScalarView()
                    prefix.append(contentsOf: scalars[..<index])
                    out = String(prefix)
                }
                out! += replaced
            } else if out != nil {
                out!.unicodeScalars.append(scalars[index])
            }
        }
        return out ?? text
    }

    /// Whether a reader of the generated file would not see `scalar` as itself: controls (line
    /// breaks included), line and paragraph separators, bidirectional overrides and isolates,
    /// zero-width and other format characters, private-use and unassigned code points.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        SourceText.isInvisible(scalar)
    }

    /// `scalar`'s code point as uppercase hexadecimal digits, at least `width` of them.
    static func hex(_ scalar: Unicode.Scalar, width: Int = 1) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `scalar` as UTF-16 `\uXXXX` escapes (a pair of them above U+FFFF), as Kotlin and
    /// JavaScript read them.
    static func utf16Escape(_ scalar: Unicode.Scalar) -> String {
        var result = ""
        for unit in String(scalar).utf16 {
            let digits = String(unit, radix: 16, uppercase: true)
            result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        return result
    }

    /// One line of comment text: every invisible character, line breaks included, a space, so
    /// nothing can end the comment's line, start a line of code, or reorder what a reader sees.
    static func commentLine(_ text: String) -> String {
        map(text) { scalar, _ in isInvisible(scalar) ? " " : nil }
    }
}
