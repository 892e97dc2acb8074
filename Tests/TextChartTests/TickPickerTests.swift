import TestKit
import Testing
import TextChart

/// Tick values and labels, expected values worked out by hand.
struct TickPickerTests {
    struct TickCase: Sendable, CustomTestStringConvertible {
        var lower: Double
        var upper: Double
        var maxCount: Int
        var expected: [Double]
        var testDescription: String { "\(lower)...\(upper) max \(maxCount)" }
    }

    static let tickCases: [TickCase] = [
        TickCase(lower: 0, upper: 10, maxCount: 6, expected: [0, 2, 4, 6, 8, 10]),
        TickCase(lower: 0, upper: 10, maxCount: 11, expected: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
        TickCase(lower: 0, upper: 1, maxCount: 5, expected: [0, 0.5, 1]),
        TickCase(lower: 0, upper: 1, maxCount: 6, expected: [0, 0.2, 0.4, 0.6, 0.8, 1]),
        TickCase(lower: -124.0506, upper: 287.5, maxCount: 6, expected: [-100, 0, 100, 200]),
        TickCase(lower: 104, upper: 476, maxCount: 7, expected: [150, 200, 250, 300, 350, 400, 450]),
        TickCase(lower: -150, upper: 400, maxCount: 12, expected: [-150, -100, -50, 0, 50, 100, 150, 200, 250, 300, 350, 400]),
        TickCase(lower: 0.001, upper: 0.0045, maxCount: 4, expected: [0.001, 0.002, 0.003, 0.004]),
        TickCase(lower: 0.1, upper: 0.3, maxCount: 3, expected: [0.1, 0.2, 0.3]),
        TickCase(lower: -1, upper: 1, maxCount: 3, expected: [-1, 0, 1]),
        TickCase(lower: 1e6, upper: 5e6, maxCount: 5, expected: [1e6, 2e6, 3e6, 4e6, 5e6]),
        TickCase(lower: 5, upper: 5, maxCount: 4, expected: [5]),
        TickCase(lower: 0, upper: 10, maxCount: 0, expected: []),
        TickCase(lower: 0, upper: .infinity, maxCount: 5, expected: []),
    ]

    /// a tiny span at a huge value ends, with at most maxCount distinct ticks in range
    func testHugeValues() {
        for (lower, upper) in [(1e15, 1.0000000000000002e15), (9.007199254740992e15, 9.007199254740994e15), (-1e17, -9.999999999999998e16)] {
            TestRow.$current.withValue(String(describing: (lower, upper))) { self.hugeValues(lower: lower, upper: upper) }
        }
    }

    func hugeValues(lower: Double, upper: Double) {
        let ticks = TickPicker.ticks(for: lower...upper, maxCount: 4)
        expect(ticks.count <= 4)
        expect(ticks == ticks.sorted() && Set(ticks).count == ticks.count)
        expect(ticks.allSatisfy { $0 >= lower - 1 && $0 <= upper + 1 })
    }

    func testTicks() {
        for c in Self.tickCases {
            TestRow.$current.withValue(String(describing: c)) { self.ticks(c) }
        }
    }

    func ticks(_ c: TickCase) {
        expectEqual(TickPicker.ticks(for: c.lower...c.upper, maxCount: c.maxCount), c.expected)
    }

    struct LabelCase: Sendable, CustomTestStringConvertible {
        var value: Double
        var step: Double
        var expected: String
        var testDescription: String { "\(value) step \(step)" }
    }

    static let labelCases: [LabelCase] = [
        LabelCase(value: 300, step: 50, expected: "300"),
        LabelCase(value: -100, step: 100, expected: "-100"),
        LabelCase(value: 0.5, step: 0.5, expected: "0.5"),
        LabelCase(value: 1, step: 0.5, expected: "1.0"),
        LabelCase(value: 0, step: 0.2, expected: "0.0"),
        LabelCase(value: 0.25, step: 0.05, expected: "0.25"),
        LabelCase(value: -0.0, step: 1, expected: "0"),
        LabelCase(value: -1e-12, step: 0.5, expected: "0.0"),
        LabelCase(value: 0.30000000000000004, step: 0.1, expected: "0.3"),
        LabelCase(value: 0.001, step: 0.001, expected: "0.001"),
        LabelCase(value: 2e6, step: 1e6, expected: "2000000"),
    ]

    func testLabel() {
        for c in Self.labelCases {
            TestRow.$current.withValue(String(describing: c)) { self.label(c) }
        }
    }

    func label(_ c: LabelCase) {
        expectEqual(TickPicker.label(c.value, step: c.step), c.expected)
    }

    func testStepMatchesTicks() {
        expectEqual(TickPicker.step(for: -124.0506...287.5, maxCount: 6), 100)
        expectEqual(TickPicker.step(for: 0...1, maxCount: 5), 0.5)
        expectEqual(TickPicker.step(for: 5...5, maxCount: 5), nil)
    }

    struct CompactCase: Sendable, CustomTestStringConvertible {
        var values: [Double]
        var step: Double
        var expected: [String]
        var testDescription: String { "\(values) step \(step)" }
    }

    // Worked out by hand: plain below 10 000 (trailing zeros trimmed), `k` up to a million, an exponent from there and
    // for steps under 0.0001; never more digits than the step.
    static let compactCases: [CompactCase] = [
        CompactCase(values: [-100, 0, 100, 200], step: 100, expected: ["-100", "0", "100", "200"]),
        CompactCase(values: [0, 0.25, 0.5], step: 0.25, expected: ["0", "0.25", "0.5"]),
        CompactCase(values: [0, 2500, 5000, 7500], step: 2500, expected: ["0", "2500", "5000", "7500"]),
        CompactCase(values: [10000, 12500, 15000], step: 2500, expected: ["10k", "12.5k", "15k"]),
        CompactCase(values: [0, 1e6, 2e6], step: 1e6, expected: ["0", "1e6", "2e6"]),
        CompactCase(values: [2e6, 2.5e6, 3e6], step: 5e5, expected: ["2e6", "2.5e6", "3e6"]),
        CompactCase(values: [0, 2e307, 4e307], step: 2e307, expected: ["0", "2e307", "4e307"]),
        CompactCase(values: [-5e-5, 0, 5e-5], step: 5e-5, expected: ["-5e-5", "0", "5e-5"]),
    ]

    func testAxisLabelsArePlainOrCompact() {
        for c in Self.compactCases {
            TestRow.$current.withValue(String(describing: c)) { self.axisLabelsArePlainOrCompact(c) }
        }
    }

    func axisLabelsArePlainOrCompact(_ c: CompactCase) {
        expectEqual(TickPicker.labels(for: c.values, step: c.step), c.expected)
    }
}
