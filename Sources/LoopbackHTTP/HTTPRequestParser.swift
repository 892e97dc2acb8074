/// An incremental HTTP/1.1 request parser: bytes go in as they arrive, whole requests come out,
/// and a limit is enforced as soon as the bytes pass it, before the line or body is complete.
///
/// The rules it keeps (docs/development.md#the-loopback-http-server):
/// - lines end with CRLF; a bare LF, or a CR anywhere else in the head, is a 400;
/// - the request line is `METHOD SP TARGET SP HTTP/1.x` with single spaces; another major
///   version is a 505; a line over `requestLine` bytes is a 414;
/// - the target is a path (origin form) whose decoding `PathDecoding` checks, and a query;
/// - header lines are `name: value` with a token for a name and no control characters in the
///   value; a continuation line (obsolete folding) is a 400; a line over `headerLine` bytes or
///   more than `headerCount` lines is a 431;
/// - a body is framed by `Content-Length` only: values that disagree or are not digits are a
///   400, more than `body` bytes a 413 (decided from the header, before the body is read), any
///   `Transfer-Encoding` a 501;
/// - empty lines before a request line are skipped, as RFC 9112 recommends.
/// The events do not depend on how the bytes are split into calls of `append` (the fuzz target
/// checks it).
public struct HTTPRequestParser: Sendable {
    private let limits: HTTPLimits
    private var buffer: [UInt8] = []
    /// Where the unparsed bytes start.
    private var position = 0
    /// How far past `position` a line feed has already been looked for.
    private var scanned = 0
    private var state = State.requestLine

    private enum State: Sendable {
        case requestLine
        case headers(Head)
        case body(Head, length: Int, keepAlive: Bool)
        case failed(HTTPRequestError)
    }

    private struct Head: Sendable {
        var method: String
        var target: String
        var path: String
        var query: [String: String]
        var minorVersion: UInt8
        var headers = HTTPHeaders()
    }

    /// A parser enforcing `limits` (their sizes; the timeouts are the connection's).
    public init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    /// True when part of a request has arrived and the rest has not: a timeout now deserves a
    /// 408 rather than a silent close.
    public var isMidRequest: Bool {
        switch state {
        case .requestLine: position < buffer.count
        case .headers, .body: true
        case .failed: false
        }
    }

    /// Adds bytes that came from the client.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        if case .failed = state { return }
        if position >= 4096 && position * 2 >= buffer.count {
            buffer.removeFirst(position)
            position = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next event: a request, a failure, `continueExpected`, or `needMore` when the bytes so
    /// far do not finish anything. Call it again after each event until it says `needMore`.
    public mutating func next() -> HTTPParseEvent {
        do {
            return try advance()
        } catch {
            state = .failed(error)
            return .failure(error)
        }
    }

    private mutating func advance() throws(HTTPRequestError) -> HTTPParseEvent {
        while true {
            switch state {
            case .failed(let error):
                return .failure(error)
            case .requestLine:
                guard
                    let line = try nextLine(
                        limit: limits.requestLine,
                        tooLong: HTTPRequestError(414, "the request line is too long"))
                else {
                    return .needMore
                }
                if line.isEmpty { continue }
                state = .headers(try Self.requestLine(line))
            case .headers(var head):
                guard
                    let line = try nextLine(
                        limit: limits.headerLine,
                        tooLong: HTTPRequestError(431, "a header line is too long"))
                else {
                    return .needMore
                }
                if line.isEmpty {
                    let (length, keepAlive, expectsContinue) = try framing(head)
                    state = .body(head, length: length, keepAlive: keepAlive)
                    if expectsContinue { return .continueExpected }
                    continue
                }
                guard head.headers.fields.count < limits.headerCount else {
                    throw HTTPRequestError(431, "the request has more than \(limits.headerCount) header lines")
                }
                let (name, value) = try Self.field(line)
                head.headers.append(name: name, value: value)
                state = .headers(head)
            case .body(let head, let length, let keepAlive):
                guard buffer.count - position >= length else { return .needMore }
                let body = Array(buffer[position..<(position + length)])
                position += length
                scanned = 0
                state = .requestLine
                let request = HTTPRequest(
                    method: head.method, target: head.target, path: head.path,
                    query: head.query, headers: head.headers, body: body)
                return .request(request, keepAlive: keepAlive)
            }
        }
    }

    /// The next line without its CRLF, or `nil` while it is incomplete and within `limit`.
    private mutating func nextLine(limit: Int, tooLong: HTTPRequestError) throws(HTTPRequestError) -> ArraySlice<UInt8>? {
        let from = position + scanned
        guard let feed = buffer[from...].firstIndex(of: 0x0A) else {
            scanned = buffer.count - position
            // Past limit + 1 bytes (the line and its CR) no line feed can make it short enough.
            if scanned > limit + 1 { throw tooLong }
            return nil
        }
        let raw = buffer[position..<feed]
        position = feed + 1
        scanned = 0
        if raw.count > limit + 1 { throw tooLong }
        guard raw.last == 0x0D else {
            throw HTTPRequestError(400, "a line ends with a bare LF instead of CRLF")
        }
        let line = raw.dropLast()
        if line.contains(0x0D) {
            throw HTTPRequestError(400, "a line holds a bare CR")
        }
        return line
    }

    /// `METHOD SP TARGET SP HTTP/1.x`, the target decoded.
    private static func requestLine(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> Head {
        let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            throw HTTPRequestError(400, "the request line is not METHOD TARGET HTTP/1.1")
        }
        let minor = try version(parts[2])
        guard parts[0].allSatisfy(HTTPSyntax.isTokenByte) else {
            throw HTTPRequestError(400, "the method is not a token")
        }
        let target = parts[1]
        guard target.allSatisfy(HTTPSyntax.isTargetByte) else {
            throw HTTPRequestError(400, "the request-target holds a byte a URL may not hold unencoded")
        }
        let question = target.firstIndex(of: UInt8(ascii: "?")) ?? target.endIndex
        let path = try PathDecoding.decode(target[target.startIndex..<question])
        let query = question == target.endIndex ? [:] : try QueryParsing.parse(target[(question + 1)...])
        return Head(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: target, as: UTF8.self),
            path: path, query: query, minorVersion: minor)
    }

