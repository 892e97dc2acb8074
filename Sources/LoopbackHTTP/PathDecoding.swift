/// The path of a request-target, decoded and checked so that no spelling of it leaves the tree
/// the handler serves (docs/development.md#the-loopback-http-server).
enum PathDecoding {
    /// `raw` (the target up to `?`, starting with `/`) decoded segment by segment.
    ///
    /// Refused, whatever the encoding: a `.` or `..` segment (`..`, `%2e%2e`, `%2E.`), a `/` or
    /// `\` inside a segment (`%2f`, `%5c`), a NUL or other control character, ill-formed UTF-8
    /// (`%c0%ae`, the overlong dot). Escapes are decoded once, so `%252e` stays the literal `%2e`.
    static func decode(_ raw: ArraySlice<UInt8>) throws(HTTPRequestError) -> String {
        guard raw.first == UInt8(ascii: "/") else {
            throw HTTPRequestError(400, "the request-target is not a path starting with /")
        }
        var path: [UInt8] = []
        path.reserveCapacity(raw.count)
        for segment in raw.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            guard let bytes = PercentDecoding.decode(segment) else {
                throw HTTPRequestError(400, "the path has a % not followed by two hexadecimal digits")
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] {
                throw HTTPRequestError(400, "the path has a . or .. segment")
            }
            for byte in bytes {
                if byte == UInt8(ascii: "/") {
                    throw HTTPRequestError(400, "the path has an encoded / inside a segment")
                }
                if byte == UInt8(ascii: "\\") {
                    throw HTTPRequestError(400, "the path has a backslash")
                }
                if byte < 0x20 || byte == 0x7F {
                    throw HTTPRequestError(400, "the path has a NUL or another control character")
                }
            }
            path.append(UInt8(ascii: "/"))
            path.append(contentsOf: bytes)
        }
        guard let text = PercentDecoding.utf8String(path) else {
            throw HTTPRequestError(400, "the path is not well-formed UTF-8")
        }
        return text
    }
}
