#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The time stamps of revisions: ISO 8601 in UTC, to the second (`2026-11-29T20:41:07Z`).
enum RevisionTime {
    /// The current time.
    static func now() -> String { text(secondsSince1970: Int(time(nil))) }

    /// The time `seconds` after 1970-01-01T00:00:00Z.
    static func text(secondsSince1970 seconds: Int) -> String {
        var clock = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&clock, &parts) != nil else { return "1970-01-01T00:00:00Z" }
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(parts.tm_year + 1900, 4) + "-" + pad(parts.tm_mon + 1, 2) + "-" + pad(parts.tm_mday, 2)
            + "T" + pad(parts.tm_hour, 2) + ":" + pad(parts.tm_min, 2) + ":" + pad(parts.tm_sec, 2) + "Z"
    }
}
