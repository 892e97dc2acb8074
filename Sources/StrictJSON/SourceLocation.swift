/// A place in a text as editors show it: 1-based line and column, columns counted in Unicode
/// scalars (a UTF-8 byte-order mark at the start is not counted).
package struct SourceLocation: Hashable, Sendable {
    package var line: Int
    package var column: Int

    /// The location of byte `offset` in `bytes` (which must be valid UTF-8 up to `offset`).
    package init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let start = JSONScanner.bodyStart(of: bytes)
        let end = min(max(offset, start), bytes.count)
        var line = 1
        var column = 1
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        self.line = line
        self.column = column
    }
}
