/// The character classes of RFC 9110 and RFC 3986 the parser and the writer test bytes against.
enum HTTPSyntax {
    /// `tchar`: what a method or a header name is made of.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// A byte of a request-target as sent: visible ASCII, except `\` (refused in every form) and
    /// `#` (a fragment is never sent).
    static func isTargetByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "#")
    }

    /// A byte of a header value: a tab, visible ASCII, a space, or a byte of a UTF-8 sequence.
    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
    }

    /// `bytes` without spaces and tabs around them.
    static func trimmed(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        var bytes = bytes
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes.removeFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        return bytes
    }

    /// The comma-separated elements of a header value, trimmed and in lowercase ASCII.
    static func lowercasedTokens(_ value: String) -> [String] {
        value.utf8.split(separator: UInt8(ascii: ","))
            .map { String(decoding: trimmed($0[...]).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self) }
            .filter { !$0.isEmpty }
    }
}
