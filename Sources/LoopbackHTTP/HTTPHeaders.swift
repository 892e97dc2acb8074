/// A request's header fields in the order they came, looked up by name without regard to case.
public struct HTTPHeaders: Sendable {
    /// Every field line as sent: names as spelled by the client, values with surrounding blanks removed.
    public private(set) var fields: [(name: String, value: String)]

    /// Headers holding `fields`, in that order.
    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// The first value of the field `name` (any case), or `nil` when the request has none.
    public subscript(name: String) -> String? {
        let wanted = HTTPHeaders.folded(name)
        return fields.first { HTTPHeaders.folded($0.name) == wanted }?.value
    }

    /// Every value of the field `name` (any case), in the order the lines came.
    public func values(_ name: String) -> [String] {
        let wanted = HTTPHeaders.folded(name)
        return fields.filter { HTTPHeaders.folded($0.name) == wanted }.map(\.value)
    }

    /// Adds a field line after the others.
    public mutating func append(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// Field names are ASCII tokens: folding ASCII letters is the whole of case-insensitivity.
    static func folded(_ name: String) -> [UInt8] {
        name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }
}
