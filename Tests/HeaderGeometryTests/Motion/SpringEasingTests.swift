import HeaderGeometry
import TestKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CSS `linear()` easing of a spring is read back from its text and compared with the step
/// response of the spring solved here with libm: `x(t) = 1 - e^(-ζωt)(cos ω_d t + ζω/ω_d sin ω_d t)`
/// below critical, `1 - (1 + ωt) e^(-ωt)` at critical, the two-root form above.
struct SpringEasingTests {
    static func stepResponse(_ t: Double, response: Double, ratio: Double) -> Double {
        let omega = 2 * Double.pi / response
        if abs(ratio - 1) < 1e-9 { return 1 - (1 + omega * t) * exp(-omega * t) }
        if ratio < 1 {
            let omegaD = omega * (1 - ratio * ratio).squareRoot()
            return 1 - exp(-ratio * omega * t) * (cos(omegaD * t) + ratio * omega / omegaD * sin(omegaD * t))
        }
        let root = (ratio * ratio - 1).squareRoot()
        let r1 = -omega * (ratio - root), r2 = -omega * (ratio + root)
        // x(0) = -1 (from 0 toward 1), x'(0) = 0: a = r2 / (r1 - r2) ... of displacement 1 - value.
        let a = -r2 / (r1 - r2), b = 1 - a
        return 1 - (a * exp(r1 * t) + b * exp(r2 * t))
    }

    /// `linear(v0, v1 p1%, ..., vn)` as (time share, value) points.
    static func parse(_ css: String) -> [(Double, Double)] {
        expect(css.hasPrefix("linear(") && css.hasSuffix(")"))
        let body = css.dropFirst("linear(".count).dropLast()
        let entries = body.split(separator: ",").map { $0.split(separator: " ").map(String.init) }
        var points: [(Double, Double)] = []
        for (index, entry) in entries.enumerated() {
            let value = Double(entry[0])!
            if entry.count == 2 {
                points.append((Double(entry[1].dropLast())! / 100, value))
            } else {
                points.append((index == 0 ? 0 : 1, value))
            }
        }
        return points
    }

    static func interpolate(_ points: [(Double, Double)], _ time: Double) -> Double {
        for index in 1..<points.count where time <= points[index].0 {
            let (t0, v0) = points[index - 1], (t1, v1) = points[index]
            return t1 == t0 ? v1 : v0 + (v1 - v0) * (time - t0) / (t1 - t0)
        }
        return points[points.count - 1].1
    }

    func testCssLinearIsWithinOnePercentOfTheSpring() {
        for (response, ratio) in [(0.3, 1.0), (0.5, 0.7), (0.5, 0.3), (0.55, 0.825), (0.2, 0.2), (1.0, 2.0)] {
            TestRow.$current.withValue(String(describing: (response, ratio))) {
                self.cssLinearIsWithinOnePercentOfTheSpring(response: response, ratio: ratio)
            }
        }
    }

    func cssLinearIsWithinOnePercentOfTheSpring(response: Double, ratio: Double) {
        let easing = SpringEasing(spring: SnapSpring(response: response, dampingRatio: ratio))
        let points = Self.parse(easing.cssLinear)
        expect(points.first! == (0, 0))
        expect(points.last! == (1, 1))
        expect(points.count < 80)
        var worst = 0.0
        for step in 0...20_000 {
            let share = Double(step) / 20_000
            let exact = Self.stepResponse(share * easing.duration, response: response, ratio: ratio)
            worst = max(worst, abs(Self.interpolate(points, share) - exact))
        }
        expect(worst < 0.01)
        // It lasts until the spring has settled: within 1 % at the end, but not a long tail.
        expect(abs(Self.stepResponse(easing.duration, response: response, ratio: ratio) - 1) < 0.01)
        expect(abs(Self.stepResponse(easing.duration * 0.9, response: response, ratio: ratio) - 1) > 0.0005)
    }

    /// Critically damped at 0.3 s: ω = 20.94; (1 + ωt) e^(-ωt) falls below 0.001 at ωt ≈ 9.23,
    /// t ≈ 0.441 s.
    func testCriticallyDampedDurationIsTheSettleTime() {
        let easing = SpringEasing(spring: SnapSpring())
        expect(abs(easing.duration - 9.2335 / (2 * Double.pi / 0.3)) < 0.005)
    }
}
