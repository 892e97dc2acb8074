/// A fixed `width` × `height` grid of one-column scalars, each with an optional colour of the
/// terminal's 256-colour palette.
struct TextGrid {
    let width: Int
    let height: Int
    private var scalars: [Unicode.Scalar]
    private var colors: [Int]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        scalars = Array(repeating: " ", count: width * height)
        colors = Array(repeating: 0, count: width * height)
    }

    /// The scalar at a position (a space outside the grid).
    func scalar(line: Int, column: Int) -> Unicode.Scalar {
        guard line >= 0, line < height, column >= 0, column < width else { return " " }
        return scalars[line * width + column]
    }

    /// Sets one cell; positions outside the grid are ignored. `color` 0 means none.
    mutating func set(_ scalar: Unicode.Scalar, line: Int, column: Int, color: Int = 0) {
        guard line >= 0, line < height, column >= 0, column < width else { return }
        scalars[line * width + column] = scalar
        colors[line * width + column] = color
    }

    /// Writes `text` from `column` on, cut at the right edge.
    mutating func write(_ text: [Unicode.Scalar], line: Int, column: Int, color: Int = 0) {
        for (i, s) in text.enumerated() { set(s, line: line, column: column + i, color: color) }
    }

    /// The lines, trailing spaces trimmed, each ending in "\n"; colour codes only when `color`.
    func text(color: Bool) -> String {
        // Built as UTF-8 bytes, in this loop itself rather than a nested function that would
        // capture `out` (Benchmarks/fixes.md, "Where the comments' measurements went").
        var out: [UInt8] = []
        out.reserveCapacity(height * (width + 1) * 3)
        for line in 0..<height {
            var end = width
            while end > 0, scalars[line * width + end - 1] == " " { end -= 1 }
            var current = 0
            for c in 0..<end {
                let i = line * width + c
                let wanted = color ? colors[i] : 0
                if wanted != current {
                    if current != 0 { out.append(contentsOf: "\u{1B}[0m".utf8) }
                    if wanted != 0 { out.append(contentsOf: "\u{1B}[38;5;\(wanted)m".utf8) }
                    current = wanted
                }
                let scalar = scalars[i]
                if scalar.isASCII {
                    out.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
            if current != 0 { out.append(contentsOf: "\u{1B}[0m".utf8) }
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
