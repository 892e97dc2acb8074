import StrictJSON
import TestKit
import Testing

struct JSONWriterBytesTests {
    static let cases: [(value: Double, text: String)] = [
        (0, "0"), (-0.0, "0"), (7, "7"), (-120, "-120"), (300, "300"), (999_999, "999999"),
        (-999_699, "-999699"), (1e15, "1000000000000000"), (9_999_999_999_999_998, "9999999999999998"),
        (1e16, "1e+16"), (0.5, "0.5"), (-0.25, "-0.25"), (0.1, "0.1"), (300.15, "300.15"),
        (17.0 / 18.0, "0.9444444444444444"), (1e-7, "1e-7"), (5e-5, "5e-5"), (123.456, "123.456"),
        (1.5e300, "1.5e+300"), (123_456_789_012_345, "123456789012345"), (4_503_599_627_370_497, "4503599627370497"),
        (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
    ]

    /// numbers append in shortest round-trip form, as numberText spells them
    func testAppendsShortest() {
        for (value, text) in Self.cases {
            TestRow.$current.withValue(String(describing: (value, text))) { self.appendsShortest(value, text) }
        }
    }

    func appendsShortest(_ value: Double, _ text: String) {
        var bytes: [UInt8] = Array("x=".utf8)
        JSONWriter.appendNumber(value, to: &bytes)
        expectEqual(String(decoding: bytes, as: UTF8.self), "x=" + text)
        expectEqual(JSONWriter.numberText(value), text)
    }
}
