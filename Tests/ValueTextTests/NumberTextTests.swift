import TestKit
import Testing
import ValueText

/// NumberText
struct NumberTextTests {
    /// shortest round-trip text
    func testShortest() {
        for (value, text) in [
            (300.0, "300"), (0.5, "0.5"), (-120, "-120"), (0, "0"), (-0.0, "0"), (1, "1"),
            (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"), (10_000, "10000"), (123.456, "123.456"),
            (1e-7, "1e-7"), (2.5e-10, "2.5e-10"), (1e16, "1e+16"), (1.5e300, "1.5e+300"),
            (9_007_199_254_740_992, "9007199254740992"), (.nan, "NaN"), (.infinity, "Infinity"), (-.infinity, "-Infinity"),
        ] as [(Double, String)] {
            TestRow.$current.withValue(String(describing: (value, text))) { self.shortest(value: value, text: text) }
        }
    }

    func shortest(value: Double, text: String) {
        expectEqual(NumberText.shortest(value), text)
    }

    /// reads back as the same Double
    func testRoundTrip() {
        for value in [0.1, 0.2 + 0.1, 1e-7, 123.456, .leastNonzeroMagnitude, 1.7976931348623157e308, 499.00000000000006] as [Double] {
            TestRow.$current.withValue(String(describing: value)) { self.roundTrip(value: value) }
        }
    }

    func roundTrip(value: Double) {
        expectEqual(Double(NumberText.shortest(value)), value)
    }

    /// appended digits and numbers
    ///
    /// What every fast writer appends is the text of ``NumberText/shortest(_:)``.
    func testAppended() {
        for (value, text) in [
            (0, "0"), (-0.0, "0"), (7, "7"), (-120, "-120"), (9_007_199_254_740_992, "9007199254740992"),
            (-9_999_999_999_999_998, "-9999999999999998"), (0.5, "0.5"), (1e16, "1e+16"), (-1e-7, "-1e-7"),
        ] as [(Double, String)] {
            TestRow.$current.withValue(String(describing: (value, text))) { self.appended(value: value, text: text) }
        }
    }

    func appended(value: Double, text: String) {
        var bytes = Array("x".utf8)
        NumberText.appendShortest(value, to: &bytes)
        expectEqual(String(decoding: bytes, as: UTF8.self), "x" + text)
    }

    /// negative zero is 0, every other value itself
    func testWithoutNegativeZero() {
        for value in [-0.0, 0, 1, -1, -.leastNonzeroMagnitude, .infinity, -.infinity] as [Double] {
            TestRow.$current.withValue(String(describing: value)) { self.withoutNegativeZero(value: value) }
        }
    }

    func withoutNegativeZero(value: Double) {
        let result = NumberText.withoutNegativeZero(value)
        expectEqual(result, value)
        expectEqual(result.sign, (value == 0 ? .plus : value.sign))
    }

    func testWithoutNegativeZeroKeepsNaN() {
        expect(NumberText.withoutNegativeZero(.nan).isNaN)
    }

    func testDigitsOfTheExtremeIntegers() {
        var bytes: [UInt8] = []
        NumberText.appendDigits(.min, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        NumberText.appendDigits(.max, to: &bytes)
        expectEqual(String(decoding: bytes, as: UTF8.self), "-9223372036854775808 9223372036854775807")
    }

    /// digits go after what the buffer holds, which stays as it was
    func testDigitsAfterExistingBytes() {
        for (value, expected) in [
            (Int64(0), "x=0"), (7, "x=7"), (10, "x=10"), (-305, "x=-305"), (1_000_001, "x=1000001"),
        ] {
            TestRow.$current.withValue(String(describing: (value, expected))) { self.digitsAfterExistingBytes(value, expected) }
        }
    }

    func digitsAfterExistingBytes(_ value: Int64, _ expected: String) {
        var bytes = Array("x=".utf8)
        NumberText.appendDigits(value, to: &bytes)
        expectEqual(String(decoding: bytes, as: UTF8.self), expected)
    }

    // Rounded by hand to six significant digits, trailing zeros dropped.
    /// six significant digits for people
    func testHuman() {
        for (value, text) in [
            (300.0, "300"), (-120, "-120"), (0, "0"), (-0.0, "0"), (1.0 / 9, "0.111111"),
            (-2.2854610802028454, "-2.28546"), (0.008333333333333333, "0.00833333"), (299.9, "299.9"),
            (277.4932931795175, "277.493"), (0.35, "0.35"), (123456.7, "123457"), (999999.7, "1e6"),
            (1234567, "1.23457e6"), (1e20, "1e20"), (-1e-7, "-1e-7"), (0.00001234567, "0.0000123457"),
            (3.9999999999999994e307, "4e307"), (.leastNonzeroMagnitude, "4.94066e-324"), (.nan, "NaN"),
            (-.infinity, "-Infinity"),
        ] as [(Double, String)] {
            TestRow.$current.withValue(String(describing: (value, text))) { self.human(value: value, text: text) }
        }
    }

    func human(value: Double, text: String) {
        expectEqual(NumberText.human(value), text)
    }
}
