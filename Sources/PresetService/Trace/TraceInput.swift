import HeaderGeometry
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a trace's bytes come from, a piece at a time: a file, standard input, or memory.
public protocol TraceInput: AnyObject {
    /// Reads up to `buffer.count - offset` bytes into `buffer`, from `offset` on; returns how
    /// many, `0` at the end of input.
    func read(into buffer: inout [UInt8], at offset: Int) throws(ServiceError) -> Int
}

/// A trace read from a file descriptor with `read(2)`: a file opened by path, or standard input.
public final class TraceFileInput: TraceInput {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let name: String

    /// The file at `path`: not found (exit 66) when it does not exist, an I/O error otherwise.
    public init(path: String) throws(ServiceError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let number = errno
            if number == ENOENT || number == ENOTDIR { throw ServiceError(.notFound, "no such file \(MessageText.quoted(path, longest: .max))") }
            throw ServiceError(.io, "cannot open \(MessageText.quoted(path, longest: .max)): \(String(cString: strerror(number)))")
        }
        self.descriptor = descriptor
        self.ownsDescriptor = true
        self.name = "\(MessageText.quoted(path, longest: .max))"
    }

    /// An open descriptor (standard input), left open; `name` appears in messages.
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.ownsDescriptor = false
        self.name = name
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Reads with `read(2)`, again when interrupted.
    public func read(into buffer: inout [UInt8], at offset: Int) throws(ServiceError) -> Int {
        precondition(offset >= 0 && offset <= buffer.count, "offset \(offset) is outside the buffer")
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { readBytes(descriptor, UnsafeMutableBufferPointer(rebasing: $0[offset...])) }
            if count >= 0 { return count }
            let number = errno
            if number == EINTR { continue }
            throw ServiceError(.io, "cannot read \(name): \(String(cString: strerror(number)))")
        }
    }
}

/// A trace already in memory.
public final class TraceBytesInput: TraceInput {
    private let bytes: [UInt8]
    private var position = 0

    /// The trace `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies the next bytes.
    public func read(into buffer: inout [UInt8], at offset: Int) throws(ServiceError) -> Int {
        let count = min(buffer.count - offset, bytes.count - position)
        buffer.replaceSubrange(offset..<(offset + count), with: bytes[position..<(position + count)])
        position += count
        return count
    }
}

/// `read(2)`, out of reach of the method that shadows its name.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
