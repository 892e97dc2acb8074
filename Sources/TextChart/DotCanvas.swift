/// The plot area of one panel as a grid of cells, each `dotsX` × `dotsY` dots (2 × 4 for
/// Braille, 1 × 1 for ASCII); series are rasterized straight into it.
struct DotCanvas {
    let columns: Int
    let rows: Int
    let dotsX: Int
    let dotsY: Int
    /// Braille dot bits per cell (any non-zero value marks an ASCII cell as drawn).
    private(set) var bits: [UInt8]
    /// The series index that last drew in each cell, `-1` for none.
    private(set) var owner: [Int]

    init(columns: Int, rows: Int, dotsX: Int, dotsY: Int) {
        self.columns = columns
        self.rows = rows
        self.dotsX = dotsX
        self.dotsY = dotsY
        bits = Array(repeating: 0, count: columns * rows)
        owner = Array(repeating: -1, count: columns * rows)
    }

    /// Dots across and down.
    var width: Int { columns * dotsX }
    var height: Int { rows * dotsY }

    /// Braille bit of dot `(dx, dy)` inside a cell at `dx * 4 + dy` (Unicode's dot numbering 1-8).
    private static let brailleBits: [UInt8] = [0x01, 0x02, 0x04, 0x40, 0x08, 0x10, 0x20, 0x80]

    /// Draws the polyline through `points` (already in fractional dot coordinates, `nil` for a
    /// break) with the on/off `cycle`, counting dots along the line.
    mutating func draw(_ points: [(Double, Double)?], series: Int, cycle: [Bool]) {
        var previous: (Double, Double)?
        // The last dot visited, so a dot shared by two segments is counted once.
        var lastX = Int.min, lastY = Int.min
        var step = 0
        let period = cycle.count
        let clipper = SegmentClipper(
            xmin: -0.5, ymin: -0.5, xmax: Double(width) - 0.5,
            ymax: Double(height) - 0.5)
        for point in points {
            guard let point else { previous = nil; lastX = Int.min; continue }
            let from = previous ?? point
            previous = point
            guard let (a, b) = clipper.clip(from, point) else { continue }
            let x0 = Int(a.0.rounded()), y0 = Int(a.1.rounded())
            let x1 = Int(b.0.rounded()), y1 = Int(b.1.rounded())
            // Bresenham in dot space: no gaps on steep segments.
            let dx = abs(x1 - x0), dy = -abs(y1 - y0)
            let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
            var err = dx + dy
            var x = x0, y = y0
            while true {
                if x != lastX || y != lastY {
                    if period == 1 || cycle[step % period] { plot(x, y, series: series) }
                    step += 1
                    lastX = x
                    lastY = y
                }
                if x == x1 && y == y1 { break }
                let e2 = 2 * err
                if e2 >= dy { err += dy; x += sx }
                if e2 <= dx { err += dx; y += sy }
            }
        }
    }

    private mutating func plot(_ x: Int, _ y: Int, series: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let cell = (y / dotsY) * columns + x / dotsX
        if dotsX == 2 && dotsY == 4 {
            bits[cell] |= DotCanvas.brailleBits[(x & 1) << 2 | (y & 3)]
        } else {
            bits[cell] = 1
        }
        owner[cell] = series
    }
}
