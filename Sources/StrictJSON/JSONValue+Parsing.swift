import ValueText

/// Reading any JSON text into a ``JSONValue``.
extension JSONValue {
    /// Reads `bytes` (UTF-8, a byte-order mark allowed) as one JSON value. Strict: duplicate keys,
    /// trailing commas, NaN/Infinity, numbers beyond a Double, invalid UTF-8, lone surrogates,
    /// control characters in strings, nesting deeper than 16 and text after the value are errors
    /// with line and column; `source` names the input in them.
    public static func parse(_ bytes: [UInt8], source: String) throws(PresetJSONError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(PresetJSONError) -> JSONValue in
            do throws(ReadFailure) {
                return try parse(buffer)
            } catch {
                throw PresetJSONError(error, source: source, bytes: buffer)
            }
        }
    }

    /// The value in `buffer`, or the first syntax problem.
    package static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(ReadFailure) -> JSONValue {
        var scanner = JSONScanner(buffer)
        let value = try scanner.readValue(depth: 1)
        try scanner.finish()
        return value
    }
}
