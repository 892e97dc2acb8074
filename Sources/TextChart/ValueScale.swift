/// A linear map from a value range onto `count` grid positions `0..<count` (dots or cells).
struct ValueScale: Sendable {
    var lower: Double
    var upper: Double
    var count: Int
    /// When true, position 0 is the upper bound (rows grow downwards).
    var flipped: Bool

    /// The fractional grid position of `value` (not clamped).
    func position(_ value: Double) -> Double {
        let span = upper - lower
        let t = span > 0 ? (value - lower) / span : 0.5
        let p = t * Double(max(count - 1, 0))
        return flipped ? Double(max(count - 1, 0)) - p : p
    }

    /// The nearest grid position of `value`, or `nil` when it falls outside the grid.
    func index(_ value: Double) -> Int? {
        let p = position(value).rounded()
        guard p.isFinite, p >= 0, p <= Double(count - 1) else { return nil }
        return Int(p)
    }
}
