/// The connections being served: the cap, which one to close when a new one comes at the cap,
/// and the shutdown that wakes them all.
final class ConnectionRegistry: @unchecked Sendable {
    private struct Entry {
        var descriptor: Int32
        /// Inside the handler or writing its response: never closed to make room.
        var busy = false
        /// When it started waiting for a request (or its rest).
        var waitingSince: ContinuousClock.Instant
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

    /// Registers a new connection: its id, or `nil` when every connection at the cap is busy.
    /// At the cap, the connection waiting longest for a request is shut down to make room (so
    /// silent clients cannot keep others out).
    func admit(_ descriptor: Int32) -> Int? {
        lock.withLock {
            if stopping { return nil }
            let counted = entries.values.filter { !$0.evicted }
            if counted.count >= cap {
                let idle = entries.filter { !$0.value.evicted && !$0.value.busy }
                guard let oldest = idle.min(by: { $0.value.waitingSince < $1.value.waitingSince }) else { return nil }
                entries[oldest.key]?.evicted = true
                Posix.shutdownBoth(oldest.value.descriptor)
            }
            let id = nextID
            nextID += 1
            entries[id] = Entry(descriptor: descriptor, waitingSince: .now)
            return id
        }
    }

    /// Marks the connection busy (in the handler) or waiting again.
    func setBusy(_ id: Int, _ busy: Bool) {
        lock.withLock {
            entries[id]?.busy = busy
            if !busy { entries[id]?.waitingSince = .now }
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

    /// Refuses new connections, shuts every open one down, and waits until their threads are gone.
    func stopAll() {
        lock.withLock {
            stopping = true
            for entry in entries.values { Posix.shutdownBoth(entry.descriptor) }
        }
        lock.wait { entries.isEmpty }
    }

    /// How many connections are open (for tests).
    var count: Int {
        lock.withLock { entries.count }
    }
}
