#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's socket, pipe and poll calls the server makes, with what differs between
/// Linux and the Apple systems kept here. Names differ from the C ones so that the calls inside
/// stay the C library's.
enum Posix {
    /// `SOCK_STREAM` as `socket(2)` takes it (an enum on glibc, a macro elsewhere).
    static var streamType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    /// Makes `descriptor` non-blocking, closed on exec, and (on Apple systems) free of SIGPIPE.
    static func configure(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, (flags < 0 ? 0 : flags) | O_NONBLOCK)
        #if canImport(Darwin)
            var one: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// `send(2)` flags: a write to a closed connection fails with EPIPE instead of raising SIGPIPE
    /// (Apple systems get that from `SO_NOSIGPIPE` in `configure`).
    private static var sendFlags: Int32 {
        #if canImport(Glibc) || canImport(Musl)
            Int32(MSG_NOSIGNAL)
        #else
            0
        #endif
    }

    /// The milliseconds `poll(2)` may wait until `deadline`, rounded up, at least 0.
    static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = deadline - .now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        let millis = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: millis)
    }

    /// Waits until `descriptors` can be read (or `events`): the index of each that is ready, empty on timeout.
    static func waitReady(_ descriptors: [Int32], events: Int16 = Int16(POLLIN), timeout: Int32) -> [Int] {
        var entries = descriptors.map { pollfd(fd: $0, events: events, revents: 0) }
        while true {
            let count = entries.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), timeout) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return [] }
            return entries.indices.filter { entries[$0].revents != 0 }
        }
    }

    /// Outcome of one read.
    enum Received {
        case bytes(Int)
        case end
        case timedOut
        case failed
    }

    /// Reads what has arrived into `buffer`, waiting until `deadline`.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8], deadline: ContinuousClock.Instant) -> Received {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return .bytes(count) }
            if count == 0 { return .end }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                if waitReady([descriptor], timeout: milliseconds(until: deadline)).isEmpty { return .timedOut }
            default:
                return .failed
            }
        }
    }

    /// Sends every byte of `bytes`, waiting for the client to take them until `deadline`; false
    /// when the connection failed or the client took too long. `whenWaiting` runs once, the first
    /// time the client has not taken what was sent so far and the send must wait.
    @discardableResult
    static func sendAll(
        _ descriptor: Int32, _ bytes: [UInt8], deadline: ContinuousClock.Instant,
        whenWaiting: () -> Void = {}
    ) -> Bool {
        var offset = 0
        var waited = false
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress! + offset, raw.count - offset, sendFlags)
            }
            if count > 0 {
                offset += count
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                if !waited {
                    waited = true
                    whenWaiting()
                }
                if waitReady([descriptor], events: Int16(POLLOUT), timeout: milliseconds(until: deadline)).isEmpty {
                    return false
                }
            default:
                return false
            }
        }
        return true
    }

    /// Writes one byte to a pipe without blocking (async-signal-safe: a single `write(2)`).
    static func poke(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    /// `close(2)`.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Ends both directions of a connection: a thread waiting on it wakes and sees the end.
    static func shutdownBoth(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Ends the sending direction: the client reads the end after the response.
    static func shutdownSending(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// A non-blocking pipe whose ends are closed on exec: (read end, write end).
    static func makePipe() -> (Int32, Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }

    /// Sleeps (when accept has no descriptor left to give).
    static func pause(milliseconds: Int32) {
        _ = poll(nil, 0, milliseconds)
    }

    /// `strerror(errno)`.
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
