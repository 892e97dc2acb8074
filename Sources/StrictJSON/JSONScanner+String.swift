/// Strings: strict UTF-8, no raw control characters, valid escapes, no lone surrogates.
extension JSONScanner {
    /// Reads a string at the next byte (which must be `"`) and returns its value.
    package mutating func readString() throws(ReadFailure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw expectedValue() }
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes, so the value is the bytes between the quotes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]),
                    as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                return try readEscapedString(open: open, start: start)
            }
            try stepOverCharacter(byte)
        }
        throw .syntax(open, "unterminated string")
    }

    /// Steps over the string at the next byte (which must be `"`), checking it as
    /// ``readString()`` does but building no `String` unless it holds an escape.
    package mutating func skipString() throws(ReadFailure) {
        guard peek() == UInt8(ascii: "\"") else { throw expectedValue() }
        let open = index
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                _ = try readEscapedString(open: open, start: start)
                return
            }
            try stepOverCharacter(byte)
        }
        throw .syntax(open, "unterminated string")
    }

    /// Reads a string at the next byte (which must be `"`) and finds it among `candidates`
    /// without building a string for it when it is plain ASCII; returns the candidate's index,
    /// or `nil` for any other string — ``keyText(at:)`` spells that one for the message.
    package mutating func readString(matching candidates: [StaticString]) throws(ReadFailure) -> (match: Int?, offset: Int) {
        guard peek() == UInt8(ascii: "\"") else { throw expectedValue() }
        let offset = index
        var end = index + 1
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return (JSONScanner.find(UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end]), in: candidates), offset)
        }
        var text = try readString()
        return (text.withUTF8 { JSONScanner.find($0, in: candidates) }, offset)
    }

    /// Moves past one unescaped character of a string, checking it.
    @inline(__always)
    private mutating func stepOverCharacter(_ byte: UInt8) throws(ReadFailure) {
        if byte >= 0x20 && byte < 0x80 {
            index += 1
        } else if byte < 0x20 {
            throw .syntax(index, "unescaped control character U+\(JSONScanner.hex(UInt32(byte), digits: 4)) in a string")
        } else if let (_, length) = decodeScalar(at: index) {
            index += length
        } else {
            throw .syntax(index, "invalid UTF-8 (byte 0x\(JSONScanner.hex(UInt32(byte), digits: 2)))")
        }
    }

    /// The slow path: the string from `start` holds escapes; decode into a buffer.
    private mutating func readEscapedString(open: Int, start: Int) throws(ReadFailure) -> String {
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                // A run of characters up to the next quote or escape, appended at once.
                let from = index
                repeat {
                    try stepOverCharacter(bytes[index])
                } while index < bytes.count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\")
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
                continue
            }
            let escape = index
            index += 1
            guard index < bytes.count else { break }
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try readUnicodeEscape(escape: escape)
                buffer.append(contentsOf: UTF8.encode(scalar)!)
            default:
                index -= 1
                if letter >= 0x21 && letter < 0x7F {
                    throw .syntax(escape, "invalid escape '\\\(Unicode.Scalar(letter))' in a string")
                }
                throw .syntax(escape, "invalid escape: '\\' followed by \(describeNext()) in a string")
            }
        }
        throw .syntax(open, "unterminated string")
    }

    /// After `\u` (escape at `escape`): four hex digits, and a second `\uXXXX` for a surrogate pair.
    private mutating func readUnicodeEscape(escape: Int) throws(ReadFailure) -> Unicode.Scalar {
        let first = try readHex4(escape: escape)
        if first >= 0xDC00 && first <= 0xDFFF {
            throw loneSurrogate(first, at: escape)
        }
        guard first >= 0xD800 && first <= 0xDBFF else { return Unicode.Scalar(first)! }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else {
            throw loneSurrogate(first, at: escape)
        }
        let second = index
        index += 2
        let low = try readHex4(escape: second)
        guard low >= 0xDC00 && low <= 0xDFFF else { throw loneSurrogate(first, at: escape) }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00))!
    }

    private func loneSurrogate(_ value: UInt32, at offset: Int) -> ReadFailure {
        .syntax(offset, "lone surrogate \\u\(JSONScanner.hex(value, digits: 4).lowercased()) in a string")
    }

    private mutating func readHex4(escape: Int) throws(ReadFailure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw .syntax(escape, "invalid \\u escape; expected four hex digits")
            }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .syntax(escape, "invalid \\u escape; expected four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Decodes the UTF-8 sequence at `offset` strictly (no overlong forms, no surrogates, nothing
    /// past U+10FFFF): the scalar and its length, or `nil` when the bytes are not UTF-8.
    package func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        let count = bytes.count
        let lead = bytes[offset]
        func continuation(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> UInt32? {
            guard offset + i < count else { return nil }
            let byte = bytes[offset + i]
            return byte >= low && byte <= high ? UInt32(byte & 0x3F) : nil
        }
        var value: UInt32
        var length: Int
        switch lead {
        case 0x00...0x7F:
            return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF:
            guard let c1 = continuation(1) else { return nil }
            value = UInt32(lead & 0x1F) << 6 | c1
            length = 2
        case 0xE0...0xEF:
            let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard let c1 = continuation(1, low, high), let c2 = continuation(2) else { return nil }
            value = UInt32(lead & 0x0F) << 12 | c1 << 6 | c2
            length = 3
        case 0xF0...0xF4:
            let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            guard let c1 = continuation(1, low, high), let c2 = continuation(2),
                let c3 = continuation(3)
            else { return nil }
            value = UInt32(lead & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            length = 4
        default:
            return nil
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
