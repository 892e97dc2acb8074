#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP exchange over a plain socket to 127.0.0.1, bytes as given: the tests say exactly what
/// a client sends (a foreign Host, no token, a hostile Origin), as no HTTP library would let them.
enum RawHTTP {
    struct Answer {
        var status: Int
        var headers: [(String, String)]
        var body: String

        func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `request` (a whole request, head and body) and reads the answer until the server
    /// closes or the body announced by Content-Length has arrived.
    static func exchange(port: Int, _ request: [UInt8]) throws -> Answer {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket failed") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port)") }
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
            if let answer = parse(received), answer.complete { return answer.answer }
        }
        guard let answer = parse(received) else { throw Failure(description: "no HTTP answer: \(String(decoding: received, as: UTF8.self))") }
        return answer.answer
    }

    /// A request with the studio's usual headers; `nil` leaves a header out.
    static func request(
        _ method: String, _ target: String, port: Int, token: String?, host: String? = nil,
        origin: String? = nil, extra: [String] = [], body: String? = nil
    ) -> [UInt8] {
        var lines = ["\(method) \(target) HTTP/1.1"]
        lines.append("Host: \(host ?? "127.0.0.1:\(port)")")
        if let token { lines.append("X-Stretchy-Token: \(token)") }
        if let origin { lines.append("Origin: \(origin)") }
        lines += extra
        lines.append("Connection: close")
        if let body { lines.append("Content-Length: \(body.utf8.count)") }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n" + (body ?? "")).utf8)
    }

    private static func parse(_ bytes: [UInt8]) -> (answer: Answer, complete: Bool)? {
        guard
            let end = (0..<max(0, bytes.count - 3)).first(where: {
                bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10
            })
        else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\r\n").map(String.init)
        guard let first = head.first, first.hasPrefix("HTTP/1."), first.split(separator: " ").count >= 2,
            let status = Int(first.split(separator: " ")[1])
        else { return nil }
        var headers: [(String, String)] = []
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: " ")))
        }
        let body = Array(bytes[(end + 4)...])
        let length = headers.first { $0.0.lowercased() == "content-length" }.flatMap { Int($0.1) }
        return (
            Answer(status: status, headers: headers, body: String(decoding: body, as: UTF8.self)),
            length.map { body.count >= $0 } ?? false
        )
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
