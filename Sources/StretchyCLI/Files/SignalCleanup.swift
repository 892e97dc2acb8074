#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files to remove if the process is interrupted (SIGINT, SIGTERM, SIGHUP) while they exist: the
/// temporary file an output is written to before it is renamed into place.
///
/// The handler only calls `unlink(2)` on paths prepared beforehand, then lets the signal do what it
/// would have done (the process ends as killed by it). Handlers are installed on first use and only
/// for signals whose disposition is still the default, so an ignored signal stays ignored.
enum SignalCleanup {
    /// How many files may be registered at once (one per output file being written).
    static let capacity = 16
    /// The signals that end the process with the file still there.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The registered paths as C strings; `nil` where a slot is free. Read by the handler.
    nonisolated(unsafe) private static var slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// Serializes ``register(_:)`` and ``unregister(_:)`` (tests write files from several threads).
    nonisolated(unsafe) private static var lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    /// Removes every registered file, restores the signal's default action and raises it again.
    private static let handler: @convention(c) (Int32) -> Void = { number in
        for slot in 0..<SignalCleanup.capacity {
            if let path = SignalCleanup.slots[slot] { unlink(path) }
        }
        signal(number, SIG_DFL)
        raise(number)
    }

    /// Installs the handler once, for each signal still at its default action.
    private static let installed: Void = {
        for code in signals {
            var current = sigaction()
            guard sigaction(code, nil, &current) == 0, isDefault(current) else { continue }
            SignalAction.install(handler, for: code)
        }
    }()

    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            return action.__sigaction_u.__sa_handler == nil
        #else
            return action.__sigaction_handler.sa_handler == nil
        #endif
    }

    /// Runs `body` with the cleanup signals blocked, so a file is never created without being
    /// registered, nor renamed without being unregistered.
    static func withSignalsBlocked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for code in signals { sigaddset(&blocked, code) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Registers `path` for removal on a signal; returns its slot, or `nil` when every slot is taken
    /// (the file is then only removed on the ordinary ways out).
    static func register(_ path: String) -> Int? {
        _ = installed
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for slot in 0..<capacity where slots[slot] == nil {
            slots[slot] = strdup(path)
            return slot
        }
        return nil
    }

    /// Forgets the path in `slot`.
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard let path = slots[slot] else { return }
        slots[slot] = nil
        free(path)
    }
}
