#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens the listening socket: bound to a loopback address only, `SO_REUSEADDR` so a restart
/// does not wait for old connections, non-blocking for the accept loop.
enum SocketListener {
    /// A listening socket on `address` and `port` (0: the system picks), and the port it got.
    static func bindListening(on address: LoopbackAddress, port: Int) throws(LoopbackServerError) -> (descriptor: Int32, port: Int) {
        guard (0...65535).contains(port) else {
            throw .cannotListen("port \(port) is not between 0 and 65535")
        }
        let family: Int32
        switch address {
        case .v4: family = AF_INET
        case .v6: family = AF_INET6
        }
        let descriptor = socket(family, Posix.streamType, 0)
        guard descriptor >= 0 else { throw .cannotListen(Posix.errorText(errno)) }
        var one: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        switch address {
        case .v4(let host):
            var socketAddress = sockaddr_in()
            #if canImport(Darwin)
                socketAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = UInt16(port).bigEndian
            socketAddress.sin_addr = host
            bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        case .v6(let host):
            _ = setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
            var socketAddress = sockaddr_in6()
            #if canImport(Darwin)
                socketAddress.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = UInt16(port).bigEndian
            socketAddress.sin6_addr = host
            bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        if bound != 0 {
            let code = errno
            Posix.closeDescriptor(descriptor)
            if code == EADDRINUSE { throw .addressInUse(port) }
            throw .cannotListen(Posix.errorText(code))
        }
        guard listen(descriptor, SOMAXCONN) == 0 else {
            let code = errno
            Posix.closeDescriptor(descriptor)
            if code == EADDRINUSE { throw .addressInUse(port) }
            throw .cannotListen(Posix.errorText(code))
        }
        Posix.configure(descriptor)
        return (descriptor, boundPort(descriptor) ?? port)
    }

    /// The port the system gave `descriptor` (`getsockname(2)`).
    private static func boundPort(_ descriptor: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer -> Int? in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            default:
                nil
            }
        }
    }

    /// A connection waiting on `listener`, configured like every socket of the server, or `nil`
    /// when there is none (or the system has no descriptor left: the caller pauses).
    static func acceptConnection(_ listener: Int32) -> (descriptor: Int32?, exhausted: Bool) {
        while true {
            let descriptor = accept(listener, nil, nil)
            if descriptor >= 0 {
                Posix.configure(descriptor)
                return (descriptor, false)
            }
            switch errno {
            case EINTR, ECONNABORTED: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: return (nil, true)
            default: return (nil, false)
            }
        }
    }
}
