import HeaderGeometry
import TestKit
import Testing

struct MotionParametersTests {
    func testDefaultsAreTheDocumentedOnesAndValid() {
        let parameters = MotionParameters()
        expectEqual(parameters.frameRate, 120)
        expectEqual(parameters.deceleration, .normal)
        expectEqual(parameters.viewportHeight, 844)
        expectEqual(parameters.rubberBandConstant, 0.55)
        expectEqual(parameters.spring, SnapSpring(response: 0.3, dampingRatio: 1))
        expectEqual(parameters.parallax, 0)
        expectEqual(parameters.quickReturn, false)
        expect(parameters.violations.isEmpty)
        expectEqual(parameters.clamped, parameters)
        expectEqual(parameters.rubberBand, RubberBand(constant: 0.55, dimension: 844))
    }

    func testEachBrokenRuleIsReportedAtItsKeyPath() {
        for (parameters, expected) in [
            (MotionParameters(frameRate: 0), "motion.frameRate: 0 is outside 1...1000"),
            (MotionParameters(frameRate: .nan), "motion.frameRate: NaN is not a finite number"),
            (
                MotionParameters(deceleration: ScrollDeceleration(rate: 0.9999)),
                "motion.decelerationRate: 0.9999 is outside 0.5...0.999"
            ),
            (
                MotionParameters(deceleration: ScrollDeceleration(rate: 1)),
                "motion.decelerationRate: 1 is outside 0.5...0.999"
            ),
            (MotionParameters(viewportHeight: 0), "motion.viewportHeight: must be greater than 0"),
            (MotionParameters(viewportHeight: 20_000), "motion.viewportHeight: 20000 is outside 0...10000"),
            (MotionParameters(rubberBandConstant: 0), "motion.rubberBandConstant: must be greater than 0"),
            (MotionParameters(rubberBandConstant: 1.5), "motion.rubberBandConstant: 1.5 is outside 0...1"),
            (MotionParameters(spring: SnapSpring(response: 0)), "motion.spring.response: 0 is outside 0.01...1"),
            (
                MotionParameters(spring: SnapSpring(response: .infinity)),
                "motion.spring.response: Infinity is not a finite number"
            ),
            (
                MotionParameters(spring: SnapSpring(dampingRatio: 0.1)),
                "motion.spring.dampingRatio: 0.1 is outside 0.2...2"
            ),
            (MotionParameters(parallax: -0.5), "motion.parallax: -0.5 is outside 0...1"),
        ] {
            TestRow.$current.withValue(String(describing: (parameters, expected))) {
                self.eachBrokenRuleIsReportedAtItsKeyPath(parameters: parameters, expected: expected)
            }
        }
    }

    func eachBrokenRuleIsReportedAtItsKeyPath(parameters: MotionParameters, expected: String) {
        expectEqual(parameters.violations.map(\.description), [expected])
        expect(!parameters.isValid)
    }

    func testEveryRuleAtOnceInKeyOrder() {
        let parameters = MotionParameters(
            frameRate: -1, deceleration: ScrollDeceleration(rate: 0.1), viewportHeight: -1,
            rubberBandConstant: 2, spring: SnapSpring(response: 3, dampingRatio: 3), parallax: 2)
        expectEqual(
            parameters.violations.map(\.keyPath),
            [
                "motion.frameRate", "motion.decelerationRate", "motion.viewportHeight",
                "motion.rubberBandConstant", "motion.spring.response", "motion.spring.dampingRatio",
                "motion.parallax",
            ])
    }

    func testRatesAtAndInsideTheBoundsAreValid() {
        for rate in [0.5, 0.99, 0.998, 0.999] {
            TestRow.$current.withValue(String(describing: rate)) { self.ratesAtAndInsideTheBoundsAreValid(rate: rate) }
        }
    }

    func ratesAtAndInsideTheBoundsAreValid(rate: Double) {
        expect(MotionParameters(deceleration: ScrollDeceleration(rate: rate)).isValid)
    }

    func testClampedMovesEveryValueIntoRange() {
        let broken = MotionParameters(
            frameRate: .nan, deceleration: ScrollDeceleration(rate: 1), viewportHeight: 0,
            rubberBandConstant: -3, spring: SnapSpring(response: 50, dampingRatio: .nan), parallax: 9)
        let clamped = broken.clamped
        expect(clamped.isValid)
        expectEqual(clamped.frameRate, 120)
        expectEqual(clamped.deceleration.rate, 0.999)
        expectEqual(clamped.viewportHeight, 1)
        expectEqual(clamped.rubberBandConstant, 0.01)
        expectEqual(clamped.spring, SnapSpring(response: 1, dampingRatio: 1))
        expectEqual(clamped.parallax, 1)
    }
}
