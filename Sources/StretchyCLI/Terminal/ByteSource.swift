/// Where input bytes come from: standard input, or memory in tests.
public protocol ByteSource: AnyObject {
    /// Everything up to the end of input.
    func readAll() throws(IOFailure) -> [UInt8]

    /// What follows, up to the end of input but never more than `limit + 1` bytes: a source
    /// longer than `limit` (`/dev/zero`, a runaway pipe) shows as `limit + 1` bytes, read and held
    /// no further.
    func readAll(limit: Int) throws(IOFailure) -> [UInt8]

    /// Appends what follows to `bytes` until it holds `count` bytes or the input ends, and says
    /// whether it ended. Within `bytes`' capacity nothing is allocated, so the caller decides how
    /// the buffer grows (``DocumentLimit/read(_:named:limit:expected:)``).
    func read(into bytes: inout [UInt8], upTo count: Int) throws(IOFailure) -> Bool
}

extension ByteSource {
    /// A source held in memory anyway: its first `limit + 1` bytes.
    public func readAll(limit: Int) throws(IOFailure) -> [UInt8] {
        Array(try readAll().prefix(limit + 1))
    }

    /// What ``readAll(limit:)`` gives, up to `count` bytes in all.
    public func read(into bytes: inout [UInt8], upTo count: Int) throws(IOFailure) -> Bool {
        let wanted = count - bytes.count
        guard wanted > 0 else { return false }
        let more = try readAll(limit: wanted - 1)
        bytes.append(contentsOf: more)
        return more.count < wanted
    }
}
