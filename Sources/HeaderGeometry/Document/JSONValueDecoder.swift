import ValueText

/// Reads any `Decodable` from a ``JSONValue``, as a JSON decoder reads it from text: how a
/// preset merged with a partial one is read back and checked (docs/accessibility.md#reduce-motion).
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The `T` that `value` holds.
    static func decode<T: Decodable>(_: T.Type, from value: JSONValue) throws -> T {
        try T(from: JSONValueDecoder(value: value, codingPath: []))
    }

    /// What messages call a value: `a string`, `null`.
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    static func mismatch(_ type: Any.Type, _ expected: String, _ value: JSONValue, at path: [any CodingKey]) -> DecodingError {
        let found = kind(of: value)
        return .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path, debugDescription: "expected \(expected), found \(found)",
                underlyingError: DocumentValueMismatch(expected: expected, found: found)))
    }

    /// `value` as a `T`: numbers, strings and flags directly, anything else through its own
    /// `init(from:)`.
    static func read<T: Decodable>(_: T.Type, _ value: JSONValue, at path: [any CodingKey]) throws -> T {
        if T.self == JSONValue.self { return value as! T }
        if T.self == Double.self || T.self == Float.self || T.self == Int.self {
            guard case .number(let number) = value else { throw mismatch(T.self, "a number", value, at: path) }
            if T.self == Double.self { return number as! T }
            if T.self == Float.self { return Float(number) as! T }
            guard let whole = Int(exactly: number) else { throw mismatch(T.self, "a whole number", value, at: path) }
            return whole as! T
        }
        if T.self == String.self {
            guard case .string(let text) = value else { throw mismatch(T.self, "a string", value, at: path) }
            return text as! T
        }
        if T.self == Bool.self {
            guard case .bool(let flag) = value else { throw mismatch(T.self, "true or false", value, at: path) }
            return flag as! T
        }
        if case .null = value {
            throw DecodingError.valueNotFound(
                T.self, DecodingError.Context(codingPath: path, debugDescription: "expected a value, found null"))
        }
        return try T(from: JSONValueDecoder(value: value, codingPath: path))
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw Self.mismatch([String: JSONValue].self, "an object", value, at: codingPath)
        }
        return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw Self.mismatch([JSONValue].self, "an array", value, at: codingPath)
        }
        return Unkeyed(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(value: value, codingPath: codingPath) }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [JSONValue.Member]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

        private func member(_ key: Key) throws -> JSONValue {
            guard let found = members.first(where: { $0.key == key.stringValue }) else {
                throw DecodingError.keyNotFound(
                    key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for \(key.stringValue)"))
            }
            return found.value
        }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
        func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try get(key) }
        func decode(_: String.Type, forKey key: Key) throws -> String { try get(key) }
        func decode(_: Double.Type, forKey key: Key) throws -> Double { try get(key) }
        func decode(_: Float.Type, forKey key: Key) throws -> Float { try get(key) }
        func decode(_: Int.Type, forKey key: Key) throws -> Int { try get(key) }
        func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try whole(key) }
        func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try whole(key) }
        func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try whole(key) }
        func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try whole(key) }
        func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try whole(key) }
        func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try whole(key) }
        func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try whole(key) }
        func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try whole(key) }
        func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try whole(key) }
        func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T { try get(key) }

        private func get<T: Decodable>(_ key: Key) throws -> T {
            try JSONValueDecoder.read(T.self, try member(key), at: codingPath + [key])
        }

        private func whole<T: BinaryInteger>(_ key: Key) throws -> T {
            let number: Int = try get(key)
            guard let value = T(exactly: number) else {
                throw JSONValueDecoder.mismatch(T.self, "a whole number in range", .number(Double(number)), at: codingPath + [key])
            }
            return value
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            JSONValueDecoder(value: .object(members), codingPath: codingPath)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONValueDecoder(value: members.first { $0.key == key.stringValue }?.value ?? .null, codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let elements: [JSONValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private var currentPath: [any CodingKey] { codingPath + [DocumentCodingKey(intValue: currentIndex)!] }

        private func current<T>(_ type: T.Type) throws -> JSONValue {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    type, DecodingError.Context(codingPath: currentPath, debugDescription: "the array has no more elements"))
            }
            return elements[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard try current(JSONValue.self) == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_: Bool.Type) throws -> Bool { try next() }
        mutating func decode(_: String.Type) throws -> String { try next() }
        mutating func decode(_: Double.Type) throws -> Double { try next() }
        mutating func decode(_: Float.Type) throws -> Float { try next() }
        mutating func decode(_: Int.Type) throws -> Int { try next() }
        mutating func decode(_: Int8.Type) throws -> Int8 { try whole() }
        mutating func decode(_: Int16.Type) throws -> Int16 { try whole() }
        mutating func decode(_: Int32.Type) throws -> Int32 { try whole() }
        mutating func decode(_: Int64.Type) throws -> Int64 { try whole() }
        mutating func decode(_: UInt.Type) throws -> UInt { try whole() }
        mutating func decode(_: UInt8.Type) throws -> UInt8 { try whole() }
        mutating func decode(_: UInt16.Type) throws -> UInt16 { try whole() }
        mutating func decode(_: UInt32.Type) throws -> UInt32 { try whole() }
        mutating func decode(_: UInt64.Type) throws -> UInt64 { try whole() }
        mutating func decode<T: Decodable>(_: T.Type) throws -> T { try next() }

        private mutating func next<T: Decodable>() throws -> T {
            let value = try JSONValueDecoder.read(T.self, try current(T.self), at: currentPath)
            currentIndex += 1
            return value
        }

        private mutating func whole<T: BinaryInteger>() throws -> T {
            let path = currentPath
            let number: Int = try next()
            guard let value = T(exactly: number) else {
                throw JSONValueDecoder.mismatch(T.self, "a whole number in range", .number(Double(number)), at: path)
            }
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let container = try JSONValueDecoder(value: try current(JSONValue.self), codingPath: currentPath).container(keyedBy: type)
            currentIndex += 1
            return container
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let container = try JSONValueDecoder(value: try current(JSONValue.self), codingPath: currentPath).unkeyedContainer()
            currentIndex += 1
            return container
        }

        mutating func superDecoder() throws -> any Decoder {
            let decoder = JSONValueDecoder(value: try current(JSONValue.self), codingPath: currentPath)
            currentIndex += 1
            return decoder
        }
    }

    struct Single: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { value == .null }
        func decode(_: Bool.Type) throws -> Bool { try get() }
        func decode(_: String.Type) throws -> String { try get() }
        func decode(_: Double.Type) throws -> Double { try get() }
        func decode(_: Float.Type) throws -> Float { try get() }
        func decode(_: Int.Type) throws -> Int { try get() }
        func decode(_: Int8.Type) throws -> Int8 { try whole() }
        func decode(_: Int16.Type) throws -> Int16 { try whole() }
        func decode(_: Int32.Type) throws -> Int32 { try whole() }
        func decode(_: Int64.Type) throws -> Int64 { try whole() }
        func decode(_: UInt.Type) throws -> UInt { try whole() }
        func decode(_: UInt8.Type) throws -> UInt8 { try whole() }
        func decode(_: UInt16.Type) throws -> UInt16 { try whole() }
        func decode(_: UInt32.Type) throws -> UInt32 { try whole() }
        func decode(_: UInt64.Type) throws -> UInt64 { try whole() }
        func decode<T: Decodable>(_: T.Type) throws -> T { try get() }

        private func get<T: Decodable>() throws -> T { try JSONValueDecoder.read(T.self, value, at: codingPath) }

        private func whole<T: BinaryInteger>() throws -> T {
            let number: Int = try get()
            guard let result = T(exactly: number) else {
                throw JSONValueDecoder.mismatch(T.self, "a whole number in range", value, at: codingPath)
            }
            return result
        }
    }
}
