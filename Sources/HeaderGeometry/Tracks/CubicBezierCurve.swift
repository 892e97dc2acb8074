/// The CSS timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2):
/// `B(s) = 3(1-s)²s·P1 + 3(1-s)s²·P2 + s³`. With `x1`, `x2` in `0...1`, `Bx` never decreases, so
/// each `x` in `0...1` has one `y`.
struct CubicBezierCurve {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// How close to the exact parameter `s` the solver gets. `By` changes at most about 93 times as
    /// fast as `s` for control points within the format's bounds (docs/tracks.md#the-keys), so `y` is within 1e-8 of exact.
    static let parameterTolerance = 1e-10

    /// One coordinate of the curve at parameter `s` for control coordinates `p1`, `p2`.
    static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Horner form of 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// `dBx/ds` at `s`.
    func slopeX(_ s: Double) -> Double {
        let c = 3 * x1
        let b = 3 * (x2 - x1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// `By(s)` where `Bx(s) = x`, `x` in `0...1`.
    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return CubicBezierCurve.coordinate(parameter(forX: x), y1, y2)
    }

    /// The parameter `s` in `0...1` with `Bx(s) = x`, within ``parameterTolerance``: Newton's
    /// method from `s = x`, accepted only when `Bx` brackets `x` within the tolerance around its
    /// answer (`Bx` is monotonic, so that proves the root is there); otherwise bisection.
    func parameter(forX x: Double) -> Double {
        let tolerance = CubicBezierCurve.parameterTolerance
        var s = x
        for _ in 0..<8 {
            let error = CubicBezierCurve.coordinate(s, x1, x2) - x
            if error == 0 { return s }
            let slope = slopeX(s)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if !(s >= 0 && s <= 1) { break }
        }
        if s >= 0, s <= 1 {
            let below = max(0, s - tolerance / 2), above = min(1, s + tolerance / 2)
            if CubicBezierCurve.coordinate(below, x1, x2) <= x, CubicBezierCurve.coordinate(above, x1, x2) >= x {
                return s
            }
        }
        var low = 0.0, high = 1.0
        while high - low > tolerance {
            let middle = (low + high) / 2
            if CubicBezierCurve.coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
