import HeaderGeometry
import Testing

struct MotionParametersTests {
    @Test func defaultsAreTheDocumentedOnesAndValid() {
        let parameters = MotionParameters()
        #expect(parameters.frameRate == 120)
        #expect(parameters.deceleration == .normal)
        #expect(parameters.viewportHeight == 844)
        #expect(parameters.rubberBandConstant == 0.55)
        #expect(parameters.spring == SnapSpring(response: 0.3, dampingRatio: 1))
        #expect(parameters.parallax == 0)
        #expect(parameters.quickReturn == false)
        #expect(parameters.violations.isEmpty)
        #expect(parameters.clamped == parameters)
        #expect(parameters.rubberBand == RubberBand(constant: 0.55, dimension: 844))
    }

    @Test(arguments: [
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
    ])
    func eachBrokenRuleIsReportedAtItsKeyPath(parameters: MotionParameters, expected: String) {
        #expect(parameters.violations.map(\.description) == [expected])
        #expect(!parameters.isValid)
    }

    @Test func everyRuleAtOnceInKeyOrder() {
        let parameters = MotionParameters(
            frameRate: -1, deceleration: ScrollDeceleration(rate: 0.1), viewportHeight: -1,
            rubberBandConstant: 2, spring: SnapSpring(response: 3, dampingRatio: 3), parallax: 2)
        #expect(
            parameters.violations.map(\.keyPath) == [
                "motion.frameRate", "motion.decelerationRate", "motion.viewportHeight",
                "motion.rubberBandConstant", "motion.spring.response", "motion.spring.dampingRatio",
                "motion.parallax",
            ])
    }

    @Test(arguments: [0.5, 0.99, 0.998, 0.999])
    func ratesAtAndInsideTheBoundsAreValid(rate: Double) {
        #expect(MotionParameters(deceleration: ScrollDeceleration(rate: rate)).isValid)
    }

    @Test func clampedMovesEveryValueIntoRange() {
        let broken = MotionParameters(
            frameRate: .nan, deceleration: ScrollDeceleration(rate: 1), viewportHeight: 0,
            rubberBandConstant: -3, spring: SnapSpring(response: 50, dampingRatio: .nan), parallax: 9)
        let clamped = broken.clamped
        #expect(clamped.isValid)
        #expect(clamped.frameRate == 120)
        #expect(clamped.deceleration.rate == 0.999)
        #expect(clamped.viewportHeight == 1)
        #expect(clamped.rubberBandConstant == 0.01)
        #expect(clamped.spring == SnapSpring(response: 1, dampingRatio: 1))
        #expect(clamped.parallax == 1)
    }
}
