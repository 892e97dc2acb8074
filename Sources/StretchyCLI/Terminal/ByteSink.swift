/// Where output bytes finally go: a file descriptor, or memory in tests.
public protocol ByteSink: AnyObject {
    /// Writes every byte or throws.
    func write(_ bytes: [UInt8]) throws(IOFailure)
}
