/// Why a request was refused before it reached the handler: the status the server answers with
/// and a one-line reason, sent as the plain-text body.
public struct HTTPRequestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 400, 408, 413, 414, 431, 501 or 505.
    public var status: Int
    /// One line saying what was wrong, without the client's bytes.
    public var reason: String

    /// An error answered with `status`.
    public init(_ status: Int, _ reason: String) {
        self.status = status
        self.reason = reason
    }

    public var description: String { "\(status) \(reason)" }
}
