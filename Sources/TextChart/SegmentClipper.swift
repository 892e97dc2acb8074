/// Clips line segments to an axis-aligned box (Liang–Barsky), so far-off points cost nothing.
struct SegmentClipper {
    var xmin: Double
    var ymin: Double
    var xmax: Double
    var ymax: Double

    /// The part of segment `a`-`b` inside the box, or `nil` when none is (or it is not finite).
    func clip(_ a: (Double, Double), _ b: (Double, Double)) -> ((Double, Double), (Double, Double))? {
        let dx = b.0 - a.0, dy = b.1 - a.1
        var t0 = 0.0, t1 = 1.0
        // One edge of the box: `p * t <= q` must hold along the segment.
        func edge(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let r = q / p
            if p < 0 {
                if r > t1 { return false }
                if r > t0 { t0 = r }
            } else {
                if r < t0 { return false }
                if r < t1 { t1 = r }
            }
            return true
        }
        guard edge(-dx, a.0 - xmin), edge(dx, xmax - a.0), edge(-dy, a.1 - ymin), edge(dy, ymax - a.1) else {
            return nil
        }
        // Exact endpoints when not cut, clamped against rounding when cut.
        let start = t0 == 0 ? a : (min(max(a.0 + t0 * dx, xmin), xmax), min(max(a.1 + t0 * dy, ymin), ymax))
        let end = t1 == 1 ? b : (min(max(a.0 + t1 * dx, xmin), xmax), min(max(a.1 + t1 * dy, ymin), ymax))
        guard start.0.isFinite, start.1.isFinite, end.0.isFinite, end.1.isFinite else { return nil }
        return (start, end)
    }
}
