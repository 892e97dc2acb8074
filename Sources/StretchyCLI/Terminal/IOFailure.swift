#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A read or write that failed; exits 74.
public struct IOFailure: ReportableError, Hashable, Sendable {
    /// What could not be read or written, and the system's reason.
    public var message: String
    /// What to do about it, or `nil`.
    public var hint: String?
    /// The `errno` value, when the system gave one.
    public var errorNumber: Int32?

    /// A failure with its message.
    public init(_ message: String, hint: String? = nil, errorNumber: Int32? = nil) {
        self.message = message
        self.hint = hint
        self.errorNumber = errorNumber
    }

    /// Always `74`.
    public var exitStatus: ExitStatus { .ioError }

    /// `cannot <action>: <strerror(errno)>`; `EFBIG` (the process's `ulimit -f`, or the file
    /// system's largest file) reads "file size limit reached".
    public static func system(_ action: String, errorNumber: Int32) -> IOFailure {
        if errorNumber == EFBIG {
            return IOFailure(
                "cannot \(action): file size limit reached", hint: "raise 'ulimit -f' or write elsewhere",
                errorNumber: errorNumber)
        }
        return IOFailure("cannot \(action): \(String(cString: strerror(errorNumber)))", errorNumber: errorNumber)
    }

    /// Whether the reader went away (`EPIPE`), as when output is piped into `head`.
    public var isBrokenPipe: Bool { errorNumber == EPIPE }
}
