/// Tests answer prompts with lines of the input text, consumed as they are read.
extension MemoryInput: LineSource {
    func readLine() -> String? {
        guard !bytes.isEmpty else { return nil }
        let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let line = String(decoding: bytes[..<end], as: UTF8.self)
        bytes.removeSubrange(..<min(end + 1, bytes.endIndex))
        return line
    }
}
