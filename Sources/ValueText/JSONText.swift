/// JSON text for values, as the canonical writer spells them; for any layer that writes JSON.
public enum JSONText {
    /// `s` as a JSON string: in quotes, with only what JSON requires escaped — `\"`, `\\` and
    /// control characters (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00xx`); `/` and non-ASCII stay.
    public static func quoted(_ s: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 2)
        appendQuoted(s, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `s` as ``quoted(_:)`` spells it, copying runs that need no escape whole: the one
    /// JSON string escaper of the package (documents, `--format json`, history).
    public static func appendQuoted(_ s: String, to bytes: inout [UInt8]) {
        var s = s
        s.withUTF8 { appendQuoted(utf8: $0, to: &bytes) }
    }

    /// Appends the text whose UTF-8 is `utf8` as ``quoted(_:)`` spells it (the caller vouches for
    /// the bytes being UTF-8: text SQLite returns, which the store's rules keep valid).
    public static func appendQuoted(utf8: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        utf8.withUnsafeBufferPointer { appendQuoted(utf8: $0, to: &bytes) }
    }

    /// Appends the UTF-8 in `utf8` quoted; what the public entries share, in one loop.
    private static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEscape(byte, to: &bytes)
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        let escape: StaticString
        switch byte {
        case UInt8(ascii: "\""): escape = "\\\""
        case UInt8(ascii: "\\"): escape = "\\\\"
        case 0x0A: escape = "\\n"
        case 0x09: escape = "\\t"
        case 0x0D: escape = "\\r"
        case 0x08: escape = "\\b"
        case 0x0C: escape = "\\f"
        default:
            let digits: StaticString = "0123456789abcdef"
            bytes.append(contentsOf: "\\u00".utf8)
            digits.withUTF8Buffer { hex in
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
            return
        }
        escape.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
