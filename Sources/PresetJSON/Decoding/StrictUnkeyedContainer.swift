import StrictJSON

/// An array read an element at a time: only the place of the next element is kept, so an array
/// of millions of elements costs the memory of one.
struct StrictUnkeyedContainer: UnkeyedDecodingContainer {
    /// An element's place in its array, as a coding key.
    struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { String(intValue ?? 0) }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    let decoder: StrictDecoder
    /// At the next element, or past the closing `]`.
    private var scanner: JSONScanner
    private(set) var isAtEnd: Bool
    private(set) var currentIndex = 0
    let codingPath: [any CodingKey]
    /// Not known without reading ahead.
    var count: Int? { nil }

    init(_ decoder: StrictDecoder) throws {
        self.decoder = decoder
        codingPath = decoder.codingPath
        scanner = decoder.scanner()
        guard scanner.peek() == UInt8(ascii: "[") else { throw decoder.mismatch([Any].self, expected: "an array") }
        try scanner.open(UInt8(ascii: "["), depth: decoder.depth)
        isAtEnd = scanner.arrayIsEmpty()
        scanner.skipWhitespace()
    }

    /// The decoder of the next element, stepping past it.
    private mutating func next() throws -> StrictDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                DecodingError.Context(
                    codingPath: codingPath + [Index(currentIndex)], debugDescription: "the array has no more elements"))
        }
        let element = decoder.child(at: scanner.index, key: Index(currentIndex), path: codingPath)
        if decoder.isChecked {
            scanner.skipCheckedValue()
        } else {
            try scanner.skipValue(depth: decoder.depth + 1)
        }
        isAtEnd = !(try scanner.nextElement())
        scanner.skipWhitespace()
        currentIndex += 1
        return element
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, scanner.index < scanner.bytes.count, scanner.bytes[scanner.index] == UInt8(ascii: "n") else {
            return false
        }
        _ = try next()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decodeBool() }
    mutating func decode(_ type: String.Type) throws -> String { try next().decodeString() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decodeDouble() }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decodeFloat() }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decodeInteger(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next().decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next()
    }
}
