import Testing
@testable import HeaderGeometry

/// The stdlib-only elementary functions against published values (and against repeated
/// multiplication, which needs no elementary function at all).
struct MotionMathTests {
    /// `true` when `actual` is within `relative` of `expected`.
    static func close(_ actual: Double, _ expected: Double, relative: Double = 1e-14) -> Bool {
        abs(actual - expected) <= relative * abs(expected)
    }

    @Test(arguments: [
        (1.0, 2.718281828459045),          // e
        (-1.0, 0.36787944117144233),       // 1 / e
        (10.0, 22026.465794806718),        // e^10
        (-0.5, 0.6065306597126334),        // 1 / √e
        (0.0, 1.0),
        (700.0, 1.0142320547350045e+304),  // near the top of the range
    ])
    func expMatchesTables(x: Double, expected: Double) {
        #expect(Self.close(MotionMath.exp(x), expected, relative: 1e-13))
    }

    @Test func expSaturatesInsteadOfFailing() {
        #expect(MotionMath.exp(800) == .infinity)
        #expect(MotionMath.exp(-800) == 0)
        #expect(MotionMath.exp(-.infinity) == 0)
        #expect(MotionMath.exp(-740) > 0)          // a subnormal, about 4.2e-322
        #expect(MotionMath.exp(-740) < 1e-300)
        #expect(MotionMath.exp(.nan).isNaN)
    }

    @Test(arguments: [
        (0.998, -0.0020020026706730793),   // ln of the normal deceleration rate
        (0.99, -0.01005033585350145),      // ln of the fast one
        (10.0, 2.302585092994046),
        (2.0, 0.6931471805599453),
        (1e-300, -690.7755278982137),      // -300 ln 10
    ])
    func logMatchesTables(x: Double, expected: Double) {
        #expect(Self.close(MotionMath.log(x), expected))
    }

    @Test func logOfOneIsZeroAndEdgesAreDefined() {
        #expect(MotionMath.log(1) == 0)
        #expect(MotionMath.log(0) == -.infinity)
        #expect(MotionMath.log(-1).isNaN)
        #expect(MotionMath.log(.infinity) == .infinity)
    }

    /// `rate^n` by exp∘log agrees with `n` multiplications: the deceleration's `r^t`.
    @Test(arguments: [(0.998, 1000), (0.99, 100), (0.5, 30), (0.999, 10_000)])
    func powerMatchesRepeatedMultiplication(rate: Double, n: Int) {
        var product = 1.0
        for _ in 0..<n { product *= rate }
        // n roundings in the loop: allow n ulps-worth on top.
        #expect(Self.close(MotionMath.power(rate, Double(n)), product, relative: 1e-15 * Double(n) + 1e-14))
    }

    @Test(arguments: [
        (1.0, 0.8414709848078965, 0.5403023058681398),
        (-3.0, -0.1411200080598672, -0.9899924966004454),
        (100.0, -0.5063656411097588, 0.8623188722876839),
        (1000.0, 0.8268795405320025, 0.5623790762907029),
    ])
    func sineAndCosineMatchTables(x: Double, sine: Double, cosine: Double) {
        #expect(abs(MotionMath.sin(x) - sine) < 1e-13)
        #expect(abs(MotionMath.cos(x) - cosine) < 1e-13)
    }

    @Test func sineAndCosineAtQuarterTurns() {
        // sin(π/6) = 1/2, cos(π/3) = 1/2, sin(π) = 0, cos(π) = -1.
        #expect(abs(MotionMath.sin(Double.pi / 6) - 0.5) < 1e-15)
        #expect(abs(MotionMath.cos(Double.pi / 3) - 0.5) < 1e-15)
        #expect(abs(MotionMath.sin(Double.pi)) < 1e-15)
        #expect(abs(MotionMath.cos(Double.pi) + 1) < 1e-15)
    }
}
