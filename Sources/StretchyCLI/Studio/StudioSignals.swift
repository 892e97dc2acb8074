#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM for a command that serves until told to stop (`stretchy studio`): blocked
/// before any other thread starts, so every thread inherits the mask and none is killed by them,
/// then taken synchronously by the one thread that waits for them (docs/studio.md#stopping).
struct StudioSignals {
    private var set = sigset_t()

    /// Blocks SIGINT and SIGTERM in the calling thread and in every thread it starts from now on.
    static func block() -> StudioSignals {
        var signals = StudioSignals()
        sigemptyset(&signals.set)
        sigaddset(&signals.set, SIGINT)
        sigaddset(&signals.set, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals.set, nil)
        return signals
    }

    /// Waits until SIGINT or SIGTERM arrives (or is already pending); returns its number.
    func wait() -> Int32 {
        var set = self.set
        var number: Int32 = 0
        while sigwait(&set, &number) != 0 {}
        return number
    }

    /// Unblocks them again (a command run in-process, as the tests do, leaves the thread as it was).
    func unblock() {
        var set = self.set
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
