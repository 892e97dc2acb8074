import ValueText

/// Reading and changing an object by key path (`["motion", "parallax"]`): how a partial preset
/// such as ``ReducedMotion`` is built and merged (docs/accessibility.md#reduce-motion).
extension JSONValue {
    /// The members of an object, or `nil` for any other value.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value at `path` (`["motion", "spring", "response"]`) through nested objects, or `nil`
    /// when there is none.
    public func value(at path: some Collection<String>) -> JSONValue? {
        guard let first = path.first else { return self }
        return self[first]?.value(at: path.dropFirst())
    }

    /// This object with `value` at `path`, creating the objects on the way and replacing what was
    /// there; a value that is not an object on the way is replaced by one.
    public func setting(_ value: JSONValue, at path: some Collection<String>) -> JSONValue {
        guard let first = path.first else { return value }
        var members = self.members ?? []
        if let index = members.firstIndex(where: { $0.key == first }) {
            members[index].value = members[index].value.setting(value, at: path.dropFirst())
        } else {
            members.append(Member(key: first, value: JSONValue.object([]).setting(value, at: path.dropFirst())))
        }
        return .object(members)
    }
}

extension JSONValue {
    /// The value `value` encodes to (a preset, a track), members in the order it writes them.
    public init(encoding value: some Encodable) throws {
        self = try JSONValueEncoder.encode(value)
    }
}
