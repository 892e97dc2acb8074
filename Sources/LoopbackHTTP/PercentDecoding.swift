/// `%XX` escapes of a request-target, decoded exactly once: `%252e` is the three characters
/// `%2e`, never a dot.
enum PercentDecoding {
    /// The bytes of `raw` with each `%XX` replaced by its byte (and `+` by a space when
    /// `plusIsSpace`), or `nil` when a `%` is not followed by two hexadecimal digits.
    static func decode(_ raw: ArraySlice<UInt8>, plusIsSpace: Bool = false) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == UInt8(ascii: "%") {
                guard raw.endIndex - index >= 3,
                    let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
                else { return nil }
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return out
    }

    /// `bytes` as a string when they are well-formed UTF-8 (no overlong forms such as `C0 AE`,
    /// no surrogates, no truncated sequences), else `nil`.
    static func utf8String(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces every ill-formed sequence with U+FFFD, which changes the bytes.
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
