import HeaderGeometry
import ValueText

/// A growing UTF-8 buffer that generated source is written into: one allocation for a whole file,
/// no intermediate strings for punctuation, numbers or plain text.
public struct SourceText {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Once at least `threshold` bytes are written, hands them to `emit` and starts over in the
    /// same memory: how an export writes a file of any size in pieces of about 64 KiB.
    public mutating func handOn(to emit: ([UInt8]) -> Void, atLeast threshold: Int = 1 << 16) {
        guard bytes.count >= threshold else { return }
        emit(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends ASCII text (keywords, punctuation, indentation).
    @inline(__always)
    public mutating func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as it is.
    @inline(__always)
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `value` in its shortest round-trip form (`300`, `0.5`, `1e-7`), as
    /// `NumberText.shortest` spells it.
    public mutating func appendNumber(_ value: Double) {
        NumberText.appendShortest(value, to: &bytes)
    }

    /// Appends `text` as a one-line string literal in double quotes, escaping `"`, `\`, the usual
    /// controls as `\n`, `\r`, `\t`, and anything else invisible (see ``isInvisible(_:)``) as
    /// `unicodeEscape` renders its code point (Swift: `\u{202E}`).
    public mutating func appendQuoted(_ text: String, unicodeEscape: (UInt32) -> String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            SourceText.forEachScalar(in: utf8) { byte in
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0..<0x20, 0x7F: append(unicodeEscape(UInt32(byte)))
                default: bytes.append(byte)
                }
            } other: { scalar, encoded in
                if SourceText.isInvisible(scalar) {
                    append(unicodeEscape(scalar.value))
                } else {
                    bytes.append(contentsOf: encoded)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as comment lines of at most about `width` characters after `prefix`
    /// (`"    /// "`), wrapped between words; each of its own lines starts a new comment line.
    /// Invisible characters (controls, separators, format characters) become spaces.
    public mutating func appendComment(_ text: String, prefix: StaticString, width: Int) {
        var text = text
        text.withUTF8 { utf8 in
            if SourceText.containsInvisible(utf8, keeping: 0x0A) {
                SourceText.visibleBytes(utf8).withUnsafeBufferPointer { appendWrapped($0, prefix: prefix, width: width) }
            } else {
                appendWrapped(utf8, prefix: prefix, width: width)
            }
        }
    }

    /// ``appendComment(_:prefix:width:)`` for text with nothing invisible but newlines.
    private mutating func appendWrapped(_ visible: UnsafeBufferPointer<UInt8>, prefix: StaticString, width: Int) {
        let bare = prefix.withUTF8Buffer { Array($0).reversed().drop { $0 == 0x20 }.reversed() }
        var lineLength = 0
        var wroteWord = false
        var index = 0
        let end = visible.count
        while index <= end {
            if index == end || visible[index] == 0x0A {
                if !wroteWord { bytes.append(contentsOf: bare) }
                bytes.append(0x0A)
                lineLength = 0
                wroteWord = false
                index += 1
                continue
            }
            if visible[index] == 0x20 {
                index += 1
                continue
            }
            var wordEnd = index
            var length = 0
            while wordEnd < end, visible[wordEnd] != 0x20, visible[wordEnd] != 0x0A {
                if visible[wordEnd] & 0xC0 != 0x80 { length += 1 }
                wordEnd += 1
            }
            if wroteWord, lineLength + 1 + length > width {
                bytes.append(0x0A)
                wroteWord = false
                lineLength = 0
            }
            if wroteWord {
                bytes.append(0x20)
                lineLength += 1
            } else {
                append(prefix)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: visible[index..<wordEnd]))
            lineLength += length
            wroteWord = true
            index = wordEnd
        }
    }

    /// Whether `utf8` holds an invisible character other than `kept`.
    private static func containsInvisible(_ utf8: UnsafeBufferPointer<UInt8>, keeping kept: UInt8) -> Bool {
        var found = false
        forEachScalar(in: utf8) { byte in
            if byte != kept, byte < 0x20 || byte == 0x7F { found = true }
        } other: { scalar, _ in
            if isInvisible(scalar) { found = true }
        }
        return found
    }

    /// `utf8` with every invisible character but newline replaced by a space.
    private static func visibleBytes(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        forEachScalar(in: utf8) { byte in
            result.append(byte == 0x0A || (byte >= 0x20 && byte != 0x7F) ? byte : 0x20)
        } other: { scalar, encoded in
            if isInvisible(scalar) {
                result.append(0x20)
            } else {
                result.append(contentsOf: encoded)
            }
        }
        return result
    }

    /// Calls `ascii` for each ASCII byte of `utf8` (valid UTF-8) and `other` for each other
    /// scalar with its bytes: plain text costs no decoding.
    @inline(__always)
    private static func forEachScalar(
        in utf8: UnsafeBufferPointer<UInt8>, ascii: (UInt8) -> Void,
        other: (Unicode.Scalar, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            if lead < 0x80 {
                ascii(lead)
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length where index + offset < utf8.count {
                value = value << 6 | UInt32(utf8[index + offset] & 0x3F)
            }
            let upper = min(index + length, utf8.count)
            other(Unicode.Scalar(value) ?? "\u{FFFD}", UnsafeBufferPointer(rebasing: utf8[index..<upper]))
            index = upper
        }
    }

    /// Controls, line and paragraph separators, and format characters (bidirectional overrides,
    /// zero-width joiners, a byte-order mark), which generated source writes escaped so a reader
    /// sees them.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        if isCommonlyVisible(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }

    /// Blocks that summaries use most (accented Latin, typographic punctuation, CJK, pictographs)
    /// in which every code point is assigned and visible, answered without the Unicode tables; a
    /// test holds each range to `isInvisible`'s general-category rule, scalar by scalar.
    static let commonlyVisibleRanges: [ClosedRange<UInt32>] = [
        0x00A1...0x00AC, 0x00AE...0x0377, 0x2010...0x2027, 0x4E00...0x9FFF, 0x1F300...0x1F5FF,
    ]

    @inline(__always)
    private static func isCommonlyVisible(_ value: UInt32) -> Bool {
        for range in commonlyVisibleRanges where range.contains(value) { return true }
        return false
    }
}
