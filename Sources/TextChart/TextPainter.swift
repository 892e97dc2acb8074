/// Paints a laid-out chart onto a text grid, one part of the chart per method.
struct TextPainter {
    let chart: Chart
    let layout: ChartLayout
    let ascii: Bool
    let box: FrameGlyphs
    var grid: TextGrid

    /// The ANSI colour of reference lines and their labels (grey).
    static let referenceColor = 90

    init(chart: Chart, layout: ChartLayout, ascii: Bool) {
        self.chart = chart
        self.layout = layout
        self.ascii = ascii
        box = FrameGlyphs(ascii: ascii)
        grid = TextGrid(width: layout.width, height: layout.height)
    }

    /// Caller text as grid scalars.
    func safe(_ text: String) -> [Unicode.Scalar] { SafeText.scalars(text, asciiOnly: ascii) }

    /// Everything, in drawing order.
    mutating func paint() {
        for panel in layout.panels {
            grid.write(safe(panel.panel.title), line: panel.titleLine, column: 0)
            paintReferenceLines(panel)
            paintSeries(panel)
            paintYAxis(panel)
        }
        paintXAxis()
        paintMarks()
        paintLegend()
    }

    /// Reference lines under the series, top to bottom: when two share a row, the upper one
    /// draws it and the lower one's label moves down a row.
    mutating func paintReferenceLines(_ panel: ChartLayout.Panel) {
        var drawnRows = Set<Int>()
        var lastLabelRow = Int.min
        let references = panel.panel.referenceLines.filter { $0.value.isFinite }.sorted { $0.value > $1.value }
        let labelColumn = layout.left + layout.columns + 1
        for reference in references {
            guard let dot = panel.yDots.index(reference.value) else { continue }
            let row = panel.firstRow + dot / layout.dotsY
            if drawnRows.insert(row).inserted {
                let glyph = reference.style == .solid ? box.solid : box.dashed
                for c in 0..<layout.columns {
                    let gap = ascii && reference.style == .dashed && c % 2 == 1
                    grid.set(gap ? " " : glyph, line: row, column: layout.left + c, color: Self.referenceColor)
                }
            }
            let labelRow = max(row, lastLabelRow + 1)
            guard labelRow < panel.firstRow + panel.rows else { continue }
            lastLabelRow = labelRow
            let label = safe(reference.label).prefix(max(0, layout.width - labelColumn))
            grid.write(Array(label), line: labelRow, column: labelColumn, color: Self.referenceColor)
        }
    }

    /// The panel's series, rasterized into its dot grid, each with its own look.
    mutating func paintSeries(_ panel: ChartLayout.Panel) {
        var canvas = DotCanvas(columns: layout.columns, rows: panel.rows, dotsX: layout.dotsX, dotsY: layout.dotsY)
        for (index, series) in panel.panel.series.enumerated() {
            let points = series.points.map { p -> (Double, Double)? in
                guard p.x.isFinite, p.y.isFinite else { return nil }
                return (layout.xDots.position(p.x), panel.yDots.position(p.y))
            }
            canvas.draw(points, series: index, cycle: ascii ? [true] : SeriesLook.at(index).dotCycle)
        }
        for row in 0..<panel.rows {
            for column in 0..<layout.columns {
                let cell = row * layout.columns + column
                let owner = canvas.owner[cell]
                guard owner >= 0 else { continue }
                let look = SeriesLook.at(owner)
                let scalar = ascii ? look.glyph : Unicode.Scalar(0x2800 + UInt32(canvas.bits[cell]))!
                grid.set(scalar, line: panel.firstRow + row, column: layout.left + column, color: look.ansi)
            }
        }
    }

    /// The panel's y axis with its tick labels.
    mutating func paintYAxis(_ panel: ChartLayout.Panel) {
        for row in panel.firstRow..<(panel.firstRow + panel.rows) {
            grid.set(box.vertical, line: row, column: layout.left - 1)
        }
        for tick in panel.ticks {
            let label = safe(tick.label)
            grid.write(label, line: tick.position, column: layout.left - 1 - label.count)
            grid.set(box.yTick, line: tick.position, column: layout.left - 1)
        }
    }

    /// The shared x axis, its tick labels and its title.
    mutating func paintXAxis() {
        grid.set(box.corner, line: layout.axisLine, column: layout.left - 1)
        for c in 0..<layout.columns { grid.set(box.horizontal, line: layout.axisLine, column: layout.left + c) }
        for tick in layout.xTicks {
            grid.set(box.xTick, line: layout.axisLine, column: tick.position)
            grid.write(safe(tick.label), line: layout.xTickLine,
                       column: ChartLayout.labelStart(tick.label, column: tick.position, width: layout.width))
        }
        if let line = layout.xTitleLine {
            let title = safe(chart.xAxisTitle)
            let start = max(0, min(layout.left + (layout.columns - title.count) / 2, layout.width - title.count))
            grid.write(title, line: line, column: start)
        }
    }

    /// Marks as `^` under the axis, each labelled to its right (or left) where there is room.
    mutating func paintMarks() {
        guard let line = layout.marksLine else { return }
        var placed: [(label: [Unicode.Scalar], column: Int)] = []
        for mark in layout.marks {
            guard let dot = layout.xDots.index(mark.value) else { continue }
            let column = layout.left + dot / layout.dotsX
            placed.append((safe(mark.label), column))
            grid.set("^", line: line, column: column)
        }
        for (label, column) in placed where !label.isEmpty {
            let nextMark = placed.map(\.column).first { $0 > column } ?? layout.width + 1
            if column + 1 + label.count <= min(layout.width, nextMark - 1),
               grid.isFree(line: line, from: column + 1, to: column + 1 + label.count) {
                grid.write(label, line: line, column: column + 1)
            } else if grid.isFree(line: line, from: column - label.count - 1, to: column) {
                grid.write(label, line: line, column: column - label.count)
            }
        }
    }

    /// The legend under everything: a sample of each series' look and its name.
    mutating func paintLegend() {
        for (offset, entries) in layout.legend.enumerated() {
            var column = 0
            for entry in entries {
                let look = SeriesLook.at(entry.look)
                let sample = ascii ? Array(repeating: look.glyph, count: ChartLayout.legendSampleWidth)
                    : Self.brailleSample(look.dotCycle)
                grid.write(sample, line: layout.legendLine + offset, column: column, color: look.ansi)
                column += sample.count + 1
                let name = safe(entry.name)
                grid.write(name, line: layout.legendLine + offset, column: column)
                column += name.count + 3
            }
        }
    }

    /// A three-cell Braille sample of a dot pattern, drawn along the second dot row.
    static func brailleSample(_ cycle: [Bool]) -> [Unicode.Scalar] {
        var canvas = DotCanvas(columns: ChartLayout.legendSampleWidth, rows: 1, dotsX: 2, dotsY: 4)
        canvas.draw([(0, 1), (Double(ChartLayout.legendSampleWidth * 2 - 1), 1)], series: 0, cycle: cycle)
        return canvas.bits.map { Unicode.Scalar(0x2800 + UInt32($0))! }
    }
}
