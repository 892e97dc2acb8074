#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tries again when SQLite says "busy" at once rather than after its 5 s timeout.
///
/// SQLite skips its busy handler in a few cases (for example while several processes create and
/// switch a new database to WAL at the same moment, or a reader meets a WAL being reset), so a
/// command racing another's first use could fail in a millisecond with "busy". Each attempt is a
/// whole transaction (rolled back on failure), so running it again is safe; after the timeout the
/// error stands and the command exits 75.
enum BusyRetry {
    /// How long to keep trying, in seconds: SQLite's own busy timeout.
    static let timeout = 5.0

    /// Runs `body`, again after a short pause each time it fails as busy, until `timeout` passes
    /// or `mayRetry` says no (a body that has already handed out rows).
    static func run<T>(
        while mayRetry: () -> Bool = { true },
        _ body: () throws(ServiceError) -> T
    ) throws(ServiceError) -> T {
        let start = now()
        var pause = 0.002
        while true {
            do {
                return try body()
            } catch  where error.kind == .busy && now() - start + pause < timeout && mayRetry() {
                usleep(UInt32(pause * 1_000_000))
                pause = min(pause * 2, 0.1)
            }
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
