/// Round tick values (steps of 1, 2 or 5 × 10^k) and their labels.
public enum TickPicker {
    /// At most `maxCount` ticks inside `range` at the finest 1-2-5 step that allows it, ascending.
    ///
    /// Empty when the range is not finite or `maxCount < 1`; `[v]` for a one-value range `v...v`.
    public static func ticks(for range: ClosedRange<Double>, maxCount: Int) -> [Double] {
        scale(for: range, maxCount: maxCount)?.values ?? []
    }

    /// The 1-2-5 step ``ticks(for:maxCount:)`` uses for the same arguments, or `nil` when it
    /// returns no ticks or a single value.
    public static func step(for range: ClosedRange<Double>, maxCount: Int) -> Double? {
        scale(for: range, maxCount: maxCount)?.step
    }

    /// `value` with as many decimals as `step` needs (none for steps of 1 and up), so all labels
    /// of one axis agree: `100`, `0.5`, `0.25`; never `-0`.
    public static func label(_ value: Double, step: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-inf" : "inf") }
        var decimals = 0
        var scaled = abs(step)
        if scaled.isFinite, scaled > 0 {
            while decimals < 12, abs(scaled - scaled.rounded()) > 1e-9 * scaled {
                scaled *= 10
                decimals += 1
            }
        }
        return fixed(value, decimals: decimals)
    }

    /// The labels of one axis's ticks, all in one notation: plain (`100`, `0.25`) for ordinary
    /// magnitudes; `k` for thousands once a tick reaches 10 000 (`12.5k`); an exponent from a
    /// million up or for steps finer than 0.0001 (`1e6`, `2.5e307`, `5e-5`). Never more digits
    /// than the step needs, never `-0`.
    public static func labels(for values: [Double], step: Double) -> [String] {
        let largest = values.map { abs($0) }.filter { $0.isFinite }.max() ?? 0
        guard step.isFinite, step > 0 else { return values.map { label($0, step: step) } }
        if largest >= 1e6 || step < 1e-4 {
            let exponent = decimalExponent(step)
            return values.map { scientific($0, exponent: exponent) }
        }
        if largest >= 1e4 && step >= 100 {
            return values.map { trimmed(label($0 / 1000, step: step / 1000)) + "k" }
        }
        return values.map { trimmed(label($0, step: step)) }
    }

    /// `0.50` → `0.5`, `10.0` → `10`: no trailing zeros after the point.
    static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` (a multiple of `10^exponent`) as `d.ddde±x`: `4e307`, `2.5e6`, `-5e-5`, `0`.
    static func scientific(_ value: Double, exponent: Int) -> String {
        guard value.isFinite else { return label(value, step: 1) }
        var e = exponent
        var n = (abs(value) / pow10(e)).rounded()
        guard n > 0 else { return "0" }
        while n >= 1e15 { n = (n / 10).rounded(); e += 1 }
        var digits = String(Int64(n))
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast(); e += 1 }
        let leading = e + digits.count - 1
        if digits.count > 1 { digits.insert(".", at: digits.index(after: digits.startIndex)) }
        return (value < 0 ? "-" : "") + digits + (leading == 0 ? "" : "e\(leading)")
    }

    /// The power of ten of `value`'s first digit (`value` > 0).
    static func decimalExponent(_ value: Double) -> Int {
        var exponent = 0
        var scaled = value
        while scaled >= 10, exponent < 400 { scaled /= 10; exponent += 1 }
        while scaled < 1, exponent > -400 { scaled *= 10; exponent -= 1 }
        // 0.1 × 10 is 1.0000000000000002, 1e-5 scaled up can land just under 1: round back.
        if scaled > 9.999999 { exponent += 1 }
        return exponent
    }

    /// `value` rounded to `decimals` places, written without exponent when it fits an Int64.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (value * factor).rounded()
        guard abs(scaled) < 9e15 else { return value.description }
        let magnitude = Int64(abs(scaled))
        var digits = String(magnitude)
        if decimals > 0 {
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return (scaled < 0 ? "-" : "") + digits
    }

    /// Tick values with the step that produced them.
    struct Scale {
        var values: [Double]
        var step: Double?
    }

    static func scale(for range: ClosedRange<Double>, maxCount: Int) -> Scale? {
        let lo = range.lowerBound, hi = range.upperBound
        guard lo.isFinite, hi.isFinite, maxCount >= 1 else { return nil }
        let span = hi - lo
        guard span.isFinite else { return nil }
        if span == 0 { return Scale(values: [lo], step: nil) }
        // Start one decade below the even split so the finest fitting step is found.
        let raw = span / Double(max(1, maxCount))
        var exponent = 0
        var power = 1.0
        while power > raw / 10, exponent > -320 { power /= 10; exponent -= 1 }
        while power * 10 <= raw / 10, exponent < 320 { power *= 10; exponent += 1 }
        let mantissas: [Double] = [1, 2, 5]
        var index = 0
        while exponent < 320 {
            let m = mantissas[index]
            // step = m × 10^exponent, built so that decimal steps stay as exact as Doubles allow.
            let decade = pow10(exponent)
            let step = exponent >= 0 ? m * decade : m / pow10(-exponent)
            let slack = span * 1e-9
            let first = ((lo - slack) / step).rounded(.up)
            let last = ((hi + slack) / step).rounded(.down)
            let count = last - first + 1
            if count <= Double(maxCount) {
                guard count >= 1 else { return Scale(values: [], step: step) }
                var values: [Double] = []
                // Counted, not `k += 1` until `last`: past 2^53 adding 1 changes nothing, and
                // ticks that round to the same Double are kept once.
                for i in 0..<Int(count) {
                    let k = first + Double(i)
                    let v = exponent >= 0 ? k * m * decade : k * m / pow10(-exponent)
                    if values.last != v { values.append(v == 0 ? 0 : v) }
                }
                return Scale(values: values, step: step)
            }
            index += 1
            if index == mantissas.count { index = 0; exponent += 1 }
        }
        return nil
    }

    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent >= 0 ? result : 1 / result
    }
}
