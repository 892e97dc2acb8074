/// What the parser makes of the bytes it has so far.
public enum HTTPParseEvent: Sendable {
    /// The next request is not complete yet: read more bytes.
    case needMore
    /// The head asked `Expect: 100-continue` and its body is still to come: the server sends
    /// `100 Continue` (the next event is the request, once the body is in).
    case continueExpected
    /// A whole request; `keepAlive` when the connection may carry another one after the response
    /// (HTTP/1.1 without `Connection: close`, or HTTP/1.0 with `Connection: keep-alive`).
    case request(HTTPRequest, keepAlive: Bool)
    /// The bytes are not an acceptable request: answer `error.status` and close the connection.
    /// Every later call returns the same failure.
    case failure(HTTPRequestError)
}
