/// Text rendering: Braille or ASCII, exactly the requested size.
extension Chart {
    /// The smallest width any chart renders at; the smallest height depends on the panels,
    /// marks and legend (see ``ChartError/tooSmall(minWidth:minHeight:)``).
    public static let minimumWidth = ChartLayout.minimumWidth

    /// The chart as exactly `options.height` lines (each ending in a newline), none wider than
    /// `options.width` columns, with ANSI colour codes only when `options.color` is set.
    ///
    /// Throws ``ChartError/tooSmall(minWidth:minHeight:)`` when the size cannot hold the chart.
    public func render(options: TextRenderOptions) throws(ChartError) -> String {
        let ascii = options.style == .ascii
        let layout = try ChartLayout(chart: self, width: options.width, height: options.height,
                                     dotsX: ascii ? 1 : 2, dotsY: ascii ? 1 : 4)
        var grid = TextGrid(width: options.width, height: options.height)
        let box = FrameGlyphs(ascii: ascii)
        let safe = { (text: String) in SafeText.scalars(text, asciiOnly: ascii) }
        let refColor = 90

        for panel in layout.panels {
            grid.write(safe(panel.panel.title), line: panel.titleLine, column: 0)
            // Reference lines first, so the series draw over them. Top to bottom: when two share
            // a row, the upper one draws it and the lower one's label moves down a row.
            var drawnRows = Set<Int>()
            var lastLabelRow = Int.min
            let references = panel.panel.referenceLines.filter { $0.value.isFinite }.sorted { $0.value > $1.value }
            for reference in references {
                guard let dot = panel.yDots.index(reference.value) else { continue }
                let row = panel.firstRow + dot / layout.dotsY
                if drawnRows.insert(row).inserted {
                    let glyph = reference.style == .solid ? box.solid : box.dashed
                    for c in 0..<layout.columns {
                        let dashGap = ascii && reference.style == .dashed && c % 2 == 1
                        grid.set(dashGap ? " " : glyph, line: row, column: layout.left + c, color: refColor)
                    }
                }
                let labelRow = max(row, lastLabelRow + 1)
                guard labelRow < panel.firstRow + panel.rows else { continue }
                lastLabelRow = labelRow
                let labelColumn = layout.left + layout.columns + 1
                let label = safe(reference.label).prefix(max(0, layout.width - labelColumn))
                grid.write(Array(label), line: labelRow, column: labelColumn, color: refColor)
            }
            // Series, rasterized into the panel's dot grid.
            var canvas = DotCanvas(columns: layout.columns, rows: panel.rows, dotsX: layout.dotsX,
                                   dotsY: layout.dotsY)
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
                    let scalar = ascii ? Unicode.Scalar(UInt8(look.glyph.asciiValue ?? 42))
                        : Unicode.Scalar(0x2800 + UInt32(canvas.bits[cell]))!
                    grid.set(scalar, line: panel.firstRow + row, column: layout.left + column, color: look.ansi)
                }
            }
            // The y axis with its ticks.
            for row in panel.firstRow..<(panel.firstRow + panel.rows) {
                grid.set(box.vertical, line: row, column: layout.left - 1)
            }
            for tick in panel.ticks {
                let label = safe(tick.label)
                grid.write(label, line: tick.position, column: layout.left - 1 - label.count)
                grid.set(box.yTick, line: tick.position, column: layout.left - 1)
            }
        }

        // The x axis, its ticks and marks.
        grid.set(box.corner, line: layout.axisLine, column: layout.left - 1)
        for c in 0..<layout.columns { grid.set(box.horizontal, line: layout.axisLine, column: layout.left + c) }
        for tick in layout.xTicks {
            grid.set(box.xTick, line: layout.axisLine, column: tick.position)
            let label = safe(tick.label)
            grid.write(label, line: layout.xTickLine,
                       column: ChartLayout.labelStart(tick.label, column: tick.position, width: layout.width))
        }
        if let line = layout.marksLine {
            writeMarks(layout, line: line, into: &grid, safe: safe)
        }
        if let line = layout.xTitleLine {
            let title = safe(xAxisTitle)
            let start = max(0, min(layout.left + (layout.columns - title.count) / 2, layout.width - title.count))
            grid.write(title, line: line, column: start)
        }

        // The legend under everything.
        for (offset, entries) in layout.legend.enumerated() {
            var column = 0
            for entry in entries {
                let look = SeriesLook.at(entry.look)
                let sample = ascii ? Array(repeating: Unicode.Scalar(UInt8(look.glyph.asciiValue ?? 42)),
                                           count: ChartLayout.legendSampleWidth)
                    : Chart.brailleSample(look.dotCycle)
                grid.write(sample, line: layout.legendLine + offset, column: column, color: look.ansi)
                column += sample.count + 1
                let name = safe(entry.name)
                grid.write(name, line: layout.legendLine + offset, column: column)
                column += name.count + 3
            }
        }
        return grid.text(color: options.color)
    }

    /// Marks as `^` under the axis, each labelled to its right (or left) where there is room.
    private func writeMarks(_ layout: ChartLayout, line: Int, into grid: inout TextGrid,
                            safe: (String) -> [Unicode.Scalar]) {
        var columns: [Int] = []
        for mark in layout.marks {
            guard let dot = layout.xDots.index(mark.value) else { continue }
            let column = layout.left + dot / layout.dotsX
            columns.append(column)
            grid.set("^", line: line, column: column)
        }
        for (mark, column) in zip(layout.marks, columns) {
            let label = safe(mark.label)
            guard !label.isEmpty else { continue }
            let nextMark = columns.first { $0 > column } ?? layout.width + 1
            if column + 1 + label.count <= min(layout.width, nextMark - 1),
               grid.isFree(line: line, from: column + 1, to: column + 1 + label.count) {
                grid.write(label, line: line, column: column + 1)
            } else if column - label.count - 1 >= 0,
                      grid.isFree(line: line, from: column - label.count - 1, to: column) {
                grid.write(label, line: line, column: column - label.count)
            }
        }
    }

    /// A three-cell Braille sample of a dot pattern, drawn along the middle dot row.
    static func brailleSample(_ cycle: [Bool]) -> [Unicode.Scalar] {
        var canvas = DotCanvas(columns: ChartLayout.legendSampleWidth, rows: 1, dotsX: 2, dotsY: 4)
        canvas.draw([(0, 1), (Double(ChartLayout.legendSampleWidth * 2 - 1), 1)], series: 0, cycle: cycle)
        return canvas.bits.map { Unicode.Scalar(0x2800 + UInt32($0))! }
    }
}
