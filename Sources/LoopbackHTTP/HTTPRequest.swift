/// One request as the handler sees it: the server has already refused what is malformed, too
/// large or names a path outside the tree (docs/development.md#the-loopback-http-server).
public struct HTTPRequest: Sendable {
    /// The method as sent, case kept (`GET`, `PUT`, ...).
    public var method: String
    /// The request-target exactly as sent, query included.
    public var target: String
    /// The percent-decoded path: `/` and the segments; never a `.` or `..` segment, a NUL, a
    /// backslash, a control character or an encoded `/` inside a segment.
    public var path: String
    /// The query's parameters, decoded (`+` is a space); the first value of a repeated name wins.
    public var query: [String: String]
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body: exactly `Content-Length` bytes, empty without one.
    public var body: [UInt8]

    /// A request made of these parts (the server builds them; tests of a handler build them too).
    public init(
        method: String, target: String, path: String, query: [String: String] = [:],
        headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }
}