    /// The minor version of `HTTP/1.x`; another major version is a 505.
    private static func version(_ raw: ArraySlice<UInt8>) throws(HTTPRequestError) -> UInt8 {
        let prefix = Array("HTTP/".utf8)
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        guard raw.starts(with: prefix) else {
            throw HTTPRequestError(400, "the request line does not end with an HTTP version")
        }
        let number = raw.dropFirst(prefix.count)
        let dot = number.firstIndex(of: UInt8(ascii: ".")) ?? number.endIndex
        let major = number[number.startIndex..<dot]
        let minor = dot == number.endIndex ? number[dot...] : number[(dot + 1)...]
        guard !major.isEmpty, major.allSatisfy(isDigit), minor.allSatisfy(isDigit) else {
            throw HTTPRequestError(400, "the request line does not end with an HTTP version")
        }
        guard major.elementsEqual([UInt8(ascii: "1")]) else {
            throw HTTPRequestError(505, "only HTTP/1.0 and HTTP/1.1 are served")
        }
        guard minor.count == 1, let digit = minor.first else {
            throw HTTPRequestError(400, "the request line does not end with an HTTP version")
        }
        return digit - 0x30
    }

    /// `name: value`, the value without the blanks around it.
    private static func field(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> (String, String) {
        if line.first == 0x20 || line.first == 0x09 {
            throw HTTPRequestError(400, "a header line starts with a blank (obsolete line folding)")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw HTTPRequestError(400, "a header line has no colon")
        }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(HTTPSyntax.isTokenByte) else {
            throw HTTPRequestError(400, "a header name is not a token")
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
        guard value.allSatisfy(HTTPSyntax.isFieldValueByte) else {
            throw HTTPRequestError(400, "a header value holds a control character")
        }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// The body's length, whether the connection stays open after the response, and whether the
    /// client waits for `100 Continue`.
    private func framing(_ head: Head) throws(HTTPRequestError) -> (Int, Bool, Bool) {
        let headers = head.headers
        if !headers.values("Transfer-Encoding").isEmpty {
            throw HTTPRequestError(501, "Transfer-Encoding is not supported: send Content-Length")
        }
        var length: Int?
        for value in headers.values("Content-Length") {
            for element in value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                let digits = HTTPSyntax.trimmed(element)
                guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw HTTPRequestError(400, "Content-Length is not a number")
                }
                let significant = digits.drop { $0 == 0x30 }
                // Longer than 15 digits is far over any limit; saturating keeps the arithmetic safe.
                let number =
                    significant.count > 15
                    ? Int.max : significant.reduce(0) { $0 * 10 + Int($1 - 0x30) }
                if let length, length != number {
                    throw HTTPRequestError(400, "Content-Length values disagree")
                }
                length = number
            }
        }
        let bodyLength = length ?? 0
        if bodyLength > limits.body {
            throw HTTPRequestError(413, "the body is larger than \(limits.body) bytes")
        }
        let connection = headers.values("Connection").flatMap(HTTPSyntax.lowercasedTokens)
        let keepAlive = head.minorVersion >= 1 ? !connection.contains("close") : connection.contains("keep-alive")
        let expect = headers.values("Expect").flatMap(HTTPSyntax.lowercasedTokens)
        let expectsContinue = head.minorVersion >= 1 && bodyLength > 0 && expect.contains("100-continue")
        return (bodyLength, keepAlive, expectsContinue)
    }
}
