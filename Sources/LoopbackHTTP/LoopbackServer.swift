/// A small HTTP/1.1 server on a loopback address, for the studio
/// (docs/development.md#the-loopback-http-server).
///
/// `init` binds and listens (so a port in use is an error before anything is printed); `run()`
/// accepts connections until `stop()`, each served on a thread of its own so that a silent or
/// slow client never holds up another. The server answers malformed, oversized and timed-out
/// requests itself (`HTTPRequestError`); everything else goes to the handler.
public final class LoopbackServer: Sendable {
    /// The port the server listens on (the system's choice when `init` was given 0).
    public let port: Int
    private let listener: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let limits: HTTPLimits
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let registry: ConnectionRegistry
    private let lifecycle = Lifecycle()

    /// Binds `host` (127.0.0.1 or another `127.x.y.z`, `::1`, or `localhost` meaning 127.0.0.1;
    /// anything else throws `notLoopback` without being looked up) and `port` (0: the system
    /// chooses), and listens.
    public init(
        host: String, port: Int, limits: HTTPLimits = HTTPLimits(),
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(LoopbackServerError) {
        let address = try LoopbackAddress.parse(host)
        let (listener, boundPort) = try SocketListener.bindListening(on: address, port: port)
        guard let (wakeReader, wakeWriter) = Posix.makePipe() else {
            Posix.closeDescriptor(listener)
            throw .cannotListen("no pipe for stopping the server")
        }
        self.port = boundPort
        self.listener = listener
        self.wakeReader = wakeReader
        self.wakeWriter = wakeWriter
        self.limits = limits
        self.handler = handler
        self.registry = ConnectionRegistry(cap: limits.connections)
    }

    deinit {
        if lifecycle.takeListener() { Posix.closeDescriptor(listener) }
        Posix.closeDescriptor(wakeReader)
        Posix.closeDescriptor(wakeWriter)
    }

    /// Accepts and serves connections until `stop()`; then closes every connection and the
    /// listening socket and returns. Returns at once when the server was already stopped or run.
    public func run() {
        guard lifecycle.begin() else { return }
        while true {
            let ready = Posix.waitReady([listener, wakeReader], timeout: -1)
            if ready.contains(1) { break }
            guard ready.contains(0) else { continue }
            let (accepted, exhausted) = SocketListener.acceptConnection(listener)
            guard let descriptor = accepted else {
                // Out of descriptors: the listener stays readable, so wait instead of spinning.
                if exhausted { Posix.pause(milliseconds: 50) }
                continue
            }
            serve(descriptor)
        }
        registry.stopAll()
        if lifecycle.takeListener() { Posix.closeDescriptor(listener) }
    }

    /// Makes `run()` return: one `write(2)` to a pipe `run()` waits on, so it may be called from
    /// any thread, more than once, before `run()`, or from a signal handler.
    public func stop() {
        Posix.poke(wakeWriter)
    }

    private func serve(_ descriptor: Int32) {
        guard let id = registry.admit(descriptor) else {
            // Every connection is inside the handler: this one is told to come back.
            let busy = HTTPRequestError(503, "the server is serving as many connections as it takes")
            Posix.sendAll(descriptor, ResponseWriter.refusal(busy), deadline: .now)
            Posix.closeDescriptor(descriptor)
            return
        }
        let connection = Connection(descriptor: descriptor, id: id, limits: limits, registry: registry, handler: handler)
        if !DetachedThread.start({ connection.serve() }) {
            registry.remove(id)
            Posix.closeDescriptor(descriptor)
        }
    }
}

/// Whether `run()` has started and who closes the listening socket: `run()` when it ends, or
/// `deinit` when it never ran.
private final class Lifecycle: @unchecked Sendable {
    private let lock = Lock()
    private var started = false
    private var listenerOpen = true

    /// True the first time only.
    func begin() -> Bool {
        lock.withLock {
            defer { started = true }
            return !started
        }
    }

    /// True once: the caller closes the listening socket.
    func takeListener() -> Bool {
        lock.withLock {
            defer { listenerOpen = false }
            return listenerOpen
        }
    }
}
