import ValueText

/// A growing UTF-8 buffer that JSON is written into: one allocation for a whole document,
/// no intermediate strings for keys, indentation, integers or unescaped text.
package struct JSONOutput {
    @usableFromInline package var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    package init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands out the bytes written so far and starts empty again, keeping the memory.
    package mutating func take() -> [UInt8] {
        let taken = bytes
        bytes.removeAll(keepingCapacity: true)
        return taken
    }

    /// Appends ASCII text (keys, punctuation, literals).
    @inlinable @inline(__always)
    package mutating func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `2 * level` spaces.
    @inlinable @inline(__always)
    package mutating func indent(_ level: Int) {
        for _ in 0..<(2 * level) { bytes.append(0x20) }
    }

    /// Appends a newline, then indents to `level`.
    @inlinable @inline(__always)
    package mutating func newline(_ level: Int) {
        bytes.append(0x0A)
        indent(level)
    }

    /// Starts an object's first member: a new line at `level`, then `key` (written with its quotes,
    /// colon and space: `"\"name\": "`).
    @inlinable @inline(__always)
    package mutating func firstKey(_ key: StaticString, level: Int) {
        newline(level)
        append(key)
    }

    /// Ends the previous member with a comma and starts the next, as ``firstKey(_:level:)``.
    @inlinable @inline(__always)
    package mutating func nextKey(_ key: StaticString, level: Int) {
        append(",")
        firstKey(key, level: level)
    }

    /// Closes an object or array on a new line at `level`.
    @inlinable @inline(__always)
    package mutating func close(_ bracket: StaticString, level: Int) {
        newline(level)
        append(bracket)
    }

    /// Appends `s` as a JSON string (``JSONText/appendQuoted(_:to:)``).
    package mutating func appendQuoted(_ s: String) {
        JSONText.appendQuoted(s, to: &bytes)
    }

    /// Appends `d` in its shortest round-trip form; `-0` as `0`, non-finite values as `null`.
    package mutating func appendNumber(_ d: Double) {
        JSONWriter.appendNumber(d, to: &bytes)
    }
}
