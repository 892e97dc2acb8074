/// What a handler answers. The server adds `Content-Length` and `Connection` itself and drops
/// those fields, and `Transfer-Encoding`, when the handler sets them.
public struct HTTPResponse: Sendable {
    /// The status code (a code outside 100...599 is sent as 500).
    public var status: Int
    /// Header fields in order; a name that is not a token is left out, and CR, LF and NUL are
    /// removed from values, so a value taken from a request cannot add a line.
    public var headers: [(String, String)]
    /// The body (not sent for `HEAD` requests and for 1xx, 204 and 304 responses).
    public var body: [UInt8]

    /// A response with this status, these header fields and this body.
    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `text` as `text/plain; charset=utf-8`.
    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// A JSON document already encoded as UTF-8, as `application/json; charset=utf-8`.
    public static func json(_ status: Int, _ utf8: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: utf8)
    }
}
