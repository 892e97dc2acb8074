/// One client connection, served on its own thread: requests parsed as bytes arrive, each
/// answered by the handler, until the client or a limit ends it.
struct Connection: Sendable {
    let descriptor: Int32
    let id: Int
    let limits: HTTPLimits
    let registry: ConnectionRegistry
    let handler: @Sendable (HTTPRequest) -> HTTPResponse

    /// Serves requests until the connection closes, then forgets and closes it.
    func serve() {
        defer {
            registry.remove(id)
            Posix.closeDescriptor(descriptor)
        }
        var parser = HTTPRequestParser(limits: limits)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        // A new connection has headerTimeout for its first request; between requests it idles.
        var deadline = ContinuousClock.now + limits.headerTimeout
        var idle = true
        var served = false
        // Answers sent in a row while the client's next request had already come (pipelining).
        var ahead = 0
        while true {
            switch parser.next() {
            case .needMore:
                break
            case .continueExpected:
                guard Posix.sendAll(descriptor, ResponseWriter.continueBytes, deadline: .now + limits.sendTimeout) else { return }
                continue
            case .request(let request, let keepAlive):
                // Closed to make room, or stopping: the handler does not run for an answer that
                // could not be sent.
                guard registry.beginHandling(id) else { return }
                let response = handler(request)
                // A client that pipelines gets `pipelined` answers ahead of its reading, then a
                // close: it cannot make the handler run for answers it never takes.
                ahead = parser.isMidRequest ? ahead + 1 : 0
                let keep = keepAlive && !ResponseWriter.closes(response) && !registry.isStopping && ahead < limits.pipelined
                let bytes = ResponseWriter.bytes(response, method: request.method, keepAlive: keep)
                let sent = Posix.sendAll(descriptor, bytes, deadline: .now + limits.sendTimeout) { registry.stalled(id) }
                served = true
                idle = !parser.isMidRequest
                registry.endHandling(id, receiving: !idle)
                guard sent else { return }
                guard keep else { return closeGently() }
                deadline = .now + (idle ? limits.idleTimeout : limits.headerTimeout)
                continue
            case .failure(let error):
                return refuse(error)
            }
            switch Posix.receive(descriptor, into: &chunk, deadline: deadline) {
            case .bytes(let count):
                if idle {
                    // A request has begun; after a kept-alive response it gets headerTimeout
                    // from its first byte (a new connection has had it since it was accepted).
                    if served { deadline = .now + limits.headerTimeout }
                    idle = false
                    registry.receiving(id)
                }
                parser.append(chunk[..<count])
            case .end:
                if parser.isMidRequest {
                    return refuse(HTTPRequestError(400, "the request ended before it was complete"))
                }
                return
            case .timedOut:
                if parser.isMidRequest {
                    return refuse(HTTPRequestError(408, "the request did not arrive in time"))
                }
                return
            case .failed:
                return
            }
        }
    }

    /// Answers a refused request and closes.
    private func refuse(_ error: HTTPRequestError) {
        Posix.sendAll(descriptor, ResponseWriter.refusal(error), deadline: .now + limits.sendTimeout)
        closeGently()
    }

    /// Ends the sending side, then reads and drops what the client still sends, for a moment:
    /// closing with unread bytes would reset the connection, and the client could lose the
    /// response it has not read yet (a refused body, pipelined requests).
    private func closeGently() {
        Posix.shutdownSending(descriptor)
        let linger = min(limits.idleTimeout, limits.sendTimeout, .seconds(1))
        let deadline = ContinuousClock.now + linger
        var sink = [UInt8](repeating: 0, count: 16 * 1024)
        while case .bytes = Posix.receive(descriptor, into: &sink, deadline: deadline), ContinuousClock.now < deadline {}
    }
}
