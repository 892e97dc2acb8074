import ValueText

/// Turns any `Encodable` into the ``JSONValue`` it writes, members in the order it writes
/// them: how a preset is merged with a partial one (docs/accessibility.md#reduce-motion).
struct JSONValueEncoder {
    /// The value `value` encodes to.
    static func encode(_ value: some Encodable, everyKey: Bool = false) throws -> JSONValue {
        let node = Node(everyKey: everyKey)
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        return node.value
    }

    /// A value being written; objects and arrays fill in as their containers are used.
    final class Node {
        enum Content {
            case empty
            case leaf(JSONValue)
            case object([(String, Node)])
            case array([Node])
        }
        var content = Content.empty
        /// Whether the encoders writing into this tree want every key (``CodingUserInfoKey/writesEveryKey``).
        let everyKey: Bool

        init(everyKey: Bool) { self.everyKey = everyKey }

        var value: JSONValue {
            switch content {
            case .empty: return .null
            case .leaf(let value): return value
            case .object(let members): return .object(members.map { JSONValue.Member(key: $0.0, value: $0.1.value) })
            case .array(let elements): return .array(elements.map(\.value))
            }
        }

        func child(forKey key: String) -> Node {
            var members: [(String, Node)] = []
            if case .object(let existing) = content { members = existing }
            if let found = members.first(where: { $0.0 == key }) { return found.1 }
            let node = Node(everyKey: everyKey)
            members.append((key, node))
            content = .object(members)
            return node
        }

        func appendChild() -> Node {
            var elements: [Node] = []
            if case .array(let existing) = content { elements = existing }
            let node = Node(everyKey: everyKey)
            elements.append(node)
            content = .array(elements)
            return node
        }

        func becomeObject() { if case .empty = content { content = .object([]) } }
        func becomeArray() { if case .empty = content { content = .array([]) } }

        /// Stores `value`: a number, string or flag as a leaf, anything else through its own
        /// `encode(to:)`.
        func store<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
            switch value {
            case let flag as Bool: content = .leaf(.bool(flag))
            case let text as String: content = .leaf(.string(text))
            case let number as Double: content = .leaf(.number(number))
            case let number as Float: content = .leaf(.number(Double(number)))
            case let number as Int: content = .leaf(.number(Double(number)))
            case let tree as JSONValue: content = .leaf(tree)
            default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
            }
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { node.everyKey ? [.writesEveryKey: true] : [:] }

        func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
            node.becomeObject()
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.becomeArray()
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).content = .leaf(.null) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(Double(value), key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }

        private func put<T: Encodable>(_ value: T, _ key: Key) throws {
            try node.child(forKey: key.stringValue).store(value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy _: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = node.child(forKey: key.stringValue)
            child.becomeObject()
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = node.child(forKey: key.stringValue)
            child.becomeArray()
            return Unkeyed(node: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            NodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int {
            if case .array(let elements) = node.content { return elements.count }
            return 0
        }

        mutating func encodeNil() throws { node.appendChild().content = .leaf(.null) }
        mutating func encode(_ value: Bool) throws { try put(value) }
        mutating func encode(_ value: String) throws { try put(value) }
        mutating func encode(_ value: Double) throws { try put(value) }
        mutating func encode(_ value: Float) throws { try put(value) }
        mutating func encode(_ value: Int) throws { try put(value) }
        mutating func encode(_ value: Int8) throws { try put(Double(value)) }
        mutating func encode(_ value: Int16) throws { try put(Double(value)) }
        mutating func encode(_ value: Int32) throws { try put(Double(value)) }
        mutating func encode(_ value: Int64) throws { try put(Double(value)) }
        mutating func encode(_ value: UInt) throws { try put(Double(value)) }
        mutating func encode(_ value: UInt8) throws { try put(Double(value)) }
        mutating func encode(_ value: UInt16) throws { try put(Double(value)) }
        mutating func encode(_ value: UInt32) throws { try put(Double(value)) }
        mutating func encode(_ value: UInt64) throws { try put(Double(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }

        private func put<T: Encodable>(_ value: T) throws {
            let index = count
            try node.appendChild().store(value, codingPath: codingPath + [DocumentCodingKey(intValue: index)!])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let index = count
            let child = node.appendChild()
            child.becomeObject()
            return KeyedEncodingContainer(
                Keyed<NestedKey>(node: child, codingPath: codingPath + [DocumentCodingKey(intValue: index)!]))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let index = count
            let child = node.appendChild()
            child.becomeArray()
            return Unkeyed(node: child, codingPath: codingPath + [DocumentCodingKey(intValue: index)!])
        }

        mutating func superEncoder() -> any Encoder {
            let index = count
            return NodeEncoder(node: node.appendChild(), codingPath: codingPath + [DocumentCodingKey(intValue: index)!])
        }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.content = .leaf(.null) }
        mutating func encode(_ value: Bool) throws { try node.store(value, codingPath: codingPath) }
        mutating func encode(_ value: String) throws { try node.store(value, codingPath: codingPath) }
        mutating func encode(_ value: Double) throws { try node.store(value, codingPath: codingPath) }
        mutating func encode(_ value: Float) throws { try node.store(value, codingPath: codingPath) }
        mutating func encode(_ value: Int) throws { try node.store(value, codingPath: codingPath) }
        mutating func encode(_ value: Int8) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode(_ value: Int16) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode(_ value: Int32) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode(_ value: Int64) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode(_ value: UInt) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode(_ value: UInt8) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode(_ value: UInt16) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode(_ value: UInt32) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode(_ value: UInt64) throws { try node.store(Double(value), codingPath: codingPath) }
        mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value, codingPath: codingPath) }
    }
}
