/// Caller text made safe for a fixed-width grid: one terminal column per scalar, no escapes.
enum SafeText {
    /// The scalars of `text`, with control characters, zero-width and double-width characters
    /// replaced by `?` (and, in ASCII style, everything outside printable ASCII).
    static func scalars(_ text: String, asciiOnly: Bool) -> [Unicode.Scalar] {
        text.unicodeScalars.map { scalar in
            let v = scalar.value
            if v < 0x20 || (0x7F..<0xA0).contains(v) { return "?" }
            if asciiOnly && v > 0x7E { return "?" }
            if isWideOrZeroWidth(v) { return "?" }
            return scalar
        }
    }

    /// Scalars that do not take exactly one terminal column (East Asian wide, emoji, combining).
    static func isWideOrZeroWidth(_ v: UInt32) -> Bool {
        switch v {
        case 0x0300...0x036F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F,
            0xFEFF, 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF,
            0x20000...0x3FFFD, 0xE0000...0xE01EF:
            return true
        default:
            return false
        }
    }
}
