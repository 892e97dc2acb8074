/// The path of a request-target, decoded and checked so that no spelling of it leaves the tree
/// the handler serves (docs/development.md#the-loopback-http-server).
enum PathDecoding {
    /// `raw` (the target up to `?`, starting with `/`) decoded segment by segment.
    ///
    /// Refused, whatever the encoding: a `.` or `..` segment (`..`, `%2e%2e`, `%2E.`), a `/` or
    /// `\` inside a segment (`%2f`, `%5c`), a NUL or other control character, ill-formed UTF-8
    /// (`%c0%ae`, the overlong dot), a mark that would join a `/` into one Character (a
    /// combining mark starting a segment, a prepended mark ending one). Escapes are decoded once, so `%252e` stays the
    /// literal `%2e`.
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
        // A segment starting with a combining mark (`/%CC%81`), or ending with a prepended one
        // (`%D8%80/`), would make `/` and the mark one Character: a handler reading the path as
        // a String would see other separators than the bytes checked here. Every `/` must stay
        // a Character of its own.
        let slashes = path.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
        guard text.reduce(0, { $0 + ($1 == "/" ? 1 : 0) }) == slashes else {
            throw HTTPRequestError(400, "a / in the path joins a combining mark into one character")
        }
        return text
    }
}
