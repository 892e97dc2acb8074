/// Serializes a response: status line, the handler's fields (sanitized), `Content-Length`,
/// `Connection`, then the body.
enum ResponseWriter {
    /// The bytes of `response` for a request with method `method`; `keepAlive` decides the
    /// `Connection` field.
    static func bytes(_ response: HTTPResponse, method: String = "GET", keepAlive: Bool) -> [UInt8] {
        let status = (100...599).contains(response.status) ? response.status : 500
        var head = "HTTP/1.1 \(status) \(reasonPhrase(status))\r\n"
        for (name, value) in response.headers {
            guard !name.isEmpty, name.utf8.allSatisfy(HTTPSyntax.isTokenByte) else { continue }
            let folded = HTTPHeaders.folded(name)
            if framingFields.contains(folded) { continue }
            let clean = String(decoding: value.utf8.filter { $0 != 0x0D && $0 != 0x0A && $0 != 0x00 }, as: UTF8.self)
            head += "\(name): \(clean)\r\n"
        }
        let hasBody = status >= 200 && status != 204 && status != 304
        if hasBody {
            head += "Content-Length: \(response.body.count)\r\n"
        }
        if status >= 200 {
            head += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if hasBody && method != "HEAD" {
            bytes += response.body
        }
        return bytes
    }

    /// True when the handler asked for the connection to close (`Connection: close`).
    static func closes(_ response: HTTPResponse) -> Bool {
        response.headers.contains { name, value in
            HTTPHeaders.folded(name) == Array("connection".utf8) && HTTPSyntax.lowercasedTokens(value).contains("close")
        }
    }

    /// The interim response sent when a client waits with `Expect: 100-continue`.
    static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The answer to a request the server refused: the reason as plain text, then a close.
    static func refusal(_ error: HTTPRequestError) -> [UInt8] {
        bytes(.text(error.status, error.reason + "\n"), keepAlive: false)
    }

    private static let framingFields: [[UInt8]] = ["content-length", "connection", "transfer-encoding", "keep-alive"]
        .map { Array($0.utf8) }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 411: "Length Required"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 422: "Unprocessable Content"
        case 428: "Precondition Required"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
