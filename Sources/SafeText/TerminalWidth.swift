/// How many columns of a terminal a text takes (docs/commands.md#list): what lines up a table
/// whose names or summaries hold Chinese, Japanese or Korean text, or emoji.
///
/// A character (a grapheme: a letter with its combining marks, a flag, an emoji sequence) takes
/// 2 columns when it is shown as an emoji (its first scalar has the emoji presentation, or it
/// holds the variation selector U+FE0F) or when its first scalar is East Asian Wide or Fullwidth;
/// 0 when it is only a combining mark, a format character (a zero-width space or joiner) or a
/// control; else 1. The wide ranges are those of Unicode's EastAsianWidth.txt, coarsened to the
/// blocks a terminal draws two columns wide.
public enum TerminalWidth {
    /// The columns `text` takes: its bytes when it is ASCII without controls (the common case).
    public static func of(_ text: some StringProtocol) -> Int {
        // A Substring, not the generic text: from another module, each step through
        // `StringProtocol` is a call.
        let text = Substring(text)
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        if text.unicodeScalars.allSatisfy(isSimple) { return text.unicodeScalars.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns `character` takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
        if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator: return 0
        default: return isWide(first) ? 2 : 1
        }
    }

    /// The longest start of `text` that takes at most `columns` columns, cut between characters
    /// (never inside one, so never between a letter and its marks nor inside an emoji), with the
    /// columns it takes.
    public static func prefix(of text: some StringProtocol, fitting columns: Int) -> (text: Substring, columns: Int) {
        let whole = Substring(text)
        var used = 0
        var start = whole.startIndex
        // Simple scalars first, a column each: a cut between two of them falls between characters.
        // At the first other scalar, the characters are walked from the simple one before it (a
        // mark after it belongs to it).
        if columns >= 0 {
            let scalars = whole.unicodeScalars
            var index = scalars.startIndex
            var previous: Substring.Index?
            while index != scalars.endIndex {
                guard isSimple(scalars[index]) else {
                    if let previous {
                        start = previous
                        used -= 1
                    } else {
                        start = index
                    }
                    break
                }
                if used == columns { return (whole[..<index], used) }
                previous = index
                used += 1
                index = scalars.index(after: index)
            }
            if index == scalars.endIndex { return (whole, used) }
        }
        var end = start
        for index in whole[start...].indices {
            let width = of(whole[index])
            if used + width > columns { return (whole[..<index], used) }
            used += width
            end = whole.index(after: index)
        }
        return (whole[..<end], used)
    }

    /// Whether `scalar` is a character of one column by itself, which no scalar after it can join:
    /// printable ASCII, the Latin-1 and Latin Extended letters and signs, general punctuation (dashes,
    /// quotes, `…`). `list` cuts 10 000 summaries; walking them character by character, with the
    /// Unicode properties each one needs, was most of its time.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010..<0x2028, 0x2030..<0x205F: return true
        default: return false
        }
    }

    /// Whether `scalar` is East Asian Wide or Fullwidth.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The East Asian Wide and Fullwidth ranges, in order (emoji are found by their presentation).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo, leading consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi syllables and radicals
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nüshu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Unified Ideographs Extensions G–H
    ]
}
