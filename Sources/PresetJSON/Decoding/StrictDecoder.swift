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
    /// The coding path of the value holding this one.
    let parentPath: [any CodingKey]
    /// The key of this value in the one holding it; `nil` for the value decoding started at.
    let key: (any CodingKey)?
    /// Told where this value ends, when the caller asked.
    var end: End?
    /// Whether the container holding this value has checked all of its text already (syntax,
    /// nesting, duplicate keys), so that its own container only finds where its values are.
    var isChecked = false

    /// A decoder of the value at `offset` (its first byte), which opens nesting level `depth`.
    init(
        bytes: UnsafeBufferPointer<UInt8>, offset: Int, depth: Int, parentPath: [any CodingKey] = [],
        key: (any CodingKey)? = nil, end: End? = nil
    ) {
        self.bytes = bytes
        self.offset = offset
        self.depth = depth
        self.parentPath = parentPath
        self.key = key
        self.end = end
    }

    /// The keys from the value decoding started at to this one; built only when asked (a
    /// container asks once, a number or string only for an error).
    var codingPath: [any CodingKey] {
        guard let key else { return parentPath }
        var path = parentPath
        path.append(key)
        return path
    }

    /// This decoder refuses unknown keys itself (see ``StrictKeyedContainer``).
    var userInfo: [CodingUserInfoKey: Any] { strictUserInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try StrictKeyedContainer<Key>(self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try StrictUnkeyedContainer(self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        StrictSingleValueContainer(decoder: self)
    }

    /// The decoder of a value inside this one, at `offset`, reached by `key`; `path` is this
    /// decoder's ``codingPath``, which the caller keeps.
    func child(at offset: Int, key: any CodingKey, path: [any CodingKey]) -> StrictDecoder {
        var child = StrictDecoder(bytes: bytes, offset: offset, depth: depth + 1, parentPath: path, key: key)
        child.isChecked = true
        return child
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
        return .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "expected \(expected), found \(found)",
                underlyingError: DocumentValueMismatch(expected: expected, found: found)))
    }
}

/// The `userInfo` of every ``StrictDecoder``: one dictionary, never changed.
nonisolated(unsafe) private let strictUserInfo: [CodingUserInfoKey: Any] = [.refusesUnknownKeys: true]
