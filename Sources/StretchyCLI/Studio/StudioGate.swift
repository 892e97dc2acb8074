import LoopbackHTTP

/// What every request to the studio must pass before any route sees it
/// (docs/safety.md#the-studio): the `Host` this server answers to (a page of another site that
/// renamed its address to 127.0.0.1, DNS rebinding, sends its own name), the token (query or
/// header: never a cookie, which the browser would send to every server on 127.0.0.1, whatever
/// its port), and for a write an `Origin` that is the studio's own when present. Anything
/// else is 403 and changes nothing. No CORS header is ever sent.
struct StudioGate: Sendable {
    /// The token the URL line printed.
    let token: StudioToken
    /// The port the studio listens on.
    let port: Int

    /// The `Host` values the studio answers to: its address with the port, by number or name.
    var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] }

    /// The `Origin`s a write may come from: the page the studio served.
    var origins: [String] { hosts.map { "http://" + $0 } }

    /// `nil` when the request may go on, else the 403 (or 400) answer and why.
    func refusal(of request: HTTPRequest) -> HTTPResponse? {
        let host = request.headers.values("Host")
        guard host.count == 1, hosts.contains(host[0].lowercased()) else {
            return .text(403, "forbidden: the Host header must be 127.0.0.1:\(port) or localhost:\(port)\n")
        }
        guard token.matches(request.query["token"]) || token.matches(request.headers["X-Stretchy-Token"]) else {
            return .text(403, "forbidden: this request does not carry the studio's token; open the URL stretchy studio printed\n")
        }
        if !Self.reads.contains(request.method) {
            let origin = request.headers.values("Origin")
            if origin.count > 1 || (origin.count == 1 && !origins.contains(origin[0].lowercased())) {
                return .text(403, "forbidden: a change must come from the studio's own page\n")
            }
        }
        return nil
    }

    /// The methods that change nothing.
    static let reads: Set<String> = ["GET", "HEAD"]
}
