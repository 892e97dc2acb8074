import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client over a real TCP socket to 127.0.0.1, written independently of the server's code:
/// it sends bytes as given and reads responses the way a browser would. Every read gives up
/// after `guardSeconds`, so a server that hangs fails the test instead of stalling the suite.
final class TestClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A response as read off the wire.
    struct Response {
        var status: Int
        var statusLine: String
        var headers: [(String, String)]
        var body: [UInt8]

        func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    static let guardSeconds = 4

    let descriptor: Int32
    private var pending: [UInt8] = []

    /// A connection to `port`; `receiveBuffer` (bytes) shrinks the socket's receive buffer before
    /// connecting, for a client that stops reading to fill it soon.
    init(port: Int, receiveBuffer: Int32? = nil) throws {
        #if canImport(Glibc)
            let type = Int32(SOCK_STREAM.rawValue)
        #else
            let type = SOCK_STREAM
        #endif
        descriptor = socket(AF_INET, type, 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var timeout = timeval(tv_sec: TestClient.guardSeconds, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if var receiveBuffer {
            _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, socklen_t(MemoryLayout<Int32>.size))
        }
        #if canImport(Darwin)
            var one: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            // No close here: the object is whole, so deinit runs and closes the descriptor. Closing
            // it twice closed whatever socket a test running alongside had just been given that
            // number ("send failed: errno 9").
            throw Failure(description: "connect to port \(port): errno \(errno)")
        }
    }

    deinit {
        _ = close(descriptor)
    }

    /// True when a connection to `port` is refused (nothing listens there).
    static func isRefused(port: Int) -> Bool {
        (try? TestClient(port: port)) == nil
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) throws {
        #if canImport(Glibc) || canImport(Musl)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { sendBytes(descriptor, $0.baseAddress! + offset, $0.count - offset, flags) }
            guard count > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            offset += count
        }
    }

    /// Ends the sending side (the server reads the end of the request).
    func finishSending() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// More bytes from the server: empty at the end of the connection; throws when the guard ran out.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            pending += chunk[..<count]
            return true
        }
        if count == 0 { return false }
        if errno == EAGAIN || errno == EWOULDBLOCK {
            throw Failure(description: "no answer within \(TestClient.guardSeconds) s")
        }
        return false
    }

    /// The next response: status line, fields, and a body of `Content-Length` bytes (none for
    /// 1xx, 204, 304 and `HEAD`).
    func readResponse(head: Bool = false) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        var end: Int?
        while end == nil {
            end = pending.indices.dropLast(3).first { pending[$0..<($0 + 4)].elementsEqual(separator) }
            if end == nil {
                guard try fill() else {
                    throw Failure(description: "connection ended before a response: \(String(decoding: pending, as: UTF8.self).debugDescription)")
                }
            }
        }
        let headText = String(decoding: pending[..<end!], as: UTF8.self)
        pending.removeFirst(end! + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let statusParts = statusLine.split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            throw Failure(description: "not a status line: \(statusLine.debugDescription)")
        }
        let headers = lines.map { line -> (String, String) in
            let colon = line.firstIndex(of: ":") ?? line.endIndex
            let value = colon == line.endIndex ? "" : line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return (String(line[..<colon]), value)
        }
        var response = Response(status: status, statusLine: statusLine, headers: headers, body: [])
        let length = head || status < 200 || status == 204 || status == 304 ? 0 : Int(response.header("Content-Length") ?? "0") ?? 0
        while pending.count < length {
            guard try fill() else { throw Failure(description: "connection ended inside a body") }
        }
        response.body = Array(pending[..<length])
        pending.removeFirst(length)
        return response
    }

    /// True when the server closed the connection (after whatever it still had to send).
    func isClosedByServer() throws -> Bool {
        while true {
            if !pending.isEmpty { return false }
            if try !fill() { return true }
        }
    }

    /// True when the connection ends, whatever the server still sent before the end.
    func endsAfterWhatItSent() throws -> Bool {
        pending.removeAll()
        while try fill() { pending.removeAll() }
        return true
    }

    /// Sends `request` and reads the response.
    func exchange(_ request: String) throws -> Response {
        try send(request)
        return try readResponse()
    }
}

/// `send(2)`, which `TestClient.send` shadows inside the class.
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, bytes, count, flags)
}
