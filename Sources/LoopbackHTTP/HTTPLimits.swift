/// How much a client may send and how long it may take; past a limit the server answers with the
/// status named here and closes the connection (docs/development.md#the-loopback-http-server).
public struct HTTPLimits: Sendable {
    /// Longest request line in bytes, CRLF not counted (longer: 414).
    public var requestLine: Int
    /// Longest header line in bytes, CRLF not counted (longer: 431).
    public var headerLine: Int
    /// Most header lines in one request (more: 431).
    public var headerCount: Int
    /// Largest body in bytes; a longer `Content-Length` gets 413 before a byte of the body is read.
    public var body: Int
    /// Time for a whole request (line, headers and body) to arrive once the server waits for it:
    /// past it, a connection that sent part of a request gets 408 and one that sent nothing is closed.
    public var headerTimeout: Duration
    /// How long a kept-alive connection may wait for its next request before it is closed.
    public var idleTimeout: Duration
    /// How long the server waits for a client to take an answer; past it the connection is
    /// dropped, so a client that does not read cannot hold a connection's thread.
    public var sendTimeout: Duration
    /// Most connections served at once. At the cap, a new connection closes the one idle the
    /// longest (else the one whose client has not been taking its answer the longest, else the
    /// one whose request has been arriving the longest); when every connection is inside the
    /// handler, the new one gets 503.
    public var connections: Int
    /// Most answers sent ahead of a client that pipelines: requests that had already arrived
    /// behind one being answered, which the client has shown no sign of reading. The last one
    /// carries `Connection: close`; the client sends the rest again on a new connection.
    public var pipelined: Int

    /// The limits the studio runs with, or others.
    public init(
        requestLine: Int = 8 * 1024, headerLine: Int = 8 * 1024, headerCount: Int = 100,
        body: Int = 1 << 20, headerTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(30),
        sendTimeout: Duration = .seconds(5), connections: Int = 64, pipelined: Int = 16
    ) {
        self.requestLine = requestLine
        self.headerLine = headerLine
        self.headerCount = headerCount
        self.body = body
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.sendTimeout = sendTimeout
        self.connections = connections
        self.pipelined = pipelined
    }
}
