/// Numbers as people and JSON read them: the shortest text that reads back as the same Double.
public enum NumberText {
    /// Below this magnitude a whole Double is written as its integer digits (`300`, not `3e+2`);
    /// every writer's fast path uses this one cut-off so they all spell a number alike.
    public static let integerDigitsLimit = 1e16

    /// `300` for 300.0, `0.5`, `-120`, `1e-7`, `1.5e+300`; `nan`/`inf` never occur in valid data
    /// but are spelled `NaN`, `Infinity` and `-Infinity` so messages can name them.
    ///
    /// Negative zero is `0`, as ``withoutNegativeZero(_:)`` has it: the one rule for it in every
    /// writer (documents, tables, messages and generated code), so no writer needs to clear it first.
    public static func shortest(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        if value == value.rounded(.towardZero), abs(value) < integerDigitsLimit {
            return String(Int64(value))
        }
        // Swift's description is the shortest round-trip form; tidy its exponent (`1e-05` → `1e-5`).
        let text = value.description
        guard text.utf8.contains(UInt8(ascii: "e")) else { return text }
        return tidyExponent(text)
    }

    /// `1e-05` → `1e-5`, `1.0e+16` → `1e+16`: no zero padding, no `.0` mantissa, an explicit sign.
    private static func tidyExponent(_ text: String) -> String {
        guard let e = text.firstIndex(of: "e") else { return text }
        var mantissa = String(text[..<e])
        if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
        var exponent = text[text.index(after: e)...]
        var sign = "+"
        if let first = exponent.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : "+"
            exponent = exponent.dropFirst()
        }
        let digits = exponent.drop { $0 == "0" }
        return mantissa + "e" + sign + (digits.isEmpty ? "0" : String(digits))
    }

    /// Appends ``shortest(_:)``'s text of `value` to `bytes`, whole numbers without a `String`:
    /// the fast path of every writer that prints many numbers (`eval`, exports).
    public static func appendShortest(_ value: Double, to bytes: inout [UInt8]) {
        if value == value.rounded(.towardZero), abs(value) < integerDigitsLimit {
            appendDigits(Int64(value), to: &bytes)
        } else {
            bytes.append(contentsOf: shortest(value).utf8)
        }
    }

    /// `value`, with `-0` made `0`: the one negative-zero rule. A preset never holds `-0` (both
    /// readers, JSON's and `KEY=VALUE`'s, read it as `0`), and a computed `-0` (`-min(0, E)`)
    /// means nothing a person or a program should see; every writer spells it `0`.
    @inlinable
    public static func withoutNegativeZero(_ value: Double) -> Double {
        value + 0  // -0 + 0 is +0 when rounding to nearest; every other value, NaN too, is itself
    }

    /// Appends the decimal digits of `value`, with a `-` when it is negative: the one
    /// integer-to-digits writer.
    public static func appendDigits(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        // Swapped in place: reversing `bytes[start...]` copied the slice, an allocation per number.
        var low = start, high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }
}
