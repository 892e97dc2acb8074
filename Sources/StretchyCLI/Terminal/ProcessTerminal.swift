#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real process's terminal: `isatty` and the `TIOCGWINSZ` ioctl on the standard streams.
public struct ProcessTerminal: TerminalProbe {
    /// The process's terminal.
    public init() {}

    /// `isatty` on the stream's file descriptor.
    public func isTerminal(_ stream: StandardStream) -> Bool {
        isatty(stream.fileDescriptor) == 1
    }

    /// The window size of the first standard stream that is a terminal.
    public func size() -> TerminalSize? {
        for stream in [StandardStream.output, .error, .input] {
            var window = winsize()
            if ioctl(stream.fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
                return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
            }
        }
        return nil
    }
}

extension StandardStream {
    /// 0, 1 or 2.
    var fileDescriptor: Int32 {
        switch self {
        case .input: return 0
        case .output: return 1
        case .error: return 2
        }
    }
}
