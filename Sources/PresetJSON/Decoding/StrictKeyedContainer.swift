import HeaderGeometry
import StrictJSON
import ValueText

/// An object's members, found in one pass over it that checks all of it: syntax, nesting, each
/// key once and, when the key type lists its keys (`CaseIterable`), only keys it has
/// (docs/format.md#preset-keys).
struct StrictKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: StrictDecoder
    /// The members in file order.
    let members: ObjectMembers
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    init(_ decoder: StrictDecoder) throws {
        self.decoder = decoder
        codingPath = decoder.codingPath
        var scanner = decoder.scanner()
        guard scanner.peek() == UInt8(ascii: "{") else { throw decoder.mismatch([String: Any].self, expected: "an object") }
        try scanner.open(UInt8(ascii: "{"), depth: decoder.depth)
        var members = ObjectMembers()
        if !scanner.objectIsEmpty() {
            let isListed = Key.self is any CaseIterable.Type
            repeat {
                let (key, keyOffset) = try scanner.readKey(afterComma: !members.isEmpty)
                if isListed, Key(stringValue: key) == nil {
                    throw ReadFailure(
                        kind: .content, offset: keyOffset, keyPath: keyPathText(codingPath),
                        message: "unknown key \(PresetListReader.quote(key))")
                }
                scanner.skipWhitespace()
                if decoder.isChecked {
                    members.append(key, at: scanner.index)
                    scanner.skipCheckedValue()
                } else {
                    if members.offset(of: key) != nil {
                        throw JSONScanner.duplicateKey(key, at: keyOffset)
                    }
                    members.append(key, at: scanner.index)
                    try scanner.skipValue(depth: decoder.depth + 1)
                }
            } while try scanner.nextMember()
        }
        decoder.end?.offset = scanner.index
        self.members = members
    }

    func contains(_ key: Key) -> Bool {
        members.offset(of: key.stringValue) != nil
    }

    /// The decoder of the value at `key`, which must be there.
    func child(_ key: Key) throws -> StrictDecoder {
        guard let offset = members.offset(of: key.stringValue) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "missing required key \(MessageText.quoted(key.stringValue))"))
        }
        return decoder.child(at: offset, key: key, path: codingPath)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNull() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decodeFloat() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try child(key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try child(key)
    }
}

/// An object's keys and where each value starts, in file order; not generic, so finding a key
/// is plain string comparison.
struct ObjectMembers {
    /// Each key and the offset of its value, in file order: one buffer per object.
    private var members: ContiguousArray<(key: String, offset: Int)> = []

    /// The keys in file order.
    var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    var isEmpty: Bool { members.isEmpty }

    /// Adds `key`, whose value starts at `offset`.
    mutating func append(_ key: String, at offset: Int) {
        if members.isEmpty { members.reserveCapacity(12) }
        members.append((key, offset))
    }

    /// Where the value of `key` starts, or `nil` when the object does not have it.
    func offset(of key: String) -> Int? {
        for member in members where member.key == key {
            return member.offset
        }
        return nil
    }
}

/// `snap.positions[2]`: a coding path as messages write a key path; `nil` for the value itself.
func keyPathText(_ path: [any CodingKey]) -> String? {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            if !text.isEmpty { text += "." }
            text += key.stringValue
        }
    }
    return text.isEmpty ? nil : text
}
