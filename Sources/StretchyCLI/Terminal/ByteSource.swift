/// Where input bytes come from: standard input, or memory in tests.
public protocol ByteSource: AnyObject {
    /// Everything up to the end of input.
    func readAll() throws(IOFailure) -> [UInt8]
}
