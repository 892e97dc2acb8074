#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback address to bind: `127.0.0.0/8` or `::1`. Nothing else can be made, so the server
/// cannot listen beyond this machine.
enum LoopbackAddress {
    case v4(in_addr)
    case v6(in6_addr)

    /// `host` as a loopback address: an IPv4 address in `127.0.0.0/8`, `::1` (with or without
    /// brackets), or `localhost`, which means 127.0.0.1 (no name is looked up).
    static func parse(_ host: String) throws(LoopbackServerError) -> LoopbackAddress {
        var name = host
        if name.hasPrefix("[") && name.hasSuffix("]") && name.count >= 2 {
            name = String(name.dropFirst().dropLast())
        }
        if name.lowercased() == "localhost" {
            name = "127.0.0.1"
        }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            guard UInt32(bigEndian: v4.s_addr) >> 24 == 127 else { throw .notLoopback(host) }
            return .v4(v4)
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, name, &v6) == 1 {
            let bytes = withUnsafeBytes(of: &v6) { Array($0) }
            guard bytes == Array(repeating: 0, count: 15) + [1] else { throw .notLoopback(host) }
            return .v6(v6)
        }
        throw .notLoopback(host)
    }
}
