import HeaderGeometry
import StrictJSON
import ValueText

/// An object's members, found in one pass over it that checks all of it: syntax, nesting, each
/// key once and, when the key type lists its keys (`CaseIterable`), only keys it has
/// (docs/format.md#preset-keys).
struct StrictKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder, the members and the coding path behind one reference: the standard library's
    /// `KeyedDecodingContainer` copies its container for every call it forwards.
    private let object: ReadObject

    var decoder: StrictDecoder { object.decoder }
    var members: ObjectMembers { object.members }
    var codingPath: [any CodingKey] { object.codingPath }

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    init(_ decoder: StrictDecoder) throws {
        let codingPath = decoder.codingPath
        var scanner = decoder.scanner()
        guard scanner.peek() == UInt8(ascii: "{") else { throw decoder.mismatch([String: Any].self, expected: "an object") }
        try scanner.open(UInt8(ascii: "{"), depth: decoder.depth)
        var members = ObjectMembers()
        if !scanner.objectIsEmpty() {
            let known = StrictKeyedContainer.listedNames()
            repeat {
                let (key, keyOffset) = try scanner.readKey(afterComma: !members.isEmpty)
                let plain = ObjectMembers.isPlain(key)
                if let known, !known.contains(where: { ObjectMembers.same(key, plain, $0.name, $0.plain) }) {
                    throw ReadFailure(
                        kind: .content, offset: keyOffset, keyPath: keyPathText(codingPath),
                        message: "unknown key \(PresetListReader.quote(key))")
                }
                scanner.skipWhitespace()
                if decoder.isChecked {
                    members.append(key, plain: plain, at: scanner.index)
                    scanner.skipCheckedValue()
                } else {
                    if members.offset(of: key, plain: plain) != nil {
                        throw JSONScanner.duplicateKey(key, at: keyOffset)
                    }
                    members.append(key, plain: plain, at: scanner.index)
                    try scanner.skipValue(depth: decoder.depth + 1)
                }
            } while try scanner.nextMember()
        }
        decoder.end?.offset = scanner.index
        object = ReadObject(decoder: decoder, members: members, codingPath: codingPath)
    }

    /// The names of `Key`'s cases when it lists them (`CaseIterable`): the only keys the object
    /// may have. `nil` for a key type that does not list its keys.
    private static func listedNames() -> [(name: String, plain: Bool)]? {
        guard let listed = Key.self as? any (CodingKey & CaseIterable).Type else { return nil }
        return names(of: listed)
    }

    private static func names<Listed: CodingKey & CaseIterable>(of _: Listed.Type) -> [(name: String, plain: Bool)] {
        Listed.allCases.map { ($0.stringValue, ObjectMembers.isPlain($0.stringValue)) }
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

/// What a ``StrictKeyedContainer`` holds, shared by its copies.
final class ReadObject {
    /// The decoder of the object itself.
    let decoder: StrictDecoder
    /// The object's members in file order.
    let members: ObjectMembers
    /// The coding path of the object.
    let codingPath: [any CodingKey]

    init(decoder: StrictDecoder, members: ObjectMembers, codingPath: [any CodingKey]) {
        self.decoder = decoder
        self.members = members
        self.codingPath = codingPath
    }
}

/// An object's keys and where each value starts, in file order; not generic, so finding a key
/// is plain string comparison.
struct ObjectMembers {
    /// Each key, whether it is plain ASCII, and the offset of its value, in file order: one
    /// buffer per object.
    private var members: ContiguousArray<(key: String, plain: Bool, offset: Int)> = []

    /// The keys in file order.
    var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    var isEmpty: Bool { members.isEmpty }

    /// Adds `key` (``isPlain(_:)`` says `plain`), whose value starts at `offset`.
    mutating func append(_ key: String, plain: Bool, at offset: Int) {
        if members.isEmpty { members.reserveCapacity(12) }
        members.append((key, plain, offset))
    }

    /// Where the value of `key` starts, or `nil` when the object does not have it.
    func offset(of key: String) -> Int? {
        offset(of: key, plain: ObjectMembers.isPlain(key))
    }

    /// Where the value of `key` (``isPlain(_:)`` says `plain`) starts, or `nil`.
    func offset(of key: String, plain: Bool) -> Int? {
        for member in members where ObjectMembers.same(member.key, member.plain, key, plain) {
            return member.offset
        }
        return nil
    }

    /// Whether `key` is all ASCII: two such keys of different lengths are different, which
    /// ``same(_:_:_:_:)`` then knows without comparing them.
    static func isPlain(_ key: String) -> Bool {
        key.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether two keys are the same key, as `String` equality says (docs/format.md#what-stretchy-accepts-when-reading).
    @inline(__always)
    static func same(_ one: String, _ onePlain: Bool, _ other: String, _ otherPlain: Bool) -> Bool {
        if onePlain, otherPlain, one.utf8.count != other.utf8.count { return false }
        return one == other
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
