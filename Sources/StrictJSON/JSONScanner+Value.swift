import ValueText

/// Any value as a tree, checking the nesting limit and duplicate keys on the way.
extension JSONScanner {
    /// Reads any value; `depth` is the nesting level the value would open.
    package mutating func readValue(depth: Int) throws(ReadFailure) -> JSONValue {
        guard let next = peek() else { throw expectedValue() }
        switch next {
        case UInt8(ascii: "{"):
            try open(UInt8(ascii: "{"), depth: depth)
            var members: [JSONValue.Member] = []
            if objectIsEmpty() { return .object(members) }
            var seen: Set<String> = []
            repeat {
                let (key, offset) = try readKey(afterComma: !members.isEmpty)
                guard seen.insert(key).inserted else {
                    throw JSONScanner.duplicateKey(key, at: offset)
                }
                members.append(JSONValue.Member(key: key, value: try readValue(depth: depth + 1)))
            } while try nextMember()
            return .object(members)
        case UInt8(ascii: "["):
            try open(UInt8(ascii: "["), depth: depth)
            var elements: [JSONValue] = []
            if arrayIsEmpty() { return .array(elements) }
            repeat {
                elements.append(try readValue(depth: depth + 1))
            } while try nextElement()
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumber())
        case let byte where JSONScanner.isLetter(byte):
            return try readLiteral()
        default:
            throw expectedValue()
        }
    }

    /// Steps over any value, checking it as ``readValue(depth:)`` does (syntax, nesting, duplicate
    /// keys) but keeping nothing: what an error's explanation reads of the parts it does not need,
    /// so a document of millions of values is checked in the memory of one.
    package mutating func skipValue(depth: Int) throws(ReadFailure) {
        guard let next = peek() else { throw expectedValue() }
        switch next {
        case UInt8(ascii: "{"):
            try open(UInt8(ascii: "{"), depth: depth)
            if objectIsEmpty() { return }
            // The keys seen: where each is in the text, in a short list kept inline (objects of
            // a document have a few keys), a set of their texts once the object is long.
            var few = InlineArray<16, KeySpan>(repeating: KeySpan(offset: 0, end: 0, isPlain: true))
            var count = 0
            var many: Set<String> = []
            repeat {
                let key = try readKeySpan(afterComma: count > 0)
                if count < 16 {
                    for seen in 0..<count where sameKey(few[seen], key) {
                        throw JSONScanner.duplicateKey(keyText(at: key.offset), at: key.offset)
                    }
                    few[count] = key
                    count += 1
                    if count == 16 {
                        for seen in 0..<16 { many.insert(keyText(at: few[seen].offset)) }
                    }
                } else {
                    let text = keyText(at: key.offset)
                    guard many.insert(text).inserted else { throw JSONScanner.duplicateKey(text, at: key.offset) }
                }
                try skipValue(depth: depth + 1)
            } while try nextMember()
        case UInt8(ascii: "["):
            try open(UInt8(ascii: "["), depth: depth)
            if arrayIsEmpty() { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while try nextElement()
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try readNumber()
        case let byte where JSONScanner.isLetter(byte):
            _ = try readLiteral()
        default:
            throw expectedValue()
        }
    }

    /// Steps over a value that ``skipValue(depth:)`` has checked already (the object or array
    /// holding it did), without checking it again: strings, brackets and delimiters only.
    package mutating func skipCheckedValue() {
        skipWhitespace()
        var nesting = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                if nesting == 0 { return }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                nesting += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if nesting == 0 { return }
                nesting -= 1
                index += 1
                if nesting == 0 { return }
            case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                if nesting == 0 { return }
                index += 1
            default:
                index += 1
            }
        }
    }

    /// Where an object key is: the offset of its opening quote and the offset just past its
    /// closing quote; `isPlain` when it is ASCII without escapes, so that its bytes are its text.
    package struct KeySpan {
        package var offset: Int
        package var end: Int
        package var isPlain: Bool
    }

    /// Reads an object key and its `:` as ``readKey(afterComma:)`` does, building no `String`.
    package mutating func readKeySpan(afterComma: Bool) throws(ReadFailure) -> KeySpan {
        guard peek() == UInt8(ascii: "\"") else {
            _ = try readKey(afterComma: afterComma)
            return KeySpan(offset: index, end: index, isPlain: true)
        }
        let offset = index
        try skipString()
        let end = index
        var isPlain = true
        for position in (offset + 1)..<(end - 1) where bytes[position] >= 0x80 || bytes[position] == UInt8(ascii: "\\") {
            isPlain = false
            break
        }
        guard consume(UInt8(ascii: ":")) else {
            throw .syntax(index, "expected ':' after object key")
        }
        return KeySpan(offset: offset, end: end, isPlain: isPlain)
    }

    /// Whether two keys are the same text, as `String` equality says: plain keys by their bytes,
    /// any other by its text.
    package func sameKey(_ a: KeySpan, _ b: KeySpan) -> Bool {
        if a.isPlain && b.isPlain {
            guard a.end - a.offset == b.end - b.offset else { return false }
            for position in 0..<(a.end - a.offset) where bytes[a.offset + position] != bytes[b.offset + position] {
                return false
            }
            return true
        }
        return keyText(at: a.offset) == keyText(at: b.offset)
    }

    /// The error for a key seen twice in one object.
    package static func duplicateKey(_ key: String, at offset: Int) -> ReadFailure {
        .syntax(offset, "duplicate key \(MessageText.quoted(key))")
    }
}
