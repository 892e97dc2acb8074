// Compiled into the LoopbackHTTP module itself (Fuzz/build), so it reaches the internal path,
// query and response code as well as the public parser.

/// libFuzzer entry: reads arbitrary bytes as what a client sends the studio's server and checks
/// what a user relies on (docs/development.md#the-loopback-http-server).
///
/// - Parsing never crashes, whatever the bytes, with the real limits and with tiny ones.
/// - The events do not depend on how the bytes are split (whole, in pieces, byte by byte).
/// - A refusal is one of the statuses the server answers itself, with a one-line reason.
/// - A request the parser lets through has a path that cannot leave the tree: it starts with `/`,
///   has no `.` or `..` segment, no NUL, backslash or control character, and the same segments
///   whether split as bytes or as Characters; its body is within the
///   limit; its header values hold no CR, LF or NUL.
/// - Written back as a request, it parses to the same request.
/// - A response made of the request's parts writes exactly one head whose lines are the fields.
/// - Path and query decoding of the raw bytes obey the same rules.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let tiny = HTTPLimits(requestLine: 64, headerLine: 48, headerCount: 4, body: 32)
    for limits in [HTTPLimits(), tiny] {
        let whole = events(bytes, limits: limits, piece: bytes.count)
        let piece = 1 + Int(bytes.first ?? 0) % 13
        check(events(bytes, limits: limits, piece: piece) == whole, "pieces of \(piece) changed the events", bytes)
        if bytes.count <= 2048 {
            check(events(bytes, limits: limits, piece: 1) == whole, "byte by byte changed the events", bytes)
        }
        for event in whole {
            switch event {
            case .failure(let error):
                check([400, 413, 414, 431, 501, 505].contains(error.status), "status \(error.status)", bytes)
                check(!error.reason.isEmpty && !error.reason.contains(where: \.isNewline), "reason \(error.reason)", bytes)
            case .request(let request, _):
                checkRequest(request, limits: limits, bytes)
            default:
                break
            }
        }
    }
    if let path = try? PathDecoding.decode(bytes[...]) {
        checkPath(path, bytes)
    }
    _ = try? QueryParsing.parse(bytes[...])
    return 0
}

/// What `events` records: the failure, or the request and whether it keeps the connection.
private enum Event: Equatable {
    case continueExpected
    case request(HTTPRequest, keepAlive: Bool)
    case failure(HTTPRequestError)

    static func == (a: Event, b: Event) -> Bool {
        switch (a, b) {
        case (.continueExpected, .continueExpected): true
        case (.failure(let x), .failure(let y)): x == y
        case (.request(let x, let kx), .request(let y, let ky)): kx == ky && same(x, y)
        default: false
        }
    }
}

private func same(_ x: HTTPRequest, _ y: HTTPRequest) -> Bool {
    x.method == y.method && x.target == y.target && x.path == y.path && x.query == y.query && x.body == y.body
        && x.headers.fields.elementsEqual(y.headers.fields) { $0.name == $1.name && $0.value == $1.value }
}

/// The events of `bytes` appended `piece` bytes at a time, up to `needMore` after the last
/// piece or the first failure.
private func events(_ bytes: [UInt8], limits: HTTPLimits, piece: Int) -> [Event] {
    var parser = HTTPRequestParser(limits: limits)
    var seen: [Event] = []
    var offset = 0
    repeat {
        let end = min(bytes.count, offset + max(piece, 1))
        parser.append(bytes[offset..<end])
        offset = end
        while true {
            switch parser.next() {
            case .needMore:
                break
            case .continueExpected:
                seen.append(.continueExpected)
                continue
            case .request(let request, let keepAlive):
                seen.append(.request(request, keepAlive: keepAlive))
                continue
            case .failure(let error):
                seen.append(.failure(error))
                return seen
            }
            break
        }
    } while offset < bytes.count
    return seen
}

private func checkRequest(_ request: HTTPRequest, limits: HTTPLimits, _ bytes: [UInt8]) {
    checkPath(request.path, bytes)
    check(request.body.count <= limits.body, "a body of \(request.body.count) bytes", bytes)
    check(!request.method.isEmpty && request.method.utf8.allSatisfy(HTTPSyntax.isTokenByte), "method", bytes)
    check(request.target.utf8.allSatisfy(HTTPSyntax.isTargetByte), "target \(request.target.debugDescription)", bytes)
    for (name, value) in request.headers.fields {
        check(!name.isEmpty && name.utf8.allSatisfy(HTTPSyntax.isTokenByte), "header name \(name.debugDescription)", bytes)
        check(!value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }, "header value \(value.debugDescription)", bytes)
    }

    // Written back, the same request.
    var text = "\(request.method) \(request.target) HTTP/1.1\r\n"
    for (name, value) in request.headers.fields { text += "\(name): \(value)\r\n" }
    text += "\r\n"
    // Spaces after colons may lengthen a line: only the body keeps its limit.
    var roomy = HTTPLimits(requestLine: 1 << 20, headerLine: 1 << 20, headerCount: 1 << 20)
    roomy.body = limits.body
    var parser = HTTPRequestParser(limits: roomy)
    parser.append(Array(text.utf8) + request.body)
    var event = parser.next()
    if case .continueExpected = event { event = parser.next() }
    guard case .request(let again, _) = event, same(again, request) else {
        fail("written back, the request parses differently: \(text.debugDescription)", bytes)
    }

    // A response carrying the request's parts has exactly its own head.
    let response = HTTPResponse(
        status: 200, headers: [("X-Target", request.target)] + request.headers.fields.map { ($0.name, $0.value) },
        body: request.body)
    let written = ResponseWriter.bytes(response, method: request.method, keepAlive: true)
    let separator: [UInt8] = [13, 10, 13, 10]
    guard let end = written.indices.dropLast(3).first(where: { written[$0..<($0 + 4)].elementsEqual(separator) }) else {
        fail("a response without the end of its head", bytes)
    }
    // Every line of the head with its CRLF (the last empty element follows the last line feed).
    let lines = written[..<(end + 2)].split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
    check(lines.allSatisfy { $0.last == 0x0D && !$0.dropLast().contains(0x0D) }, "a response line not ending in CRLF", bytes)
    let framing = ["content-length", "connection", "transfer-encoding", "keep-alive"].map { Array($0.utf8) }
    let kept = response.headers.filter { !framing.contains(HTTPHeaders.folded($0.0)) }.count
    let expectedLines = 1 + kept + 2  // the status line, the fields, Content-Length and Connection
    check(lines.count == expectedLines, "the response head has \(lines.count) lines, not \(expectedLines)", bytes)
    let bodyBytes = request.method == "HEAD" ? 0 : request.body.count
    check(written.count == end + 4 + bodyBytes, "the response is not its head and its body", bytes)
}

private func checkPath(_ path: String, _ bytes: [UInt8]) {
    check(path.hasPrefix("/"), "path \(path.debugDescription) does not start with /", bytes)
    let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    // A handler splitting the String by Character sees the same segments as these bytes.
    check(
        path.split(separator: "/", omittingEmptySubsequences: false).count == segments.count,
        "path \(path.debugDescription) has a / joined to a mark", bytes)
    for segment in segments.dropFirst() {
        check(!segment.elementsEqual([0x2E]) && !segment.elementsEqual([0x2E, 0x2E]), "path \(path.debugDescription) has a dot segment", bytes)
    }
    check(
        !path.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") },
        "path \(path.debugDescription) has a control character or a backslash", bytes)
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String, _ bytes: [UInt8]) {
    if !condition { fail(message(), bytes) }
}

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    fatalError("\(message) (input \(String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription))")
}
