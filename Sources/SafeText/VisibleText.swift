/// Control characters made visible, so text read from a database or a file cannot drive the
/// terminal it is printed on (ESC sequences that clear the screen or retitle the window, BEL), nor
/// reorder or split what the terminal shows.
///
/// Every C0 control (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F) becomes
/// `\u{1B}`-style text, except the line breaks a caller keeps; so do the bidirectional controls
/// (U+061C, U+200E, U+200F, the embeddings and overrides U+202A–U+202E, the isolates
/// U+2066–U+2069), the line and paragraph separators U+2028 and U+2029, and the invisible
/// zero-width space U+200B, word joiner U+2060 and byte order mark U+FEFF. Valid text — what
/// stretchy stores — rarely has any of these, so it passes unchanged and cheaply.
public enum VisibleText {
    /// The control characters a caller keeps, one bit per code (`1 << 0x0A` is LF).
    public static let newline: UInt32 = 1 << 0x0A
    /// Carriage return, which CSV quotes rather than escapes.
    public static let carriageReturn: UInt32 = 1 << 0x0D
    /// No control character is kept.
    public static let none: UInt32 = 0

    /// The code point of the character to escape that starts at `utf8[index]`, with its length in
    /// bytes, or `nil` when the character there is shown as it is.
    @inline(__always)
    static func escapedCharacter(in utf8: UnsafeBufferPointer<UInt8>, at index: Int, keeping kept: UInt32) -> (code: UInt32, length: Int)? {
        let byte = utf8[index]
        if byte < 0x20 { return kept & (1 << UInt32(byte)) == 0 ? (UInt32(byte), 1) : nil }
        if byte == 0x7F { return (0x7F, 1) }
        if byte < 0xC2 { return nil }
        let count = utf8.count
        if byte == 0xC2, index + 1 < count, utf8[index + 1] >= 0x80, utf8[index + 1] <= 0x9F {
            return (UInt32(utf8[index + 1]), 2)
        }
        if byte == 0xD8, index + 1 < count, utf8[index + 1] == 0x9C { return (0x061C, 2) }
        if byte == 0xE2, index + 2 < count {
            let second = utf8[index + 1], third = utf8[index + 2]
            if second == 0x80, third == 0x8B || third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) {
                return (0x2000 + UInt32(third - 0x80), 3)
            }
            if second == 0x81, third == 0xA0 || (0xA6...0xA9).contains(third) { return (0x2040 + UInt32(third - 0x80), 3) }
        }
        if byte == 0xEF, index + 2 < count, utf8[index + 1] == 0xBB, utf8[index + 2] == 0xBF { return (0xFEFF, 3) }
        return nil
    }

    /// Whether the UTF-8 text `utf8` holds a character to escape (a control other than those
    /// `kept`, a bidirectional control, a line or paragraph separator).
    public static func needsEscaping(_ utf8: ArraySlice<UInt8>, keeping kept: UInt32 = VisibleText.newline) -> Bool {
        utf8.withUnsafeBufferPointer { needsEscaping($0, keeping: kept) }
    }

    /// Appends the UTF-8 text `utf8` to `bytes` with each character to escape written as `\u{XX}`.
    public static func appendEscaped(_ utf8: ArraySlice<UInt8>, keeping kept: UInt32 = VisibleText.newline, to bytes: inout [UInt8]) {
        utf8.withUnsafeBufferPointer { appendEscaped($0, keeping: kept, to: &bytes) }
    }

    @inline(__always)
    static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>, keeping kept: UInt32) -> Bool {
        for index in utf8.indices where escapedCharacter(in: utf8, at: index, keeping: kept) != nil {
            return true
        }
        return false
    }

    static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, keeping kept: UInt32, to bytes: inout [UInt8]) {
        var index = 0
        while index < utf8.count {
            if let (code, length) = escapedCharacter(in: utf8, at: index, keeping: kept) {
                appendCode(code, to: &bytes)
                index += length
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
    }

    /// `text` with its control characters (but `kept`) written as `\u{XX}`.
    public static func escaped(_ text: String, keeping kept: UInt32 = VisibleText.newline) -> String {
        var copy = text
        let escaped: [UInt8]? = copy.withUTF8 { utf8 in
            guard needsEscaping(utf8, keeping: kept) else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + 16)
            appendEscaped(utf8, keeping: kept, to: &bytes)
            return bytes
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    private static func appendCode(_ code: UInt32, to bytes: inout [UInt8]) {
        let digits = String(code, radix: 16, uppercase: true)
        bytes += Array("\\u{".utf8)
        if digits.count == 1 { bytes.append(UInt8(ascii: "0")) }
        bytes += Array(digits.utf8)
        bytes.append(UInt8(ascii: "}"))
    }
}
