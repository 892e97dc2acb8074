import HeaderGeometry
import ValueText

/// The offsets of `eval --from Y --to Y --step S`: `from`, `from + step`, … up to `to` inclusive.
///
/// Offsets written as short decimals (`-200`, `0.1`) are counted in exact decimal steps, so
/// `--from 0 --to 0.3 --step 0.1` gives 0, 0.1, 0.2, 0.3 — not 0.30000000000000004 — and ends on
/// `to` exactly when `to` lies on the grid.
public struct OffsetRange: RandomAccessCollection, Sendable {
    /// The most offsets one range may hold.
    public static let maximumCount = 50_000_000

    private let from: Double
    private let step: Double
    /// `from` and `step` as integers of `1 / scale`, when both are short decimals.
    private let decimal: (from: Int64, step: Int64, scale: Double)?
    /// How many offsets the range holds.
    public let count: Int

    /// The offsets from `from` to `to` by `step`; `step` must be positive and `from <= to`.
    public init(from: Double, to: Double, step: Double) throws(ServiceError) {
        guard from.isFinite, to.isFinite else {
            throw ServiceError(.usage, "--from and --to must be finite numbers")
        }
        guard step.isFinite, step > 0 else {
            throw ServiceError(.usage, "--step must be greater than 0")
        }
        guard from <= to else {
            throw ServiceError(.usage, "--from \(NumberText.shortest(from)) is greater than --to \(NumberText.shortest(to))")
        }
        let intervals = ((to - from) / step * (1 + 1e-12)).rounded(.down)
        guard intervals < Double(OffsetRange.maximumCount) else {
            throw ServiceError(
                .usage, "--from/--to/--step would give more than \(OffsetRange.maximumCount) offsets",
                hint: "use a larger --step")
        }
        self.from = from
        self.step = step
        self.count = Int(intervals) + 1
        self.decimal = Self.decimalGrid(from: from, step: step, count: count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> Double {
        if let decimal {
            let value = Double(decimal.from + Int64(index) * decimal.step) / decimal.scale
            return NumberText.withoutNegativeZero(value)
        }
        return from + Double(index) * step
    }

    /// The smallest power of ten that makes `from` and `step` integers exactly (at most 10^9),
    /// when every offset of the range then stays an exact integer in a Double.
    private static func decimalGrid(from: Double, step: Double, count: Int) -> (from: Int64, step: Int64, scale: Double)? {
        var scale = 1.0
        for _ in 0...9 {
            let f = (from * scale).rounded(), s = (step * scale).rounded()
            if f / scale == from, s / scale == step {
                let last = abs(f) + s * Double(count)
                guard last < 9_007_199_254_740_992 else { return nil }
                return (Int64(f), Int64(s), scale)
            }
            scale *= 10
        }
        return nil
    }
}
