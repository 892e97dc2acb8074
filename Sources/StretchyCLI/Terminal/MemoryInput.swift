/// A test double for standard input: fixed bytes, read once, as a pipe is.
public final class MemoryInput: ByteSource {
    /// The bytes not read yet.
    public var bytes: [UInt8]

    /// Input holding `text` as UTF-8.
    public init(_ text: String = "") {
        self.bytes = Array(text.utf8)
    }

    /// The bytes.
    public func readAll() throws(IOFailure) -> [UInt8] { readAll(limit: Int.max - 1) }

    /// The next `limit + 1` bytes at most; they are read and gone.
    public func readAll(limit: Int) -> [UInt8] {
        let taken = Array(bytes.prefix(limit + 1))
        bytes.removeFirst(taken.count)
        return taken
    }
}
