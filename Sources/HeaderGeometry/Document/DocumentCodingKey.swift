/// Any key of a JSON object, so a `Decodable` can see the keys it was not written for.
struct DocumentCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension Decoder {
    /// Throws for the first key (in byte order) of this object that is not one of `known`:
    /// a preset document has no room for keys it does not define (docs/format.md#preset-keys).
    func refuseUnknownKeys(_ known: Set<String>) throws {
        let container = try self.container(keyedBy: DocumentCodingKey.self)
        let unknown = container.allKeys.filter { !known.contains($0.stringValue) }
        guard let first = unknown.min(by: { $0.stringValue.utf8.lexicographicallyPrecedes($1.stringValue.utf8) }) else {
            return
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath, debugDescription: "unknown key \(MessageText.quoted(first.stringValue))"))
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or `nil` when the key is absent. Unlike `decodeIfPresent`, an explicit
    /// `null` is an error: a preset document writes absent values by leaving the key out.
    func decodeIfGiven<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }

    /// The case of `Case` spelled at `key`, or `nil` when the key is absent; another string is an
    /// error that lists the cases.
    func decodeCaseIfGiven<Case: RawRepresentable & CaseIterable>(_ type: Case.Type, forKey key: Key) throws -> Case?
    where Case.RawValue == String {
        guard let text = try decodeIfGiven(String.self, forKey: key) else { return nil }
        if let value = Case(rawValue: text) { return value }
        let names = Case.allCases.map { MessageText.quoted($0.rawValue) }
        let list = names.count <= 2
            ? names.joined(separator: " or ")
            : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        throw DecodingError.dataCorruptedError(forKey: key, in: self,
                                               debugDescription: "\(MessageText.quoted(text)) is not \(list)")
    }
}

/// `snap.positions[2]`: a coding path as the key path of the messages in docs/format.md#what-stretchy-accepts-when-reading.
func keyPathText(_ path: some Collection<any CodingKey>) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            if !text.isEmpty { text += "." }
            text += key.stringValue
        }
    }
    return text
}
