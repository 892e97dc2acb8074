/// Clips line segments to an axis-aligned box (Liang–Barsky), so far-off points cost nothing.
struct SegmentClipper {
    var xmin: Double
    var ymin: Double
    var xmax: Double
    var ymax: Double

    /// The part of segment `a`-`b` inside the box, or `nil` when none is (or it is not finite).
    ///
    /// A cut end lies exactly on the edge that cut it, however far away the other end was.
    func clip(_ a: (Double, Double), _ b: (Double, Double)) -> ((Double, Double), (Double, Double))? {
        let dx = b.0 - a.0, dy = b.1 - a.1
        var t0 = 0.0, t1 = 1.0
        // The edge that set t0 / t1: (is it an x edge, its value).
        var startEdge: (Bool, Double)?
        var endEdge: (Bool, Double)?
        // One edge of the box: `p * t <= q` must hold along the segment.
        func edge(_ p: Double, _ q: Double, isX: Bool, value: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let r = q / p
            if p < 0 {
                if r > t1 { return false }
                if r > t0 { t0 = r; startEdge = (isX, value) }
            } else {
                if r < t0 { return false }
                if r < t1 { t1 = r; endEdge = (isX, value) }
            }
            return true
        }
        guard edge(-dx, a.0 - xmin, isX: true, value: xmin), edge(dx, xmax - a.0, isX: true, value: xmax),
            edge(-dy, a.1 - ymin, isX: false, value: ymin), edge(dy, ymax - a.1, isX: false, value: ymax)
        else { return nil }
        func point(_ t: Double, _ cut: (Bool, Double)?) -> (Double, Double) {
            guard let (isX, value) = cut else { return t == 0 ? a : b }
            let x = isX ? value : min(max(a.0 + t * dx, xmin), xmax)
            let y = isX ? min(max(a.1 + t * dy, ymin), ymax) : value
            return (x, y)
        }
        let start = point(t0, startEdge), end = point(t1, endEdge)
        guard start.0.isFinite, start.1.isFinite, end.0.isFinite, end.1.isFinite else { return nil }
        return (start, end)
    }
}
