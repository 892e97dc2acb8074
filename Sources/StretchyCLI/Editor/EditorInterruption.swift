#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGTERM and SIGHUP while the editor is open: `stretchy` ends with one line on stderr saying
/// where the user's text is, instead of dying silently. The file stays; an editor still running
/// saves into it.
struct EditorInterruption {
    /// The line written when a signal arrives, newline included.
    var message: String

    /// Runs `body` with the handlers installed, and the previous actions back afterwards.
    func during<T>(_ body: () throws(CommandError) -> T) throws(CommandError) -> T {
        let bytes = Array(message.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        interruptionMessage = UnsafeBufferPointer(buffer)
        let terminate = signal(SIGTERM, reportInterruption)
        let hangUp = signal(SIGHUP, reportInterruption)
        // A parent may have started this process with the signals blocked; they must arrive.
        var signals = sigset_t(), previousMask = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGHUP)
        sigprocmask(SIG_UNBLOCK, &signals, &previousMask)
        defer {
            sigprocmask(SIG_SETMASK, &previousMask, nil)
            signal(SIGTERM, terminate)
            signal(SIGHUP, hangUp)
            interruptionMessage = nil
            buffer.deallocate()
        }
        return try body()
    }
}

/// The message the handler writes; set only while no handler can run on another thread.
nonisolated(unsafe) private var interruptionMessage: UnsafeBufferPointer<UInt8>?

/// The signal handler: only async-signal-safe calls (`write`, `_exit`).
private func reportInterruption(_ signal: Int32) {
    if let message = interruptionMessage, let base = message.baseAddress {
        _ = write(2, base, message.count)
    }
    _exit(128 + signal)
}
