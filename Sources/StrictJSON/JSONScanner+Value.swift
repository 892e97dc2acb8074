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
            // The keys seen: a short list searched in order (objects of a document have a few
            // keys), a set once the object is long.
            var few: [String] = []
            var many: Set<String> = []
            repeat {
                let (key, offset) = try readKey(afterComma: !few.isEmpty)
                if few.count < 16 {
                    guard !few.contains(key) else { throw JSONScanner.duplicateKey(key, at: offset) }
                    few.append(key)
                    if few.count == 16 { many = Set(few) }
                } else {
                    guard many.insert(key).inserted else { throw JSONScanner.duplicateKey(key, at: offset) }
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

    /// The error for a key seen twice in one object.
    package static func duplicateKey(_ key: String, at offset: Int) -> ReadFailure {
        .syntax(offset, "duplicate key \(MessageText.quoted(key))")
    }
}
