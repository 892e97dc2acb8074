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
