import HeaderGeometry
import StrictJSON

/// Typed values: each reads one value of the wanted JSON type or fails naming the key path.
extension PresetDecoder {
    /// Reads a string at `keyPath` of preset number `preset` (`nil` for the document).
    mutating func readString(at keyPath: String, preset: Int?) throws(ReadFailure) -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else {
            throw try typeMismatch(expected: "a string", at: keyPath, preset: preset)
        }
        return try scanner.readString()
    }

    /// Reads a finite number at `keyPath`.
    mutating func readNumber(at keyPath: String, preset: Int?) throws(ReadFailure) -> Double {
        switch scanner.peek() {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["),
             UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            throw try typeMismatch(expected: "a number", at: keyPath, preset: preset)
        default:
            return try scanner.readNumber()
        }
    }

    /// Reads `true` or `false` at `keyPath`.
    mutating func readBool(at keyPath: String, preset: Int?) throws(ReadFailure) -> Bool {
        guard scanner.peek() == UInt8(ascii: "t") || scanner.peek() == UInt8(ascii: "f") else {
            throw try typeMismatch(expected: "true or false", at: keyPath, preset: preset)
        }
        guard case .bool(let value) = try scanner.readLiteral() else {
            throw try typeMismatch(expected: "true or false", at: keyPath, preset: preset)
        }
        return value
    }

    /// Reads a string naming one case of `Value` at `keyPath`.
    mutating func readCase<Value: RawRepresentable & CaseIterable>(
        _: Value.Type, at keyPath: String, preset: Int?
    ) throws(ReadFailure) -> Value where Value.RawValue == String {
        scanner.skipWhitespace()
        let offset = scanner.index
        let text = try readString(at: keyPath, preset: preset)
        if let value = Value(rawValue: text) { return value }
        let names = Value.allCases.map { MessageText.quoted($0.rawValue) }
        let choices = names.count <= 2
            ? names.joined(separator: " or ")
            : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        throw ReadFailure(kind: .content, offset: offset, presetIndex: preset, keyPath: keyPath,
                          message: "\(PresetDecoder.quote(text)) is not \(choices)")
    }

    /// The failure for a value of the wrong type at the next byte — or, when no value starts
    /// there, the syntax error.
    mutating func typeMismatch(expected: String, at keyPath: String, preset: Int?) throws(ReadFailure) -> ReadFailure {
        guard let found = scanner.nextValueKind() else { throw scanner.expectedValue() }
        return ReadFailure(kind: .content, offset: scanner.index, presetIndex: preset,
                           keyPath: keyPath, message: "expected \(expected), found \(found)")
    }

    /// The failure for a key the object at `keyPath` does not have.
    static func unknownKey(_ key: String, at offset: Int, in keyPath: String?, preset: Int?) -> ReadFailure {
        ReadFailure(kind: .content, offset: offset, presetIndex: preset, keyPath: keyPath,
                    message: "unknown key \(quote(key))")
    }

    /// The failure for a required key an object lacks (placed at its `{`).
    static func missingKey(_ key: String, at offset: Int, in keyPath: String?, preset: Int?) -> ReadFailure {
        ReadFailure(kind: .content, offset: offset, presetIndex: preset, keyPath: keyPath,
                    message: "missing required key \(MessageText.quoted(key))")
    }
}
