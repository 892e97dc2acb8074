#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a preset document fits in the memory the process may still use, checked before it is
/// read and parsed, so an address-space limit (`ulimit -v`) ends an import with one line instead
/// of a fatal allocation failure and a backtrace.
///
/// A document is held whole while it is read, then parsed and checked whole (an import is all or
/// nothing); the peak measured for the release build is under ``bytesPerDocumentByte`` times the
/// document's size on top of what the process already uses (docs/safety.md#sizes-and-memory).
enum MemoryBudget {
    /// Peak memory per byte of document: the bytes, the parsed values and the presets (measured
    /// about 2.9 for a 28 MB document of 100 000 presets), rounded up.
    static let bytesPerDocumentByte = 3
    /// Room kept for SQLite's cache, the output and the runtime's own allocations.
    static let reserve = 16 << 20

    /// Throws a one-line error (exit 74) when reading and parsing `size` bytes of `source` would
    /// pass the address-space limit; does nothing when there is no limit (or on a system that
    /// does not say).
    static func require(documentOf size: Int, source: String) throws(CommandError) {
        guard let available = availableAddressSpace() else { return }
        let needed = size.multipliedReportingOverflow(by: bytesPerDocumentByte).partialValue + reserve
        guard needed > available else { return }
        throw CommandError(.ioError,
            "reading \(source) (\(megabytes(size)) MB) needs about \(megabytes(needed)) MB of memory, "
            + "but the process may use only \(megabytes(available)) MB more (ulimit -v)",
            hint: "raise the limit, or split the document")
    }

    /// The address space the process may still map: `RLIMIT_AS` less what is mapped now, or `nil`
    /// when there is no limit.
    static func availableAddressSpace() -> Int? {
        var limit = rlimit()
        // RLIM_INFINITY is all ones, which Swift cannot import as a constant.
        guard getrlimit(RLIMIT_AS_CODE, &limit) == 0, limit.rlim_cur < UInt64(Int.max) else { return nil }
        let cap = Int(limit.rlim_cur)
        return max(0, cap - (mappedBytes() ?? 0))
    }

    #if canImport(Glibc)
    private static let RLIMIT_AS_CODE = Int32(RLIMIT_AS.rawValue)
    #else
    private static let RLIMIT_AS_CODE = RLIMIT_AS
    #endif

    /// The process's mapped memory now (`/proc/self/statm`'s first field), where the system says.
    private static func mappedBytes() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let pages = buffer[0..<count].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            .reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
}
