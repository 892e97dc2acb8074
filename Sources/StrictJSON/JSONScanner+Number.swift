import ValueText

/// Numbers: RFC 8259's grammar, read to the correctly rounded Double; a literal beyond a Double's
/// range is an error rather than infinity.
extension JSONScanner {
    /// Exact powers of ten: every one up to 1e22 is a Double without rounding.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads a number at the next byte. `-0` reads as `0`.
    package mutating func readNumber() throws(ReadFailure) -> Double {
        skipWhitespace()
        let start = index
        let count = bytes.count
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < count, JSONScanner.isDigit(bytes[index]) else {
            if index < count, JSONScanner.isLetter(bytes[index]) {
                index = start + (negative ? 1 : 0)
                let literalStart = index
                do throws(ReadFailure) {
                    _ = try readLiteral()
                } catch {
                    if negative, error.offset == literalStart,
                        error.message.hasPrefix("Infinity ")
                    {
                        throw .syntax(start, "-Infinity is not allowed; JSON numbers must be finite")
                    }
                    throw error
                }
                index = start
                throw expectedValue()
            }
            if negative { throw .syntax(index, "expected a digit after '-'") }
            throw expectedValue()
        }
        // The significant digits (up to 19 of them) as an integer, and the decimal exponent.
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, JSONScanner.isDigit(bytes[index]) {
                throw .syntax(start, "leading zeros are not allowed in numbers")
            }
        } else {
            while index < count, JSONScanner.isDigit(bytes[index]) {
                accumulate(bytes[index], into: &mantissa, digits: &digits, exponent: &exponent, fraction: false)
                index += 1
            }
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < count, JSONScanner.isDigit(bytes[index]) else {
                throw .syntax(index, "expected a digit after '.' in a number")
            }
            while index < count, JSONScanner.isDigit(bytes[index]) {
                accumulate(bytes[index], into: &mantissa, digits: &digits, exponent: &exponent, fraction: true)
                index += 1
            }
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < count, JSONScanner.isDigit(bytes[index]) else {
                throw .syntax(index, "expected a digit in the exponent of a number")
            }
            var written = 0
            while index < count, JSONScanner.isDigit(bytes[index]) {
                // Clamped: anything this large is out of range either way.
                written = min(written * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        // Clinger's fast path: an integer up to 2^53 and a power of ten up to 1e22 are both exact,
        // so one IEEE multiplication or division gives the correctly rounded result. Up to 19
        // digits the mantissa holds them all; a recorder's shortest times (`0.008333333333333333`,
        // 16 digits) mostly fit, and the slow path's String and strtod were a tenth of `verify`.
        if digits <= 19 && mantissa <= 1 << 53 {
            if mantissa == 0 { return 0 }
            let value = Double(mantissa)
            if exponent >= 0 && exponent <= 22 {
                return negative
                    ? -(value * JSONScanner.exactPowersOfTen[exponent])
                    : value * JSONScanner.exactPowersOfTen[exponent]
            }
            if exponent < 0 && exponent >= -22 {
                return negative
                    ? -(value / JSONScanner.exactPowersOfTen[-exponent])
                    : value / JSONScanner.exactPowersOfTen[-exponent]
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw .syntax(start, "number \(text.prefix(40)) does not fit in a Double")
        }
        return NumberText.withoutNegativeZero(value)
    }

    /// Adds one digit to the mantissa while it has room; later digits only count in the exponent
    /// and force the exact (slow) path.
    @inline(__always)
    private func accumulate(
        _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int,
        exponent: inout Int, fraction: Bool
    ) {
        let digit = UInt64(byte - UInt8(ascii: "0"))
        if mantissa == 0 && digit == 0 {
            if fraction { exponent -= 1 }
            return
        }
        if digits < 19 {
            mantissa = mantissa * 10 + digit
            digits += 1
            if fraction { exponent -= 1 }
        } else {
            digits += 1
            if !fraction { exponent += 1 }
        }
    }

    @inlinable @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
