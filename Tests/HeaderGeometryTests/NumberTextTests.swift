import HeaderGeometry
import Testing

@Suite("NumberText")
struct NumberTextTests {
    @Test("shortest round-trip text", arguments: [
        (300.0, "300"), (0.5, "0.5"), (-120, "-120"), (0, "0"), (-0.0, "-0"), (1, "1"),
        (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"), (10_000, "10000"), (123.456, "123.456"),
        (1e-7, "1e-7"), (2.5e-10, "2.5e-10"), (1e16, "1e+16"), (1.5e300, "1.5e+300"),
        (9_007_199_254_740_992, "9007199254740992"), (.nan, "NaN"), (.infinity, "Infinity"), (-.infinity, "-Infinity"),
    ] as [(Double, String)])
    func shortest(value: Double, text: String) {
        #expect(NumberText.shortest(value) == text)
    }

    @Test("reads back as the same Double", arguments: [0.1, 0.2 + 0.1, 1e-7, 123.456, .leastNonzeroMagnitude, 1.7976931348623157e308, 499.00000000000006] as [Double])
    func roundTrip(value: Double) {
        #expect(Double(NumberText.shortest(value)) == value)
    }
}
