/// Where input bytes come from: standard input, or memory in tests.
public protocol ByteSource: AnyObject {
    /// Everything up to the end of input.
    func readAll() throws(IOFailure) -> [UInt8]

    /// What follows, up to the end of input but never more than `limit + 1` bytes: a source
    /// longer than `limit` (`/dev/zero`, a runaway pipe) shows as `limit + 1` bytes, read and held
    /// no further.
    func readAll(limit: Int) throws(IOFailure) -> [UInt8]
}

extension ByteSource {
    /// A source held in memory anyway: its first `limit + 1` bytes.
    public func readAll(limit: Int) throws(IOFailure) -> [UInt8] {
        Array(try readAll().prefix(limit + 1))
    }
}
