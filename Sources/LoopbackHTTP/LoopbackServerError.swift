/// Why the server could not start listening.
public enum LoopbackServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The host is not a loopback address (`127.0.0.0/8`, `::1` or `localhost`): the server never
    /// listens beyond this machine.
    case notLoopback(String)
    /// Another socket already listens on this port.
    case addressInUse(Int)
    /// The socket could not be made, bound or listened on: the C library's reason.
    case cannotListen(String)

    public var description: String {
        switch self {
        case .notLoopback(let host): "\(host) is not a loopback address (use 127.0.0.1, ::1 or localhost)"
        case .addressInUse(let port): "port \(port) is already in use"
        case .cannotListen(let reason): "cannot listen: \(reason)"
        }
    }
}
