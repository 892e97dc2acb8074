import HeaderGeometry
import StrictJSON

/// A `Decoder` over one value of a JSON text, read in place through ``JSONScanner``: the model's
/// `Decodable` conformances are how a preset is read (docs/format.md#what-stretchy-accepts-when-reading).
///
/// It is strict: an object may hold only the keys of the coding-key type asked for when that type
/// is `CaseIterable` (an unknown key fails at the key, in file order), a key given twice or any
/// JSON syntax problem fails where it is (an object's values are checked as its container is
/// made), and a value of the wrong type fails saying what it is (`found a string`). Nothing is
/// kept but the keys of the objects being read: an array is read an element at a time.
struct StrictDecoder: Decoder {
    /// Where an object's scan ended: set by the container of the decoder that holds it, so the
    /// caller can go on reading after the value without reading it again.
    final class End {
        /// The offset just past the value.
        var offset = 0
    }

    /// An object's key, by name.
    struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The whole text; it outlives the decoder.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the value's first byte.
    let offset: Int
    /// The nesting level the value opens when it is an object or an array.
    let depth: Int
    /// The keys from the value decoding started at to this one.
    let codingPath: [any CodingKey]
    /// Told where this value ends, when the caller asked.
    var end: End?

    /// This decoder refuses unknown keys itself (see ``StrictKeyedContainer``).
    var userInfo: [CodingUserInfoKey: Any] { [.refusesUnknownKeys: true] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try StrictKeyedContainer<Key>(self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try StrictUnkeyedContainer(self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        StrictSingleValueContainer(decoder: self)
    }

    /// The decoder of a value inside this one, at `offset`, reached by `key`.
    func child(at offset: Int, key: any CodingKey) -> StrictDecoder {
        var path = codingPath
        path.append(key)
        return StrictDecoder(bytes: bytes, offset: offset, depth: depth + 1, codingPath: path)
    }

    /// A scanner at the value.
    func scanner() -> JSONScanner {
        var scanner = JSONScanner(bytes)
        scanner.index = offset
        return scanner
    }

    /// The value's first byte.
    var first: UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// What the value is, as messages name it: `a string`, `null`.
    var kind: String {
        var scanner = scanner()
        return scanner.nextValueKind() ?? "nothing"
    }

    /// The error for a value that is not `expected` (`a number`), saying what it is.
    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        let found = kind
        return .typeMismatch(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "expected \(expected), found \(found)",
            underlyingError: DocumentValueMismatch(expected: expected, found: found)))
    }
}
