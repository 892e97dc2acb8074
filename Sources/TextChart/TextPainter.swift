/// Paints a laid-out chart onto a text grid, one part of the chart per method.
struct TextPainter {
    let chart: Chart
    let layout: ChartLayout
    let ascii: Bool
    let box: FrameGlyphs
    var grid: TextGrid

    /// The colour of reference lines, marks, their labels and the note (grey, 256-colour palette).
    static let referenceColor = 244

    init(chart: Chart, layout: ChartLayout) {
        self.chart = chart
        self.layout = layout
        ascii = layout.medium == .ascii
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
        if let line = layout.noteLine {
            grid.write(safe(layout.note), line: line, column: 0, color: Self.referenceColor)
        }
    }

    /// Writes a label's parts from `column`: text grey, group keys in their series' colour.
    mutating func write(_ label: ChartLabel, line: Int, column: Int) {
        var at = column
        for part in label.parts {
            let text = safe(part.text)
            grid.write(
                text, line: line, column: at,
                color: part.look.map { SeriesLook.at($0).ansi } ?? Self.referenceColor)
            at += text.count
        }
    }

    /// Reference lines under the series, each on the row of its value, labelled on that row.
    mutating func paintReferenceLines(_ panel: ChartLayout.Panel) {
        let labelColumn = layout.left + layout.columns + 1
        for reference in panel.references {
            let glyph = reference.dashed ? box.dashed : box.solid
            for c in 0..<layout.columns {
                let gap = ascii && reference.dashed && c % 2 == 1
                grid.set(gap ? " " : glyph, line: reference.row, column: layout.left + c, color: Self.referenceColor)
            }
            if let label = reference.label { write(label, line: reference.row, column: labelColumn) }
        }
    }

    /// The panel's series, rasterized into its dot grid, each with its own look.
    mutating func paintSeries(_ panel: ChartLayout.Panel) {
        var canvas = DotCanvas(columns: layout.columns, rows: panel.rows, dotsX: layout.dotsX, dotsY: layout.dotsY)
        for series in panel.panel.series {
            let look = layout.looks[series.name] ?? 0
            let points = series.points.map { p -> (Double, Double)? in
                guard p.x.isFinite, p.y.isFinite else { return nil }
                return (layout.xDots.position(p.x), panel.yDots.position(p.y))
            }
            canvas.draw(points, series: look, cycle: ascii ? [true] : SeriesLook.at(look).dotCycle)
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
            grid.write(
                safe(tick.label), line: layout.xTickLine,
                column: ChartLayout.labelStart(tick.label, column: tick.position, width: layout.width))
        }
        if let line = layout.xTitleLine {
            let title = safe(chart.xAxisTitle)
            let start = max(0, min(layout.left + (layout.columns - title.count) / 2, layout.width - title.count))
            grid.write(title, line: line, column: start)
        }
    }

    /// Marks as `^` under the axis, each label beside its caret or below it with a leader.
    mutating func paintMarks() {
        guard let first = layout.marksLine else { return }
        for mark in layout.marks where mark.shown {
            grid.set("^", line: first, column: mark.caretColumn, color: Self.referenceColor)
            guard let line = mark.line else { continue }
            for leader in (first + 1)..<max(first + 1, line) {
                grid.set(box.vertical, line: leader, column: mark.caretColumn, color: Self.referenceColor)
            }
            write(mark.label, line: line, column: mark.column)
        }
    }

    /// The legend under everything: a sample of each series' look, its group's key, its name.
    mutating func paintLegend() {
        for (offset, entries) in layout.legend.enumerated() {
            var column = 0
            let line = layout.legendLine + offset
            for entry in entries {
                let look = SeriesLook.at(entry.look)
                let sample =
                    ascii
                    ? Array(repeating: look.glyph, count: ChartLayout.legendSampleWidth)
                    : Self.brailleSample(look.dotCycle)
                grid.write(sample, line: line, column: column, color: look.ansi)
                column += sample.count + 1
                if entry.showsKey {
                    grid.set(look.glyph, line: line, column: column, color: look.ansi)
                    column += 2
                }
                let name = safe(entry.name)
                grid.write(name, line: line, column: column)
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
