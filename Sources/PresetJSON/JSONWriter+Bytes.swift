import HeaderGeometry

/// Numbers written straight into an output buffer: the fast path for commands that print
/// millions of them (`eval --from … --to …`).
extension JSONWriter {
    /// Appends `number` as `numberText(number)` would spell it (`300`, `-0.5`, `1e-7`; `0` for
    /// `-0`; `null` for NaN and infinity), without making a `String` for whole numbers.
    public static func appendNumber(_ number: Double, to bytes: inout [UInt8]) {
        if number == number.rounded(.towardZero), abs(number) < NumberText.integerDigitsLimit {
            appendInteger(Int64(number), to: &bytes)
            return
        }
        bytes.append(contentsOf: numberText(number).utf8)
    }

    /// Appends `number` for people (`NumberText.human`: at most six significant digits), for
    /// tables.
    public static func appendHumanNumber(_ number: Double, to bytes: inout [UInt8]) {
        if number == number.rounded(.towardZero), abs(number) < 1e6 {
            appendInteger(Int64(number), to: &bytes)
            return
        }
        bytes.append(contentsOf: NumberText.human(number).utf8)
    }

    /// Appends the decimal digits of `value`, with a `-` when it is negative.
    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // |value| < 1e16 here, so negating never overflows and 16 digits are enough.
        var magnitude = UInt64(value < 0 ? -value : value)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64) = (0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }
}
