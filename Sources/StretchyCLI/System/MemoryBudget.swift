#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much more the process may map under an address-space limit (`ulimit -v`), asked before
/// the big allocations of reading a document.
///
/// Swift ends the process when an allocation fails ("Fatal error: failed to allocate", exit
/// 134), so a step that would pass the limit is refused before it allocates, with one line (exit
/// 74) naming the input, its size and the limit (docs/safety.md#sizes-and-memory). The limit is
/// `RLIMIT_AS`, what is mapped already `/proc/self/statm`'s first field. Where there is no limit,
/// or no `/proc` to tell what is mapped (macOS, which rarely sets one), nothing is refused.
enum MemoryBudget {
    /// The address-space limit in bytes, or `nil` when there is none.
    static func limit() -> Int? {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
        #else
            let resource = RLIMIT_AS
        #endif
        // RLIM_INFINITY is the type's largest value on Linux, Int64.max on Darwin.
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int.max) else { return nil }
        return Int(limit.rlim_cur)
    }

    /// The bytes the process has mapped now, or `nil` where the system does not say.
    static func mapped() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress!, $0.count) }
        guard count > 0, let pages = Int(String(decoding: buffer[..<count].prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)) else {
            return nil
        }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Throws (exit 74) when mapping `bytes` more would pass the address-space limit: reading
    /// `name`, of `size` bytes (or more, while a stream is read), needs them.
    static func require(_ bytes: Int, toRead name: String, size: Int, more: Bool = false) throws(CommandError) {
        guard let limit = limit(), let mapped = mapped(), bytes > limit - mapped else { return }
        throw CommandError(
            .ioError,
            "not enough memory to read \(name) (\(more ? "over " : "")\(megabytes(size)); "
                + "the address-space limit is \(megabytes(limit))): it needs about \(megabytes(bytes)) more, "
                + "\(megabytes(max(0, limit - mapped))) are left",
            hint: "raise the limit (ulimit -v) or split the document into several")
    }

    /// `12 MB` (decimal, rounded up so a small need never reads 0 MB).
    static func megabytes(_ bytes: Int) -> String {
        "\((bytes + 999_999) / 1_000_000) MB"
    }
}
