/// The few elementary functions the motion simulation needs, written against the standard
/// library alone (it has `squareRoot()` but no `exp`, `log`, `sin` or `cos` without Glibc).
///
/// Each reduces its argument to a small interval and sums a short series there; the results are
/// within a few ulps of the correctly rounded values over the ranges the simulation uses.
enum MotionMath {
    /// `ln 2` split in two so that `k * ln2High` is exact for the `k` that occur (fdlibm's split).
    private static let ln2High = 6.93147180369123816490e-01
    private static let ln2Low = 1.90821492927058770002e-10
    /// `π / 2` split the same way.
    private static let halfPiHigh = 1.57079632673412561417e+00
    private static let halfPiLow = 6.07710050650619224932e-11

    /// `e` raised to `x`; `0` below about `-745`, `+infinity` above about `709.8`, NaN for NaN.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.8 { return .infinity }
        if x < -745.2 { return 0 }
        // x = k ln 2 + r with |r| <= ln 2 / 2, so e^x = 2^k e^r.
        let k = (x / (ln2High + ln2Low)).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        // Taylor series of e^r; |r| <= 0.35 makes the 20th term negligible.
        var term = 1.0
        var sum = 1.0
        for n in 1...20 {
            term *= r / Double(n)
            sum += term
        }
        return scaled(sum, byPowerOfTwo: Int(k))
    }

    /// The natural logarithm of `x`: `-infinity` at `0`, NaN below `0` or for NaN.
    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        // x = m 2^e with m in [√½, √2); ln m = 2 artanh(s), s = (m - 1) / (m + 1), |s| < 0.172.
        var exponent = Double(Int(x.exponent))
        var m = x.significand
        if m > 1.4142135623730951 {
            m /= 2
            exponent += 1
        }
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var power = s
        var series = 0.0
        var n = 1.0
        while n < 40 {
            series += power / n
            power *= s2
            n += 2
        }
        return exponent * ln2High + (2 * series + exponent * ln2Low)
    }

    /// `base` raised to `exponent` for `base > 0`: `exp(exponent * log(base))`.
    static func power(_ base: Double, _ exponent: Double) -> Double {
        if exponent == 0 { return 1 }
        return exp(exponent * log(base))
    }

    /// The sine of `x` (radians); accurate for the `|x| < 1e5` the simulation produces.
    static func sin(_ x: Double) -> Double {
        let (quadrant, r) = reduced(x)
        switch quadrant {
        case 0: return sinSeries(r)
        case 1: return cosSeries(r)
        case 2: return -sinSeries(r)
        default: return -cosSeries(r)
        }
    }

    /// The cosine of `x` (radians); accurate for the `|x| < 1e5` the simulation produces.
    static func cos(_ x: Double) -> Double {
        let (quadrant, r) = reduced(x)
        switch quadrant {
        case 0: return cosSeries(r)
        case 1: return -sinSeries(r)
        case 2: return -cosSeries(r)
        default: return sinSeries(r)
        }
    }

    /// `x = k π/2 + r` with `|r| <= π/4`: the quadrant `k mod 4` and `r`.
    /// Non-finite or enormous arguments give quadrant 0 and NaN or a meaningless but finite `r`.
    private static func reduced(_ x: Double) -> (Int, Double) {
        if !x.isFinite { return (0, .nan) }
        let k = (x / (halfPiHigh + halfPiLow)).rounded()
        guard abs(k) < 1e15 else { return (0, 0) }
        let r = (x - k * halfPiHigh) - k * halfPiLow
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        return ((quadrant + 4) % 4, r)
    }

    private static func sinSeries(_ r: Double) -> Double {
        // r - r³/3! + r⁵/5! - ...; |r| <= π/4 makes the 12th term negligible.
        let r2 = r * r
        var term = r
        var sum = r
        var n = 1.0
        for _ in 0..<12 {
            term *= -r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    private static func cosSeries(_ r: Double) -> Double {
        let r2 = r * r
        var term = 1.0
        var sum = 1.0
        var n = 0.0
        for _ in 0..<12 {
            term *= -r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    /// `value * 2^power`, stepping through the scale so that neither overflow nor a subnormal
    /// result is lost in an intermediate.
    private static func scaled(_ value: Double, byPowerOfTwo power: Int) -> Double {
        var result = value
        var remaining = power
        while remaining > 1000 {
            result *= Double(sign: .plus, exponent: 1000, significand: 1)
            remaining -= 1000
        }
        while remaining < -1000 {
            result *= Double(sign: .plus, exponent: -1000, significand: 1)
            remaining += 1000
        }
        return result * Double(sign: .plus, exponent: remaining, significand: 1)
    }
}
