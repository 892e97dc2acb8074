import StrictJSON

/// The scalar values: each reads the value of its JSON type or fails saying what it found. The
/// text is checked already (by the container the value is in), so reading cannot meet bad syntax.
extension StrictDecoder {
    /// The value as a `T`: a number, string or boolean read directly, anything else by its
    /// `Decodable` conformance.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Double.self { return try decodeDouble() as! T }
        if T.self == String.self { return try decodeString() as! T }
        if T.self == Bool.self { return try decodeBool() as! T }
        return try T(from: self)
    }

    /// Whether the value is `null`.
    func decodeNull() -> Bool {
        first == UInt8(ascii: "n")
    }

    /// The value as a number.
    func decodeDouble() throws -> Double {
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            var scanner = scanner()
            return try scanner.readNumber()
        default:
            throw mismatch(Double.self, expected: "a number")
        }
    }

    /// The value as a string.
    func decodeString() throws -> String {
        guard first == UInt8(ascii: "\"") else { throw mismatch(String.self, expected: "a string") }
        var scanner = scanner()
        return try scanner.readString()
    }

    /// The value as `true` or `false`.
    func decodeBool() throws -> Bool {
        switch first {
        case UInt8(ascii: "t"): return true
        case UInt8(ascii: "f"): return false
        default: throw mismatch(Bool.self, expected: "true or false")
        }
    }

    /// The value as a whole number that fits in `T`.
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let value = T(exactly: try decodeDouble()) else {
            throw mismatch(type, expected: "a whole number")
        }
        return value
    }

    /// The value as a `Float`.
    func decodeFloat() throws -> Float {
        Float(try decodeDouble())
    }
}
