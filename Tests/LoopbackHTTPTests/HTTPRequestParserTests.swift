import TestKit
import Testing

@testable import LoopbackHTTP

/// The request parser on its own: what it accepts, what it refuses with which status, and that
/// it decides on the bytes, not on how they were split (docs/development.md#the-loopback-http-server).
struct HTTPRequestParserTests {
    /// Every event `bytes` gives when appended in pieces of `piece` bytes (0: all at once),
    /// described as text; the last one is `needMore` or a failure.
    static func events(_ bytes: [UInt8], limits: HTTPLimits = HTTPLimits(), piece: Int = 0) -> [String] {
        var parser = HTTPRequestParser(limits: limits)
        var seen: [String] = []
        var offset = 0
        repeat {
            let end = piece == 0 ? bytes.count : min(bytes.count, offset + piece)
            parser.append(bytes[offset..<end])
            offset = end
            drain: while true {
                let event = parser.next()
                switch event {
                case .needMore:
                    break drain
                case .failure(let error):
                    seen.append("failure \(error.status)")
                    return seen
                case .continueExpected:
                    seen.append("continue")
                case .request(let request, let keepAlive):
                    seen.append("\(request.method) \(request.path) body \(request.body.count) keepAlive \(keepAlive)")
                }
            }
        } while offset < bytes.count
        seen.append("needMore")
        return seen
    }

    static func events(_ text: String, limits: HTTPLimits = HTTPLimits(), piece: Int = 0) -> [String] {
        events(Array(text.utf8), limits: limits, piece: piece)
    }

    /// The one request `text` parses to, or nil.
    static func request(_ text: String) -> HTTPRequest? {
        var parser = HTTPRequestParser()
        parser.append(Array(text.utf8))
        if case .request(let request, _) = parser.next() { return request }
        return nil
    }

