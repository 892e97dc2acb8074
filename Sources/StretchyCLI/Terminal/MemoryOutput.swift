/// A test double that keeps what was written, and counts the writes.
public final class MemoryOutput: ByteSink {
    /// Every byte written so far.
    public private(set) var bytes: [UInt8] = []
    /// How many times `write` was called (buffering keeps this small).
    public private(set) var writeCount = 0
    /// When set, every write fails with this error.
    public var failure: IOFailure?

    /// An empty output.
    public init() {}

    /// Keeps the bytes.
    public func write(_ bytes: [UInt8]) throws(IOFailure) {
        if let failure { throw failure }
        writeCount += 1
        self.bytes.append(contentsOf: bytes)
    }

    /// The bytes written, as UTF-8 text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
