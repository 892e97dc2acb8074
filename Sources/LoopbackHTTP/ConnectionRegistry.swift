/// The connections being served: the cap, which one to close when a new one comes at the cap,
/// and the shutdown that wakes them all.
final class ConnectionRegistry: @unchecked Sendable {
    /// What a connection is doing, as far as making room goes.
    enum Phase {
        /// Waiting for the first byte of a request: closed first to make room.
        case idle
        /// Part of a request has come: closed to make room when no connection is idle.
        case receiving
        /// Inside the handler or writing its response: never closed to make room.
        case handling
        /// Writing a response the client is not taking (it does not read): closed to make room
        /// when no connection is idle, before one whose request is arriving.
        case stalled
    }

    private struct Entry {
        var descriptor: Int32
        var phase = Phase.idle
        /// When it entered its phase.
        var since: ContinuousClock.Instant
        /// Shut down to make room; no longer counted against the cap.
        var evicted = false
    }

    private let lock = Lock()
    private let cap: Int
    private var entries: [Int: Entry] = [:]
    private var nextID = 0
    private var stopping = false

    init(cap: Int) {
        self.cap = max(1, cap)
    }

    /// Registers a new connection: its id, or `nil` when every connection at the cap is inside
    /// the handler. At the cap, the connection idle the longest (else the one whose client has
    /// not been taking its response the longest, else the one whose request has been coming the
    /// longest) is shut down to make room, so silent, slow or unread clients cannot keep others out.
    func admit(_ descriptor: Int32) -> Int? {
        lock.withLock {
            if stopping { return nil }
            let counted = entries.filter { !$0.value.evicted }
            if counted.count >= cap {
                let oldest = { (phase: Phase) in
                    counted.filter { $0.value.phase == phase }.min { $0.value.since < $1.value.since }
                }
                guard let victim = oldest(.idle) ?? oldest(.stalled) ?? oldest(.receiving) else { return nil }
                entries[victim.key]?.evicted = true
                Posix.shutdownBoth(victim.value.descriptor)
            }
            let id = nextID
            nextID += 1
            entries[id] = Entry(descriptor: descriptor, since: .now)
            return id
        }
    }

    /// The connection has begun receiving a request.
    func receiving(_ id: Int) {
        lock.withLock {
            entries[id]?.phase = .receiving
            entries[id]?.since = .now
        }
    }

    /// The connection is about to call the handler: false when it was shut down to make room or
    /// the server is stopping, and the handler must not run (its answer could not be sent, so
    /// the client could not know whether it took effect).
    func beginHandling(_ id: Int) -> Bool {
        lock.withLock {
            guard !stopping, let entry = entries[id], !entry.evicted else { return false }
            entries[id]?.phase = .handling
            return true
        }
    }

    /// The client is not taking the response being written: the connection may be closed to
    /// make room (its handler has run; an answer it does not read is lost to it alone).
    func stalled(_ id: Int) {
        lock.withLock {
            guard entries[id]?.phase == .handling else { return }
            entries[id]?.phase = .stalled
            entries[id]?.since = .now
        }
    }

    /// The response is written; the connection waits for its next request (`receiving` when
    /// part of it has already come).
    func endHandling(_ id: Int, receiving: Bool) {
        lock.withLock {
            entries[id]?.phase = receiving ? .receiving : .idle
            entries[id]?.since = .now
        }
    }

    /// True once the server is stopping: connections close after the response they are writing.
    var isStopping: Bool {
        lock.withLock { stopping }
    }

    /// Forgets the connection; its thread closes the descriptor after this (never before, so a
    /// shutdown from `admit` or `stopAll` cannot reach a reused descriptor).
    func remove(_ id: Int) {
        lock.withLock {
            entries[id] = nil
            lock.broadcast()
        }
    }

    /// Refuses new connections, shuts every open one down, and waits until their threads are
    /// gone (a handler already running finishes first).
    func stopAll() {
        lock.withLock {
            stopping = true
            for entry in entries.values { Posix.shutdownBoth(entry.descriptor) }
        }
        lock.wait { entries.isEmpty }
    }
}
