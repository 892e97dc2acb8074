/// Numbers for people: the one formatter behind every table, chart label and message that shows
/// a computed value (JSON and CSV keep ``NumberText/shortest(_:)``'s full precision).
extension NumberText {
    /// The most significant digits ``human(_:)`` shows.
    public static let humanDigits = 6

    /// `value` rounded to at most six significant digits, trailing zeros trimmed: `0.111111` for
    /// 1/9, `-2.28546`, `300`, `0.00833333`; plain from `0.00001` up to `999999`, otherwise
    /// with an exponent, `1.23457e6`, `1e-7` (no `+`, no padding), so no digit is made up. Never `-0`; non-finite values as `NaN`,
    /// `Infinity` and `-Infinity`.
    public static func human(_ value: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        appendHuman(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``human(_:)``'s text of `value` to `bytes`, without a `String`: what tables of
    /// many rows call (`list`).
    public static func appendHuman(_ value: Double, to bytes: inout [UInt8]) {
        if value.isNaN { bytes.append(contentsOf: "NaN".utf8); return }
        if value.isInfinite { bytes.append(contentsOf: (value < 0 ? "-Infinity" : "Infinity").utf8); return }
        if value == 0 { bytes.append(UInt8(ascii: "0")); return }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(value)
        // Whole numbers of up to six digits are common (offsets, heights): no scaling at all.
        if magnitude < 1e6, magnitude == magnitude.rounded(.towardZero) {
            appendDigits(Int64(magnitude), to: &bytes)
            return
        }
        // n × 10^exponent with n a whole number of six digits (100000...999999).
        var exponent = decimalExponent(of: magnitude) - (humanDigits - 1)
        var n = (scaled(magnitude, by: -exponent)).rounded()
        if n >= 1e6 { n = (n / 10).rounded(); exponent += 1 }
        var digits = Int64(n)
        // Trailing zeros carry no information: 120000 × 10^-3 is 120.
        while digits >= 10, digits % 10 == 0 { digits /= 10; exponent += 1 }
        var count = 1
        var rest = digits / 10
        while rest > 0 { count += 1; rest /= 10 }
        let leading = exponent + count - 1  // the decimal exponent of the first digit
        let start = bytes.count
        if leading >= -5 && leading < humanDigits {
            if exponent >= 0 {
                appendDigits(digits, to: &bytes)
                bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: exponent))
                return
            }
            let point = count + exponent
            if point > 0 {
                appendDigits(digits, to: &bytes)
                bytes.insert(UInt8(ascii: "."), at: start + point)
                return
            }
            bytes.append(contentsOf: "0.".utf8)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -point))
            appendDigits(digits, to: &bytes)
            return
        }
        appendDigits(digits, to: &bytes)
        if count > 1 { bytes.insert(UInt8(ascii: "."), at: start + 1) }
        bytes.append(UInt8(ascii: "e"))
        appendDigits(Int64(leading), to: &bytes)
    }

    /// The decimal exponent of the first significant digit of `magnitude` (> 0, finite).
    static func decimalExponent(of magnitude: Double) -> Int {
        var exponent = 0
        var power = 1.0
        if magnitude >= 1 {
            while exponent < 400, power * 10 <= magnitude { power *= 10; exponent += 1 }
        } else {
            while exponent > -400, power > magnitude { power /= 10; exponent -= 1 }
        }
        return exponent
    }

    /// `value × 10^exponent`, in steps that keep the result finite for any finite `value`.
    static func scaled(_ value: Double, by exponent: Int) -> Double {
        var result = value
        var remaining = exponent
        while remaining > 0 { let step = min(remaining, 22); result *= exactPower(step); remaining -= step }
        while remaining < 0 { let step = min(-remaining, 22); result /= exactPower(step); remaining += step }
        return result
    }

    /// 10^k for 0 ≤ k ≤ 22, exact as a Double.
    private static func exactPower(_ k: Int) -> Double {
        var result = 1.0
        for _ in 0..<k { result *= 10 }
        return result
    }
}
