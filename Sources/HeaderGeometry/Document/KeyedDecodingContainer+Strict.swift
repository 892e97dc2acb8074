import ValueText

/// The value reads every object of a preset document is made of (docs/format.md#preset-keys):
/// absent keys left to their defaults, `null` only where the format allows it, and each value of
/// the wrong type described as the format describes it (`expected an object or null`).
extension KeyedDecodingContainer {
    /// The value at `key`, or `nil` when the key is absent. Unlike `decodeIfPresent`, an explicit
    /// `null` is an error: a preset document writes absent values by leaving the key out.
    /// A value of another type is described as `expected` when given.
    func decodeIfGiven<T: Decodable>(_ type: T.Type, forKey key: Key, expecting expected: String? = nil) throws -> T? {
        guard contains(key) else { return nil }
        return try expecting(expected, at: key) { try decode(type, forKey: key) }
    }

    /// The value at `key`, or `nil` when the key is absent or `null` (`shadow`, `pullTrigger`).
    func decodeOrNull<T: Decodable>(_ type: T.Type, forKey key: Key, expecting expected: String) throws -> T? {
        try expecting(expected, at: key) { try decodeIfPresent(type, forKey: key) }
    }

    /// The case of `Case` spelled at `key`, or `nil` when the key is absent; another string is an
    /// error that lists the cases.
    func decodeCaseIfGiven<Case: RawRepresentable & CaseIterable>(_ type: Case.Type, forKey key: Key) throws -> Case?
    where Case.RawValue == String {
        guard let text = try decodeIfGiven(String.self, forKey: key) else { return nil }
        if let value = Case(rawValue: text) { return value }
        let names = Case.allCases.map { MessageText.quoted($0.rawValue) }
        let list =
            names.count <= 2
            ? names.joined(separator: " or ")
            : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self,
            debugDescription: "\(MessageText.quoted(text)) is not \(list)")
    }

    /// The array at `key` (`nil` when absent), each element a `T`. Past `limit` elements the
    /// rest are read and counted but not kept, so an array of millions is refused in the memory
    /// of a few: `has 17 positions; at most 16 are allowed`, a broken rule of the array.
    func decodeList<T: Decodable>(
        _: T.Type, forKey key: Key, expecting expected: String, each: String? = nil,
        atMost limit: Int, noun: String
    ) throws -> [T]? {
        guard contains(key) else { return nil }
        var list = try expecting(expected, at: key) { try nestedUnkeyedContainer(forKey: key) }
        var elements: [T] = []
        var count = 0
        while !list.isAtEnd {
            let depth = list.codingPath.count + 1
            do {
                let element = try list.decode(T.self)
                if count < limit { elements.append(element) }
            } catch let error as DecodingError {
                throw each.map { error.expecting($0, atDepth: depth) } ?? error
            }
            count += 1
        }
        if count > limit {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: list.codingPath, debugDescription: "has \(count) \(noun); at most \(limit) are allowed",
                    underlyingError: DocumentRuleBroken()))
        }
        return elements
    }

    /// The object at `key`, refusing every key `Nested` does not name.
    func strictNestedContainer<Nested: CodingKey & CaseIterable>(
        keyedBy _: Nested.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<Nested> {
        try superDecoder(forKey: key).strictContainer(keyedBy: Nested.self)
    }

    /// `body`, with a value of the wrong type at `key` described as `expected` (when given).
    func expecting<T>(_ expected: String?, at key: Key, _ body: () throws -> T) throws -> T {
        guard let expected else { return try body() }
        do {
            return try body()
        } catch let error as DecodingError {
            throw error.expecting(expected, atDepth: codingPath.count + 1)
        }
    }
}
