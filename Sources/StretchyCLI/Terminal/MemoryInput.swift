/// A test double for standard input: fixed bytes.
public final class MemoryInput: ByteSource {
    /// The bytes `readAll` returns.
    public var bytes: [UInt8]

    /// Input holding `text` as UTF-8.
    public init(_ text: String = "") {
        self.bytes = Array(text.utf8)
    }

    /// The bytes.
    public func readAll() throws(IOFailure) -> [UInt8] { bytes }
}
