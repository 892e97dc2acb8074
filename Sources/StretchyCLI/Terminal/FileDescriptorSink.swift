#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a file descriptor with `write(2)`, retrying partial writes and `EINTR`.
public final class FileDescriptorSink: ByteSink {
    /// The descriptor written to.
    public let fileDescriptor: Int32
    private let name: String

    /// A sink for `fileDescriptor`; `name` appears in error messages (`standard output`).
    public init(fileDescriptor: Int32, name: String) {
        self.fileDescriptor = fileDescriptor
        self.name = name
    }

    /// Writes every byte.
    public func write(_ bytes: [UInt8]) throws(IOFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                LibC.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw IOFailure.system("write to \(name)", errorNumber: errno)
            }
            offset += written
        }
    }
}
