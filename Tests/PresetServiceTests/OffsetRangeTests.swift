import PresetService
import TestKit
import Testing

/// eval offsets
struct OffsetRangeTests {
    typealias Case = (from: Double, to: Double, step: Double, expected: [Double])
    static let cases: [Case] = [
        (-200.0, 400.0, 100.0, [-200.0, -100, 0, 100, 200, 300, 400]),
        (0, 0.3, 0.1, [0, 0.1, 0.2, 0.3]),  // exact decimals, not 0.30000000000000004
        (0, 1, 0.25, [0, 0.25, 0.5, 0.75, 1]),
        (0, 10, 3, [0, 3, 6, 9]),  // stops before passing `to`
        (5, 5, 1, [5]),
        (-0.3, 0, 0.1, [-0.3, -0.2, -0.1, 0]),
        (0, 1, 1.0 / 3, [0, 1.0 / 3, 2.0 / 3, 1]),  // not a short decimal: plain multiplication
    ]

    /// from, to and step, inclusive
    func testOffsets() throws {
        for range in Self.cases {
            try TestRow.$current.withValue(String(describing: range)) { try self.offsets(range: range) }
        }
    }

    func offsets(range: Case) throws {
        expectEqual(Array(try OffsetRange(from: range.from, to: range.to, step: range.step)), range.expected)
    }

    /// a million offsets are counted, not stored
    func testMillion() throws {
        let range = try OffsetRange(from: 0, to: 999_999, step: 1)
        expectEqual(range.count, 1_000_000)
        expectEqual(range[999_999], 999_999)
    }

    static let errorCases: [(Double, Double, Double, String)] = [
        (0.0, 10.0, 0.0, "--step must be greater than 0"),
        (0, 10, -1, "--step must be greater than 0"),
        (10, 0, 1, "--from 10 is greater than --to 0"),
        (0, 1e12, 1e-3, "--from/--to/--step would give more than 50000000 offsets; use a larger --step"),
    ]

    /// bad ranges are usage errors
    func testErrors() {
        for (from, to, step, message) in Self.errorCases {
            TestRow.$current.withValue(String(describing: (from, to, step, message))) {
                self.errors(from: from, to: to, step: step, message: message)
            }
        }
    }

    func errors(from: Double, to: Double, step: Double, message: String) {
        expect(throws: ServiceError.self) { try OffsetRange(from: from, to: to, step: step) }
        do {
            _ = try OffsetRange(from: from, to: to, step: step)
        } catch {
            expectEqual(error.kind, .usage)
            expectEqual(error.description, message)
        }
    }
}
