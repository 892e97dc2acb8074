/// Control characters made visible, so text read from a database or a file cannot drive the
/// terminal it is printed on (ESC sequences that clear the screen or retitle the window, BEL).
///
/// Every C0 control (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F) becomes
/// `\u{1B}`-style text, except the line breaks a caller keeps. Valid text — what stretchy stores —
/// has none of these but newlines, so it passes unchanged and cheaply.
public enum VisibleText {
    /// The control characters a caller keeps, one bit per code (`1 << 0x0A` is LF).
    public static let newline: UInt32 = 1 << 0x0A
    /// Carriage return, which CSV quotes rather than escapes.
    public static let carriageReturn: UInt32 = 1 << 0x0D
    /// No control character is kept.
    public static let none: UInt32 = 0

    /// Whether `utf8` holds a control character other than those `kept`.
    @inline(__always)
    public static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>, keeping kept: UInt32 = VisibleText.newline) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte < 0x20 {
                if kept & (1 << UInt32(byte)) == 0 { return true }
            } else if byte == 0x7F {
                return true
            } else if previous == 0xC2, byte >= 0x80, byte <= 0x9F {
                return true
            }
            previous = byte
        }
        return false
    }

    /// Appends `utf8` to `bytes` with its control characters (but `kept`) written as `\u{XX}`.
    public static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, keeping kept: UInt32 = VisibleText.newline, to bytes: inout [UInt8]) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if (byte < 0x20 && kept & (1 << UInt32(byte)) == 0) || byte == 0x7F {
                appendCode(UInt32(byte), to: &bytes)
            } else if byte == 0xC2, index + 1 < utf8.count, utf8[index + 1] >= 0x80, utf8[index + 1] <= 0x9F {
                appendCode(UInt32(utf8[index + 1]), to: &bytes)
                index += 1
            } else {
                bytes.append(byte)
            }
            index += 1
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
        let digits = Array("0123456789ABCDEF".utf8)
        bytes += Array("\\u{".utf8)
        bytes.append(digits[Int(code >> 4)])
        bytes.append(digits[Int(code & 0xF)])
        bytes.append(UInt8(ascii: "}"))
    }
}
