import ValueText

/// Reading an object of a preset document strictly (docs/format.md#preset-keys): no key the
/// format does not define, whatever the decoder.
extension Decoder {
    /// This object's container, refusing every key `Key` does not name.
    func strictContainer<Key: CodingKey & CaseIterable>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let container = try container(keyedBy: Key.self)
        if userInfo[.refusesUnknownKeys] as? Bool != true {
            try refuseUnknownKeys(Set(Key.allCases.map(\.stringValue)))
        }
        return container
    }

    /// Throws for the first key (in byte order) of this object that is not one of `known`:
    /// a preset document has no room for keys it does not define (docs/format.md#preset-keys).
    func refuseUnknownKeys(_ known: Set<String>) throws {
        let container = try self.container(keyedBy: DocumentCodingKey.self)
        let unknown = container.allKeys.filter { !known.contains($0.stringValue) }
        guard let first = unknown.min(by: { $0.stringValue.utf8.lexicographicallyPrecedes($1.stringValue.utf8) }) else {
            return
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "unknown key \(MessageText.quoted(first.stringValue))"))
    }
}
