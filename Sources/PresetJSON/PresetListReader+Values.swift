import StrictJSON

/// The document's own values (`format`, `version`): each of the wanted JSON type or a failure
/// naming the key.
extension PresetListReader {
    /// Reads a string at `keyPath`.
    mutating func readString(at keyPath: String) throws(ReadFailure) -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else {
            throw try typeMismatch(expected: "a string", at: keyPath)
        }
        return try scanner.readString()
    }

    /// Reads a finite number at `keyPath`.
    mutating func readNumber(at keyPath: String) throws(ReadFailure) -> Double {
        guard scanner.nextValueKind() == "a number" else {
            throw try typeMismatch(expected: "a number", at: keyPath)
        }
        return try scanner.readNumber()
    }

    /// The failure for a value of the wrong type at the next byte — or, when no value starts
    /// there, the syntax error.
    mutating func typeMismatch(expected: String, at keyPath: String) throws(ReadFailure) -> ReadFailure {
        guard let found = scanner.nextValueKind() else { throw scanner.expectedValue() }
        return ReadFailure(
            kind: .content, offset: scanner.index, keyPath: keyPath,
            message: "expected \(expected), found \(found)")
    }
}