    /// The status the parser refuses `text` with, or nil when it does not refuse it.
    static func refusal(_ text: String, limits: HTTPLimits = HTTPLimits()) -> Int? {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array(text.utf8))
        while true {
            switch parser.next() {
            case .failure(let error): return error.status
            case .needMore: return nil
            case .continueExpected, .request: continue
            }
        }
    }

    func testARequestKeepsItsPartsAsSent() throws {
        let text =
            "PUT /api/presets/sticky-utah?token=abc&x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n"
            + "X-Stretchy-Token:  abc \r\nx-stretchy-token: second\r\nContent-Length: 5\r\n\r\nhello"
        let request = try require(Self.request(text))
        expectEqual(request.method, "PUT")
        expectEqual(request.target, "/api/presets/sticky-utah?token=abc&x=1")
        expectEqual(request.path, "/api/presets/sticky-utah")
        expectEqual(request.query, ["token": "abc", "x": "1"])
        expectEqual(request.headers["host"], "127.0.0.1:8080")
        expectEqual(request.headers["X-STRETCHY-TOKEN"], "abc")
        expectEqual(request.headers.values("X-Stretchy-Token"), ["abc", "second"])
        expectEqual(request.headers.fields.map(\.name), ["Host", "X-Stretchy-Token", "x-stretchy-token", "Content-Length"])
        expectEqual(request.body, Array("hello".utf8))
    }

    /// Malformed heads, each with the status the server answers (HTTP-API: 400, 501, 505).
    static let malformed: [(String, Int)] = [
        ("GET /\r\n\r\n", 400),  // no version
        ("GET  / HTTP/1.1\r\n\r\n", 400),  // two spaces
        ("GET / HTTP/1.1 \r\n\r\n", 400),  // trailing space
        (" GET / HTTP/1.1\r\n\r\n", 400),  // leading space
        ("GET / HTTP/1.1 extra\r\n\r\n", 400),
        ("GET /a b HTTP/1.1\r\n\r\n", 400),
        ("GET\t/\tHTTP/1.1\r\n\r\n", 400),  // tabs are not separators
        ("G@T / HTTP/1.1\r\n\r\n", 400),  // method not a token
        ("GET / http/1.1\r\n\r\n", 400),  // version is case-sensitive
        ("GET / HTTP/1\r\n\r\n", 400),
        ("GET / HTTP/1.10\r\n\r\n", 400),
        ("GET / HTTP/x.1\r\n\r\n", 400),
        ("GET / HTTP/1.1.1\r\n\r\n", 400),
        ("GET / FTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\n\r\n", 505),
        ("GET / HTTP/3\r\n\r\n", 505),
        ("GET / HTTP/0.9\r\n\r\n", 505),
        ("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 505),  // the HTTP/2 preface
        ("GET * HTTP/1.1\r\n\r\n", 400),  // asterisk form
        ("GET http://example.com/ HTTP/1.1\r\n\r\n", 400),  // absolute form
        ("CONNECT example.com:443 HTTP/1.1\r\n\r\n", 400),  // authority form
        ("GET /a#frag HTTP/1.1\r\n\r\n", 400),
        ("GET /a\\b HTTP/1.1\r\n\r\n", 400),
        ("GET /caf\u{E9} HTTP/1.1\r\n\r\n", 400),  // a raw non-ASCII byte
        ("GET /\u{7F} HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\nHost: a\n\n", 400),  // bare LF
        ("GET / HTTP/1.1\r\nHost: a\n\r\n", 400),
        ("GET / HTTP/1.1\r\n\n", 400),
        ("GET / HTTP/1.1\rHost: a\r\n\r\n", 400),  // bare CR
        ("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost a\r\n\r\n", 400),  // no colon
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400),  // blank before the colon
        ("GET / HTTP/1.1\r\n: a\r\n\r\n", 400),  // empty name
        ("GET / HTTP/1.1\r\nX(y): a\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", 400),  // obsolete folding
        ("GET / HTTP/1.1\r\nHost: a\r\n\tfolded\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nX: a\u{0}b\r\n\r\n", 400),  // NUL in a value
        ("GET / HTTP/1.1\r\nX: a\u{7F}\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nX: a\u{1B}[31m\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nContent-Length: abc\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nContent-Length: +5\r\n\r\nhello", 400),
        ("POST / HTTP/1.1\r\nContent-Length: 0x5\r\n\r\nhello", 400),
        ("POST / HTTP/1.1\r\nContent-Length: 5,\r\n\r\nhello", 400),
        ("POST / HTTP/1.1\r\nContent-Length:\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nContent-Length: 5 5\r\n\r\nhello", 400),
        ("POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!", 400),
        ("POST / HTTP/1.1\r\nContent-Length: 5, 6\r\n\r\nhello!", 400),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\ntransfer-encoding: identity\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nContent-Length: 1048577\r\n\r\n", 413),
        ("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999999\r\n\r\n", 413),
        ("GET /%2e%2e/etc/passwd HTTP/1.1\r\n\r\n", 400),
        ("GET /?token=%zz HTTP/1.1\r\n\r\n", 400),
    ]

    func testMalformedRequestsAreRefusedWithTheirStatus() {
        for (request, status) in Self.malformed {
            TestRow.$current.withValue(String(describing: (request, status))) { self.malformedRequestsAreRefusedWithTheirStatus(request, status) }
        }
    }

    func malformedRequestsAreRefusedWithTheirStatus(_ request: String, _ status: Int) {
        expectEqual(Self.refusal(request), status, "\(request.debugDescription)")
        // Byte by byte, the same answer.
        expectEqual(Self.events(request, piece: 1).last, "failure \(status)", "\(request.debugDescription)")
    }

    /// Every proper prefix of a valid request (a truncated request) is incomplete, never an
    /// error and never a request; the whole of it is one request.
    func testEveryTruncationOfARequestWaitsForMore() {
        let text = "POST /api/presets/a?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\n\r\nbody"
        let bytes = Array(text.utf8)
        for length in 0..<bytes.count {
            var parser = HTTPRequestParser()
            parser.append(bytes[..<length])
            guard case .needMore = parser.next() else {
                Issue.record("a prefix of \(length) bytes was not incomplete")
                continue
            }
            expectEqual(parser.isMidRequest, (length > 0))
        }
        expectEqual(Self.events(bytes), ["POST /api/presets/a body 4 keepAlive true", "needMore"])
    }

    /// How the bytes are split does not change what comes out.
    func testSplittingTheBytesChangesNothing() {
        for text in [
            "GET / HTTP/1.1\r\nHost: a\r\n\r\nPOST /b HTTP/1.1\r\nContent-Length: 3\r\n\r\nxyzGET /c HTTP/1.0\r\n\r\n",
            "PUT /x HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nhi",
            "\r\n\r\nGET / HTTP/1.1\r\n\r\nGET /%2e HTTP/1.1\r\n\r\n",
            "GET / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n",
        ] {
            TestRow.$current.withValue(String(describing: text)) { self.splittingTheBytesChangesNothing(text) }
        }
    }

    func splittingTheBytesChangesNothing(_ text: String) {
        let whole = Self.events(text)
        for piece in [1, 2, 3, 7, 16] {
            expectEqual(Self.events(text, piece: piece), whole, "pieces of \(piece)")
        }
    }

    func testPipelinedRequestsComeOutInOrder() {
        let text = "GET / HTTP/1.1\r\nHost: a\r\n\r\nPOST /b HTTP/1.1\r\nContent-Length: 3\r\n\r\nxyzGET /c HTTP/1.0\r\n\r\n"
        expectEqual(
            Self.events(text),
            [
                "GET / body 0 keepAlive true", "POST /b body 3 keepAlive true", "GET /c body 0 keepAlive false", "needMore",
            ])
    }

    /// Bare LF is refused rather than accepted: the head is read one way only, CRLF
    /// (docs/development.md#the-loopback-http-server). Empty lines before a request are skipped.
    func testLinesEndWithCRLFAndLeadingEmptyLinesAreSkipped() {
        expectEqual(Self.events("\r\n\r\nGET / HTTP/1.1\r\n\r\n"), ["GET / body 0 keepAlive true", "needMore"])
        expectEqual(Self.events("\nGET / HTTP/1.1\r\n\r\n"), ["failure 400"])
    }

    /// Whether the connection stays open after the response.
    func testKeepAliveFollowsTheVersionAndConnection() {
        for (text, keepAlive) in [
            ("GET / HTTP/1.1\r\n\r\n", true),
            ("GET / HTTP/1.1\r\nConnection: close\r\n\r\n", false),
            ("GET / HTTP/1.1\r\nConnection: keep-alive, Close\r\n\r\n", false),
            ("GET / HTTP/1.1\r\nconnection: upgrade\r\nConnection: CLOSE\r\n\r\n", false),
            ("GET / HTTP/1.0\r\n\r\n", false),
            ("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n", true),
            ("GET / HTTP/1.0\r\nConnection: keep-alive, close\r\n\r\n", true),
        ] {
            TestRow.$current.withValue(String(describing: (text, keepAlive))) { self.keepAliveFollowsTheVersionAndConnection(text, keepAlive) }
        }
    }

    func keepAliveFollowsTheVersionAndConnection(_ text: String, _ keepAlive: Bool) {
        expectEqual(Self.events(text).first?.hasSuffix("keepAlive \(keepAlive)"), true)
    }

    func testContentLengthsThatAgreeAreOneLength() {
        expectEqual(
            Self.events("POST / HTTP/1.1\r\nContent-Length: 3\r\ncontent-length: 003\r\n\r\nabc"), ["POST / body 3 keepAlive true", "needMore"])
        expectEqual(
            Self.events("POST / HTTP/1.1\r\nContent-Length: 3, 3\r\n\r\nabc"), ["POST / body 3 keepAlive true", "needMore"])
    }

    func testExpectContinueIsAnnouncedBeforeTheBody() {
        expectEqual(
            Self.events("PUT /x HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nhi"),
            ["continue", "PUT /x body 2 keepAlive true", "needMore"])
        // Not for HTTP/1.0 clients, and not without a body.
        expectEqual(
            Self.events("PUT /x HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nhi"), ["PUT /x body 2 keepAlive false", "needMore"])
        expectEqual(Self.events("GET /x HTTP/1.1\r\nExpect: 100-continue\r\n\r\n"), ["GET /x body 0 keepAlive true", "needMore"])
    }

    /// A body over the limit is refused from its header alone, when not a byte of it has come.
    func testABodyOverTheLimitIsRefusedBeforeItArrives() {
        var limits = HTTPLimits()
        limits.body = 10
        expectEqual(Self.events("POST / HTTP/1.1\r\nContent-Length: 11\r\n\r\n", limits: limits), ["failure 413"])
        expectEqual(
            Self.events("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n0123456789", limits: limits), ["POST / body 10 keepAlive true", "needMore"])
        expectEqual(Self.events("POST / HTTP/1.1\r\nContent-Length: \(1 << 20)\r\n\r\n"), ["needMore"])
        expectEqual(Self.events("POST / HTTP/1.1\r\nContent-Length: \((1 << 20) + 1)\r\n\r\n"), ["failure 413"])
    }

    /// The request line's limit counts its bytes without CRLF; past it, 414 before the line ends.
    func testTheRequestLineLimitIsExactAndEnforcedEarly() {
        var limits = HTTPLimits()
        limits.requestLine = 32
        let exact = "GET /" + String(repeating: "a", count: 32 - "GET / HTTP/1.1".count) + " HTTP/1.1"
        expectEqual(exact.utf8.count, 32)
        expectEqual(Self.events(exact + "\r\n\r\n", limits: limits).first?.hasPrefix("GET /aaa"), true)
        let over = "GET /" + String(repeating: "a", count: 33 - "GET / HTTP/1.1".count) + " HTTP/1.1"
        expectEqual(Self.events(over + "\r\n\r\n", limits: limits), ["failure 414"])
        // 34 bytes and no line feed yet: no line feed can bring it back under 32.
        expectEqual(Self.events(String(repeating: "G", count: 34), limits: limits), ["failure 414"])
        expectEqual(Self.events(String(repeating: "G", count: 33), limits: limits), ["needMore"])
    }

    func testTheHeaderLineLimitIsExactAndEnforcedEarly() {
        var limits = HTTPLimits()
        limits.headerLine = 20
        let exact = "X: " + String(repeating: "v", count: 17)
        expectEqual(Self.events("GET / HTTP/1.1\r\n\(exact)\r\n\r\n", limits: limits), ["GET / body 0 keepAlive true", "needMore"])
        expectEqual(Self.events("GET / HTTP/1.1\r\n\(exact)v\r\n\r\n", limits: limits), ["failure 431"])
        expectEqual(Self.events("GET / HTTP/1.1\r\n" + String(repeating: "x", count: 22), limits: limits), ["failure 431"])
    }

    func testTheHeaderCountLimitIsExact() {
        var limits = HTTPLimits()
        limits.headerCount = 5
        let five = (1...5).map { "X-\($0): v\r\n" }.joined()
        expectEqual(Self.events("GET / HTTP/1.1\r\n\(five)\r\n", limits: limits), ["GET / body 0 keepAlive true", "needMore"])
        expectEqual(Self.events("GET / HTTP/1.1\r\n\(five)X-6: v\r\n\r\n", limits: limits), ["failure 431"])
        expectEqual(Self.refusal("GET / HTTP/1.1\r\n" + (1...101).map { "X-\($0): v\r\n" }.joined() + "\r\n"), 431)
    }

    func testAFailureIsFinal() {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/9.9\r\n\r\n".utf8))
        guard case .failure(let first) = parser.next() else { Issue.record("not refused"); return }
        parser.append(Array("GET / HTTP/1.1\r\n\r\n".utf8))
        guard case .failure(let second) = parser.next() else { Issue.record("accepted after a failure"); return }
        expectEqual(first, second)
        expectEqual(first.status, 505)
    }

    func testHeaderValuesLoseSurroundingBlanksAndKeepUTF8() throws {
        let request = try require(Self.request("GET / HTTP/1.1\r\nX-Name: \t caf\u{E9} au lait \t\r\nX-Empty:\r\n\r\n"))
        expectEqual(request.headers["x-name"], "caf\u{E9} au lait")
        expectEqual(request.headers["x-empty"], "")
        expectEqual(request.headers["x-missing"], nil)
    }
}
