import Foundation
import LoopbackHTTP

/// A `LoopbackServer` on 127.0.0.1, port 0, whose `run()` goes on a thread of its own; `stop()`
/// reports whether `run()` returned.
final class RunningServer: @unchecked Sendable {
    let server: LoopbackServer
    private let finished = DispatchSemaphore(value: 0)

    var port: Int { server.port }

    init(
        limits: HTTPLimits = RunningServer.testLimits,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = RunningServer.echo
    ) throws {
        server = try LoopbackServer(host: "127.0.0.1", port: 0, limits: limits, handler: handler)
        let server = server
        let finished = finished
        Thread.detachNewThread {
            server.run()
            finished.signal()
        }
    }

    /// Stops the server; true when `run()` returned within the guard.
    @discardableResult
    func stop() -> Bool {
        server.stop()
        guard finished.wait(timeout: .now() + .seconds(TestClient.guardSeconds)) == .success else { return false }
        finished.signal()  // for the next stop() or deinit
        return true
    }

    deinit {
        stop()
    }

    func client() throws -> TestClient {
        try TestClient(port: port)
    }

    /// The defaults, with timeouts longer than the client's guard: a server that made one client
    /// wait for another's timeout fails the test. Tests of the timeouts set short ones.
    static let testLimits = HTTPLimits(headerTimeout: .seconds(20), idleTimeout: .seconds(20))

    /// Answers with what it received: `METHOD path`, the query sorted, the body's size.
    static let echo: @Sendable (HTTPRequest) -> HTTPResponse = { request in
        let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        return .text(200, "\(request.method) \(request.path) ?\(query) \(request.body.count)")
    }
}

/// A count the handler threads and the test share.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
