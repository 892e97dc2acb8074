#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM for a command that serves until told to stop (`stretchy studio`,
/// docs/studio.md#stopping). From the moment the command starts until the process ends, each of
/// them, however many arrive and on whichever thread, only writes a byte to a pipe that `wait()`
/// reads: none is ever left to the default action, which would end the process as killed
/// (status 143) — a second SIGTERM during shutdown, as `timeout` sends one to the child and one
/// to its group, included. The handler stays installed until the process exits.
enum StudioSignals {
    /// The pipe's ends: the handler writes, `wait()` reads; -1 until `install()`.
    nonisolated(unsafe) private static var reader: Int32 = -1
    nonisolated(unsafe) private static var writer: Int32 = -1

    /// Writes one byte (async-signal-safe), keeping `errno` for the code it interrupted.
    private static let handler: @convention(c) (Int32) -> Void = { _ in
        let saved = errno
        var byte: UInt8 = 1
        _ = write(StudioSignals.writer, &byte, 1)
        errno = saved
    }

    /// Makes the pipe and installs the handler for SIGINT and SIGTERM, once per process.
    private static let installed: Bool = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)  // a flood of signals never blocks the handler
        reader = ends[0]
        writer = ends[1]
        for code in [SIGINT, SIGTERM] { SignalAction.install(handler, for: code, flags: SA_RESTART) }
        // A parent may have left them blocked (a test runner does; a blocked mask is inherited
        // across exec): the handler must see them.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        return true
    }()

    /// Takes SIGINT and SIGTERM from now on, in the calling thread and every thread it starts;
    /// false when the system gave no pipe (they then keep their default action).
    @discardableResult
    static func install() -> Bool {
        installed
    }

    /// Waits until SIGINT or SIGTERM has arrived since `install()` (at once when one already did).
    static func wait() {
        guard install() else {
            while true { pause() }  // only a signal's default action ends the wait
        }
        var byte: UInt8 = 0
        while true {
            let count = read(reader, &byte, 1)
            if count == 1 || (count < 0 && errno != EINTR) { return }
        }
    }
}
