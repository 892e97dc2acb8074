import HeaderGeometry

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

    /// Appends `value` in its shortest round-trip form (`300`, `0.5`, `1e-7`); negative zero as
    /// `-0.0`, which Swift, Kotlin, Dart and JavaScript all read as negative zero.
    public mutating func appendNumber(_ value: Double) {
        if value == 0 {
            value.sign == .minus ? append("-0.0") : append("0")
        } else if value == value.rounded(.towardZero), abs(value) < 1e15 {
            appendInteger(Int64(value))
        } else {
            append(NumberText.shortest(value))
        }
    }

    /// Appends an integer's decimal digits without building a string.
    public mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends `text` as a one-line string literal in double quotes, escaping `"`, `\`, the usual
    /// controls as `\n`, `\r`, `\t`, and anything else invisible (see ``isInvisible(_:)``) as
    /// `unicodeEscape` renders its code point (Swift: `\u{202E}`).
    public mutating func appendQuoted(_ text: String, unicodeEscape: (UInt32) -> String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0..<0x20, 0x7F: append(unicodeEscape(scalar.value))
                default: bytes.append(byte)
                }
            } else if SourceText.isInvisible(scalar) {
                append(unicodeEscape(scalar.value))
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as comment lines of at most about `width` characters after `prefix`
    /// (`"    /// "`), wrapped between words; each of its own lines starts a new comment line.
    /// Invisible characters (controls, separators, format characters) become spaces.
    public mutating func appendComment(_ text: String, prefix: StaticString, width: Int) {
        let trimmedPrefix = prefix.withUTF8Buffer { Array($0).reversed().drop { $0 == 0x20 }.reversed() }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let visible = SourceText.visibleBytes(paragraph)
            var lineLength = 0
            var wroteWord = false
            for word in visible.split(separator: 0x20) {
                let length = word.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
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
                bytes.append(contentsOf: word)
                lineLength += length
                wroteWord = true
            }
            if !wroteWord { bytes.append(contentsOf: trimmedPrefix) }
            bytes.append(0x0A)
        }
    }

    /// `text`'s UTF-8 with every invisible character replaced by a space.
    private static func visibleBytes(_ text: Substring) -> [UInt8] {
        var result = Array(text.utf8)
        if result.allSatisfy({ $0 < 0x80 }) {
            for index in result.indices where result[index] < 0x20 || result[index] == 0x7F {
                result[index] = 0x20
            }
            return result
        }
        result.removeAll(keepingCapacity: true)
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                result.append(0x20)
            } else {
                result.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return result
    }

    /// Controls, line and paragraph separators, and format characters (bidirectional overrides,
    /// zero-width joiners, a byte-order mark), which generated source writes escaped so a reader
    /// sees them.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }
}
