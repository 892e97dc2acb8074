import TestKit
import Testing

@testable import LoopbackHTTP

/// The bytes of a response: what the server adds and what it keeps out.
struct ResponseWriterTests {
    static func text(_ response: HTTPResponse, method: String = "GET", keepAlive: Bool = true) -> String {
        String(decoding: ResponseWriter.bytes(response, method: method, keepAlive: keepAlive), as: UTF8.self)
    }

    func testATextResponseHasItsLengthAndConnection() {
        expectEqual(
            Self.text(.text(200, "hi")),
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\n"
                + "Content-Length: 2\r\nConnection: keep-alive\r\n\r\nhi")
        expectEqual(
            Self.text(.json(409, Array("{}".utf8)), keepAlive: false),
            "HTTP/1.1 409 Conflict\r\n"
                + "Content-Type: application/json; charset=utf-8\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
    }

    func testStatusLinesNameTheirStatus() {
        for (status, reason) in [
            (200, "OK"), (400, "Bad Request"), (403, "Forbidden"), (404, "Not Found"), (408, "Request Timeout"),
            (409, "Conflict"), (413, "Content Too Large"), (414, "URI Too Long"), (422, "Unprocessable Content"),
            (431, "Request Header Fields Too Large"), (501, "Not Implemented"), (503, "Service Unavailable"),
            (505, "HTTP Version Not Supported"),
        ] {
            TestRow.$current.withValue(String(describing: (status, reason))) { self.statusLinesNameTheirStatus(status, reason) }
        }
    }

    func statusLinesNameTheirStatus(_ status: Int, _ reason: String) {
        expect(Self.text(HTTPResponse(status: status)).hasPrefix("HTTP/1.1 \(status) \(reason)\r\n"))
    }

    func testAStatusOutOfRangeIsSentAs500() {
        expect(Self.text(HTTPResponse(status: 42)).hasPrefix("HTTP/1.1 500 Internal Server Error\r\n"))
        expect(Self.text(HTTPResponse(status: 600)).hasPrefix("HTTP/1.1 500 "))
    }

    /// A value taken from a request cannot add a header line or end the head early.
    func testValuesCannotAddLines() {
        let response = HTTPResponse(status: 200, headers: [("X-Name", "a\r\nSet-Cookie: evil\r\n\r\nbody\u{0}")])
        let text = Self.text(response)
        expect(text.contains("X-Name: aSet-Cookie: evilbody\r\n"))
        expect(!text.contains("\r\nSet-Cookie"))
    }

    func testNamesThatAreNotTokensAreLeftOut() {
        let text = Self.text(HTTPResponse(status: 200, headers: [("Bad Name", "x"), ("Bad\r\nName", "x"), ("", "x"), ("Good", "y")]))
        expectEqual(text, "HTTP/1.1 200 OK\r\nGood: y\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n")
    }

    /// The server frames the body itself: the handler's framing fields are dropped.
    func testFramingFieldsAreTheServers() {
        let response = HTTPResponse(
            status: 200,
            headers: [
                ("Content-Length", "99"), ("transfer-encoding", "chunked"),
                ("Connection", "keep-alive"),
            ], body: Array("abc".utf8))
        expectEqual(Self.text(response, keepAlive: false), "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc")
    }

    func testHeadResponsesAndBodilessStatusesSendNoBody() {
        expect(Self.text(.text(200, "hello"), method: "HEAD").hasSuffix("Content-Length: 5\r\nConnection: keep-alive\r\n\r\n"))
        expectEqual(Self.text(HTTPResponse(status: 204, body: Array("x".utf8))), "HTTP/1.1 204 No Content\r\nConnection: keep-alive\r\n\r\n")
        expectEqual(Self.text(HTTPResponse(status: 304)), "HTTP/1.1 304 Not Modified\r\nConnection: keep-alive\r\n\r\n")
    }

    func testAHandlerCanAskToClose() {
        expect(ResponseWriter.closes(HTTPResponse(status: 200, headers: [("Connection", "Close")])))
        expect(!ResponseWriter.closes(HTTPResponse(status: 200, headers: [("Connection", "keep-alive")])))
    }

    func testARefusalIsPlainTextAndCloses() {
        let text = String(decoding: ResponseWriter.refusal(HTTPRequestError(413, "too large")), as: UTF8.self)
        expectEqual(
            text,
            "HTTP/1.1 413 Content Too Large\r\nContent-Type: text/plain; charset=utf-8\r\n"
                + "Content-Length: 10\r\nConnection: close\r\n\r\ntoo large\n")
    }
}
