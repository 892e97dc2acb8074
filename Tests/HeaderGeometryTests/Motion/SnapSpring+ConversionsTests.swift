import HeaderGeometry
import TestKit
import Testing

/// Expected figures come from the formulas, worked out here: stiffness `k = m (2π / duration)²`,
/// damping `c = 4π m (1 - bounce) / duration` for `bounce >= 0` and `4π m / (duration (1 + bounce))`
/// below; response = duration; damping ratio `ζ = c / (2 √(k m))`.
struct SnapSpringConversionsTests {
    struct Published: Sendable, CustomTestStringConvertible {
        let label: String
        let duration: Double, bounce: Double
        /// Apple's and Compose's figures as they publish them, rounded to one decimal.
        let stiffness: Double, damping: Double

        var testDescription: String { label }
    }

    /// Apple's `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness 157.9, damping 17.6
    /// (WWDC23 "Animate with springs"); `.smooth` is bounce 0 (damping 25.1), `.snappy` 0.15.
    static let published: [Published] = [
        Published(label: "Spring(duration: 0.5, bounce: 0.3)", duration: 0.5, bounce: 0.3, stiffness: 157.9, damping: 17.6),
        Published(label: ".smooth", duration: 0.5, bounce: 0, stiffness: 157.9, damping: 25.1),
        Published(label: ".snappy", duration: 0.5, bounce: 0.15, stiffness: 157.9, damping: 21.4),
        Published(label: "Spring(duration: 1, bounce: -0.5)", duration: 1, bounce: -0.5, stiffness: 39.5, damping: 25.1),
    ]

    func testDurationAndBounceGiveApplesCoefficients() {
        for spring in Self.published {
            TestRow.$current.withValue(String(describing: spring)) { self.durationAndBounceGiveApplesCoefficients(spring) }
        }
    }

    func durationAndBounceGiveApplesCoefficients(_ spring: Published) {
        let coefficients = SnapSpring(duration: spring.duration, bounce: spring.bounce).coefficients()
        let omega = 2 * Double.pi / spring.duration
        let ratio = spring.bounce >= 0 ? 1 - spring.bounce : 1 / (1 + spring.bounce)
        expectEqual(coefficients.mass, 1)
        expect(abs(coefficients.stiffness - omega * omega) < 1e-9)
        expect(abs(coefficients.damping - 4 * Double.pi * ratio / spring.duration) < 1e-9)
        // And the published one-decimal figures.
        expect(abs(coefficients.stiffness - spring.stiffness) < 0.05)
        expect(abs(coefficients.damping - spring.damping) < 0.05)
    }

    func testCoefficientsGiveBackDurationAndBounce() {
        for spring in Self.published {
            TestRow.$current.withValue(String(describing: spring)) { self.coefficientsGiveBackDurationAndBounce(spring) }
        }
    }

    func coefficientsGiveBackDurationAndBounce(_ spring: Published) {
        let omega = 2 * Double.pi / spring.duration
        let ratio = spring.bounce >= 0 ? 1 - spring.bounce : 1 / (1 + spring.bounce)
        let back = SnapSpring(SpringCoefficients(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega))
        expect(abs(back.duration - spring.duration) < 1e-12)
        expect(abs(back.bounce - spring.bounce) < 1e-12)
        expect(abs(back.response - spring.duration) < 1e-12)
        expect(abs(back.dampingRatio - ratio) < 1e-12)
    }

    /// Compose's `spring(stiffness = StiffnessMediumLow)`: 400 on a unit mass, `DampingRatioNoBouncy`
    /// 1, is a response of 2π / 20 = 0.3141592653589793 s; a heavier body with the same `k / m` and
    /// ratio is the same motion.
    func testComposeStiffnessIsAResponse() {
        for mass in [1.0, 2.5] {
            TestRow.$current.withValue(String(describing: mass)) { self.composeStiffnessIsAResponse(mass: mass) }
        }
    }

    func composeStiffnessIsAResponse(mass: Double) {
        let spring = SnapSpring(SpringCoefficients(mass: mass, stiffness: 400 * mass, damping: 2 * 20 * mass))
        expect(abs(spring.response - 0.3141592653589793) < 1e-12)
        expect(abs(spring.dampingRatio - 1) < 1e-12)
        let coefficients = spring.coefficients(mass: mass)
        expect(abs(coefficients.stiffness - 400 * mass) < 1e-9)
        expect(abs(coefficients.damping - 40 * mass) < 1e-9)
    }

    /// The default snap spring (0.3 s, ratio 1): k = (2π / 0.3)² = 438.6490844928604,
    /// c = 4π / 0.3 = 41.88790204786391; bounce 0.
    func testDefaultSpringInEveryTerm() {
        let spring = SnapSpring()
        expect(abs(spring.coefficients().stiffness - 438.6490844928604) < 1e-9)
        expect(abs(spring.coefficients().damping - 41.88790204786391) < 1e-9)
        expectEqual(spring.bounce, 0)
        expectEqual(spring.duration, 0.3)
    }
}

/// UIKit multiplies a fling's velocity by `rate` each millisecond: after `t` s it is `v rate^(1000 t)`
/// = `v e^(1000 ln(rate) t)`. ln 0.998 = -0.0020020026706730793, ln 0.99 = -0.01005033585350145.
struct ScrollDecelerationDecayTests {
    func testDecayIsMinusAThousandTimesTheLogOfTheRate() {
        for (rate, expected) in [(0.998, 2.0020026706730793), (0.99, 10.05033585350145), (0.95, 51.29329438755058)] {
            TestRow.$current.withValue(String(describing: (rate, expected))) {
                self.decayIsMinusAThousandTimesTheLogOfTheRate(rate: rate, expected: expected)
            }
        }
    }

    func decayIsMinusAThousandTimesTheLogOfTheRate(rate: Double, expected: Double) {
        expect(abs(ScrollDeceleration(rate: rate).decayPerSecond - expected) < 1e-9)
    }
}
