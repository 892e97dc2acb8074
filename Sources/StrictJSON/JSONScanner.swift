import ValueText

/// The JSON tokenizer: reads one token at a time from UTF-8 bytes, strictly (RFC 8259 and no
/// more), and reports each problem with the byte offset it is at.
///
/// The scanner never allocates except for the strings it returns; the preset decoder drives it
/// token by token, and ``JSONValue`` builds a tree with it.
package struct JSONScanner {
    /// The input. Must outlive the scanner.
    @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    @usableFromInline package var index: Int

    /// Deeper nesting than this is refused: a preset document needs 5 levels
    /// (document, `presets`, preset, `snap`, `positions`); 16 leaves room and stops stack attacks.
    package static let depthLimit = 16

    /// A scanner at the start of `bytes`, past a UTF-8 byte-order mark if there is one.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.index = JSONScanner.bodyStart(of: bytes)
    }

    /// 3 when `bytes` starts with a UTF-8 byte-order mark, else 0.
    package static func bodyStart(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    // MARK: Structure

    /// Skips JSON whitespace (space, tab, newline, carriage return).
    @inlinable @inline(__always)
    package mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, without consuming it; `nil` at the end.
    @inlinable @inline(__always)
    package mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Consumes `byte` (after whitespace) if it is next.
    @inlinable @inline(__always)
    package mutating func consume(_ byte: UInt8) -> Bool {
        if peek() == byte {
            index += 1
            return true
        }
        return false
    }

    /// Opens an object or array at the current byte (`{` or `[`), checking the nesting limit.
    package mutating func open(_ byte: UInt8, depth: Int) throws(ReadFailure) {
        guard consume(byte) else { throw expectedValue() }
        if depth > JSONScanner.depthLimit {
            throw .syntax(index - 1, "nesting deeper than \(JSONScanner.depthLimit) levels")
        }
    }

    /// After `{`: `true` when the object is empty (and its `}` consumed).
    package mutating func objectIsEmpty() -> Bool { consume(UInt8(ascii: "}")) }

    /// After `[`: `true` when the array is empty (and its `]` consumed).
    package mutating func arrayIsEmpty() -> Bool { consume(UInt8(ascii: "]")) }

    /// Reads an object key and its `:`; returns the key and the offset its quote is at.
    package mutating func readKey(afterComma: Bool) throws(ReadFailure) -> (key: String, offset: Int) {
        guard peek() == UInt8(ascii: "\"") else { throw notAKey(afterComma: afterComma) }
        let offset = index
        let key = try readString()
        guard consume(UInt8(ascii: ":")) else {
            throw .syntax(index, "expected ':' after object key")
        }
        return (key, offset)
    }

    /// Reads an object key and its `:` and finds it among `candidates` without building a
    /// string for it (keys are short ASCII in every document we read); returns the candidate's
    /// index, or `nil` for any other key — ``keyText(at:)`` spells that one for the message.
    package mutating func readKey(afterComma: Bool, matching candidates: [StaticString]) throws(ReadFailure) -> (match: Int?, offset: Int) {
        guard peek() == UInt8(ascii: "\"") else { throw notAKey(afterComma: afterComma) }
        let (match, offset) = try readString(matching: candidates)
        guard consume(UInt8(ascii: ":")) else {
            throw .syntax(index, "expected ':' after object key")
        }
        return (match, offset)
    }

    /// The error for something other than a key where one must be (at the next byte).
    private func notAKey(afterComma: Bool) -> ReadFailure {
        if afterComma, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            return .syntax(index, "trailing comma before '}'")
        }
        return .syntax(index, "expected a string key, found \(describeNext())")
    }

    /// The text of the key (or any string) whose opening quote is at `offset` (for messages).
    package func keyText(at offset: Int) -> String {
        var scanner = self
        scanner.index = offset
        return (try? scanner.readString()) ?? ""
    }

    /// The index of the candidate whose UTF-8 is exactly `key`.
    @inlinable @inline(__always)
    package static func find(_ key: UnsafeBufferPointer<UInt8>, in candidates: [StaticString]) -> Int? {
        for (position, candidate) in candidates.enumerated() where candidate.utf8CodeUnitCount == key.count {
            let start = candidate.utf8Start
            var equal = true
            for offset in 0..<key.count where start[offset] != key[offset] {
                equal = false
                break
            }
            if equal { return position }
        }
        return nil
    }

    /// After an object member: `true` when another member follows (`,`), `false` at `}`.
    package mutating func nextMember() throws(ReadFailure) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            return true
        case UInt8(ascii: "}"):
            index += 1
            return false
        default:
            throw .syntax(index, "expected ',' or '}' after object member")
        }
    }

    /// After an array element: `true` when another element follows (`,`), `false` at `]`.
    package mutating func nextElement() throws(ReadFailure) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            if peek() == UInt8(ascii: "]") {
                throw .syntax(index, "trailing comma before ']'")
            }
            return true
        case UInt8(ascii: "]"):
            index += 1
            return false
        default:
            throw .syntax(index, "expected ',' or ']' after array element")
        }
    }

    /// Checks that nothing but whitespace follows the top-level value.
    package mutating func finish() throws(ReadFailure) {
        if peek() != nil {
            throw .syntax(index, "unexpected \(describeNext()) after the JSON value")
        }
    }

    // MARK: Scalars

    /// Reads `true`, `false` or `null` (the caller has seen its first letter).
    package mutating func readLiteral() throws(ReadFailure) -> JSONValue {
        let start = index
        var end = index
        while end < bytes.count, JSONScanner.isLetter(bytes[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        switch word {
        case "true": index = end; return .bool(true)
        case "false": index = end; return .bool(false)
        case "null": index = end; return .null
        case "NaN", "Infinity":
            throw .syntax(start, "\(word) is not allowed; JSON numbers must be finite")
        default:
            throw .syntax(start, "expected a value, found \(describeNext())")
        }
    }

    /// Consumes `null` if it is next.
    package mutating func consumeNull() throws(ReadFailure) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        _ = try readLiteral()
        return true
    }

    /// The error for a missing value at the current byte.
    package mutating func expectedValue() -> ReadFailure {
        if index >= bytes.count || peek() == nil {
            return .syntax(index, "expected a value, found end of input")
        }
        return .syntax(index, "expected a value, found \(describeNext())")
    }

    /// What a value starting at the next byte is, for "expected a number, found a string".
    package mutating func nextValueKind() -> String? {
        guard let byte = peek() else { return nil }
        return switch byte {
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): "a number"
        default: nil
        }
    }

    /// The next character as messages show it: `'x'`, `U+0007`, `byte 0xFF`, `end of input`.
    package func describeNext() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "\(MessageText.quoted(String(Unicode.Scalar(byte))))" }
        if byte < 0x80 { return "U+" + JSONScanner.hex(UInt32(byte), digits: 4) }
        if let (scalar, _) = decodeScalar(at: index) {
            return "\(MessageText.quoted(String(scalar)))"
        }
        return "byte 0x" + JSONScanner.hex(UInt32(byte), digits: 2)
    }

    package static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    package static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
