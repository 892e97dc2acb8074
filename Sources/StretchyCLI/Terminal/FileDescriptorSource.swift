#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor to its end with `read(2)`.
public final class FileDescriptorSource: ByteSource {
    /// The descriptor read from.
    public let fileDescriptor: Int32
    private let name: String

    /// A source for `fileDescriptor`; `name` appears in error messages (`standard input`).
    public init(fileDescriptor: Int32, name: String) {
        self.fileDescriptor = fileDescriptor
        self.name = name
    }

    /// Everything up to the end of input.
    public func readAll() throws(IOFailure) -> [UInt8] {
        try readAll(limit: Int.max - 1)
    }

    /// Up to the end of input, `limit + 1` bytes at most.
    public func readAll(limit: Int) throws(IOFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = try read(into: &bytes, upTo: limit + 1)
        return bytes
    }

    /// Appends to `bytes`, 64 KiB at a time, until it holds `count` bytes or the input ends;
    /// within `bytes`' capacity nothing but the 64 KiB is allocated.
    public func read(into bytes: inout [UInt8], upTo count: Int) throws(IOFailure) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let read = chunk.withUnsafeMutableBytes { LibC.read(fileDescriptor, $0.baseAddress!, wanted) }
            if read < 0 {
                if errno == EINTR { continue }
                throw IOFailure.system("read \(name)", errorNumber: errno)
            }
            if read == 0 { return true }
            bytes.append(contentsOf: chunk[..<read])
        }
        return false
    }
}
