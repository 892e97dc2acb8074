/// SVG rendering: the same layout, ticks, reference lines and legend as the Braille text.
extension Chart {
    /// Pixels per text column in SVG output.
    public static let svgColumnWidth = 8
    /// Pixels per text line in SVG output.
    public static let svgLineHeight = 16

    /// The chart as a standalone SVG document of `options.width × svgColumnWidth` by
    /// `options.height × svgLineHeight` pixels, laid out as the Braille text of that size
    /// (`style` and `color` are ignored: SVG is always in colour with dashed patterns).
    ///
    /// Throws ``ChartError/tooSmall(minWidth:minHeight:)`` for the same sizes text rendering does.
    public func renderSVG(options: TextRenderOptions) throws(ChartError) -> String {
        let layout = try ChartLayout.make(self, width: options.width, height: options.height, medium: .svg)
        let cw = Double(Chart.svgColumnWidth), lh = Double(Chart.svgLineHeight)
        let pixelWidth = options.width * Chart.svgColumnWidth
        let pixelHeight = options.height * Chart.svgLineHeight
        let x0 = Double(layout.left) * cw, x1 = Double(layout.left + layout.columns) * cw
        let xPixel = { (x: Double) in x0 + (x - layout.xLower) / (layout.xUpper - layout.xLower) * (x1 - x0) }
        let baseline = { (line: Int) in Double(line) * lh + lh * 0.75 }
        var svg = SVGWriter()

        svg.open(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "width": "\(pixelWidth)",
                "height": "\(pixelHeight)", "viewBox": "0 0 \(pixelWidth) \(pixelHeight)",
                "font-family": "monospace", "font-size": "12",
            ])
        svg.leaf("rect", ["width": "100%", "height": "100%", "fill": "white"])
        // A tick label is drawn at its value's height, so the top and bottom ones reach into the
        // title lines between panels: each title starts at the y axis, right of every tick label,
        // and where it cannot (a chart too narrow) a tick label it would cover is left out.
        let titles = layout.panels.map { panel -> (x: Double, line: Int, width: Double) in
            let width = Double(panel.panel.title.unicodeScalars.count) * cw
            return (x0 + width <= Double(pixelWidth) ? x0 : 0, panel.titleLine, width)
        }
        func coversTitle(left: Double, right: Double, baseline y: Double) -> Bool {
            titles.contains { title in
                let top = Double(title.line) * lh, bottom = top + lh
                return left < title.x + title.width && right > title.x && y - lh * 0.75 < bottom && y + lh * 0.25 > top
            }
        }
        for (panel, title) in zip(layout.panels, titles) {
            let top = Double(panel.firstRow) * lh, bottom = Double(panel.firstRow + panel.rows) * lh
            let yPixel = { (y: Double) in bottom - (y - panel.yLower) / (panel.yUpper - panel.yLower) * (bottom - top) }
            svg.text(panel.panel.title, x: title.x, y: baseline(panel.titleLine), anchor: "start")
            for tick in panel.ticks {
                let y = yPixel(tick.value)
                svg.line(x0, y, x1, y, stroke: "#e4e4e4")
                svg.line(x0 - 4, y, x0, y, stroke: "black")
                let width = Double(tick.label.unicodeScalars.count) * cw
                guard !coversTitle(left: x0 - 6 - width, right: x0 - 6, baseline: y + 4) else { continue }
                svg.text(tick.label, x: x0 - 6, y: y + 4, anchor: "end")
            }
            // Every line at the exact y of its value; labels where the layout put them.
            for reference in panel.panel.referenceLines where reference.value.isFinite {
                let y = yPixel(reference.value)
                guard y >= top - 0.5, y <= bottom + 0.5 else { continue }
                svg.line(x0, y, x1, y, stroke: "#888888", dash: reference.style == .dashed ? "6 4" : "")
            }
            for placed in panel.svgLabels {
                Chart.svgLabel(placed.label, x: placed.x, y: placed.y + 4, into: &svg)
            }
            svg.open("g", ["fill": "none", "stroke-width": "1.5"])
            let clipper = SegmentClipper(xmin: x0, ymin: top, xmax: x1, ymax: bottom)
            for series in panel.panel.series {
                let look = SeriesLook.at(layout.looks[series.name] ?? 0)
                for run in Chart.visibleRuns(series.points, clipper: clipper, x: xPixel, y: yPixel) {
                    if run.count == 1 {
                        svg.leaf(
                            "circle",
                            [
                                "cx": SVGWriter.number(run[0].0), "cy": SVGWriter.number(run[0].1),
                                "r": "2", "fill": look.svgColor, "stroke": "none",
                            ])
                        continue
                    }
                    var attributes = [
                        "stroke": look.svgColor,
                        "points": run.map { SVGWriter.number($0.0) + "," + SVGWriter.number($0.1) }
                            .joined(separator: " "),
                    ]
                    if !look.svgDash.isEmpty { attributes["stroke-dasharray"] = look.svgDash }
                    svg.leaf("polyline", attributes)
                }
            }
            svg.close("g")
            svg.line(x0, top, x0, bottom, stroke: "black")
        }
        let axisY = Double(layout.axisLine) * lh + 1
        svg.line(x0, axisY, x1, axisY, stroke: "black")
        for tick in layout.xTicks {
            let x = xPixel(tick.value)
            svg.line(x, axisY, x, axisY + 4, stroke: "black")
            svg.text(tick.label, x: x, y: baseline(layout.xTickLine), anchor: "middle")
        }
        if let first = layout.marksLine {
            for mark in layout.marks where mark.shown {
                // The caret in the middle of its column, as the text draws it.
                let x = (Double(mark.caretColumn) + 0.5) * cw
                svg.leaf(
                    "path",
                    [
                        "d": "M\(SVGWriter.number(x)),\(SVGWriter.number(Double(first) * lh + 2))l-4,7h8z",
                        "fill": "#444444",
                    ])
                guard let line = mark.line else { continue }
                if line > first + 1 {
                    svg.line(x, Double(first + 1) * lh, x, Double(line) * lh + 2, stroke: "#444444")
                }
                Chart.svgLabel(mark.label, x: Double(mark.column) * cw, y: baseline(line), into: &svg)
            }
        }
        if let line = layout.xTitleLine {
            svg.text(xAxisTitle, x: (x0 + x1) / 2, y: baseline(line), anchor: "middle")
        }
        for (offset, entries) in layout.legend.enumerated() {
            var column = 0.0
            let y = Double(layout.legendLine + offset) * lh + lh / 2
            for entry in entries {
                let look = SeriesLook.at(entry.look)
                var attributes = [
                    "x1": SVGWriter.number(column), "y1": SVGWriter.number(y),
                    "x2": SVGWriter.number(column + 3 * cw), "y2": SVGWriter.number(y),
                    "stroke": look.svgColor, "stroke-width": "1.5",
                ]
                if !look.svgDash.isEmpty { attributes["stroke-dasharray"] = look.svgDash }
                svg.leaf("line", attributes)
                column += 4 * cw
                if entry.showsKey {
                    svg.text(String(look.glyph), x: column, y: y + 4, anchor: "start", fill: look.svgColor)
                    column += 2 * cw
                }
                svg.text(entry.name, x: column, y: y + 4, anchor: "start")
                column += Double(entry.name.unicodeScalars.count + 3) * cw
            }
        }
        if let line = layout.noteLine, !layout.note.isEmpty {
            svg.text(layout.note, x: 0, y: baseline(line), anchor: "start", fill: "#444444")
        }
        svg.close("svg")
        return svg.output
    }

    /// A label as one `<text>`: grey, with group keys in `<tspan>`s of their series' colour.
    static func svgLabel(_ label: ChartLabel, x: Double, y: Double, into svg: inout SVGWriter) {
        svg.text(
            label.parts.map { part in
                guard let look = part.look else { return .plain(part.text) }
                return .colored(part.text, SeriesLook.at(look).svgColor)
            }, x: x, y: y, fill: "#555555")
    }

    /// The parts of a series inside the plot, in pixels: one polyline per stretch that stays in
    /// view between non-finite points, consecutive repeats dropped.
    static func visibleRuns(
        _ points: [ChartPoint], clipper: SegmentClipper, x: (Double) -> Double,
        y: (Double) -> Double
    ) -> [[(Double, Double)]] {
        var runs: [[(Double, Double)]] = []
        var current: [(Double, Double)] = []
        var previous: (Double, Double)?
        // Where the run's last segment ended, drawn or skipped.
        var lastEnd: (Double, Double)?
        // The last point skipped, added at the end of a run so lines end where the data does.
        var pending: (Double, Double)?
        func finish() {
            if let held = pending, let last = current.last, last != held { current.append(held) }
            if !current.isEmpty { runs.append(current) }
            current = []
            pending = nil
            lastEnd = nil
        }
        for p in points {
            guard p.x.isFinite, p.y.isFinite else { finish(); previous = nil; continue }
            let pixel = (x(p.x), y(p.y))
            defer { previous = pixel }
            guard let from = previous else {
                if clipper.clip(pixel, pixel) != nil { current = [pixel]; lastEnd = pixel }
                continue
            }
            guard let (a, b) = clipper.clip(from, pixel) else { finish(); continue }
            if let end = lastEnd, end == a, let kept = current.last {
                // Points within a fifth of a pixel of the last one kept change nothing visible;
                // skipping them keeps 100 000-point series small.
                if abs(b.0 - kept.0) + abs(b.1 - kept.1) >= 0.2 {
                    current.append(b)
                    pending = nil
                } else {
                    pending = b
                }
            } else {
                finish()
                current = a == b ? [a] : [a, b]
            }
            lastEnd = b
        }
        finish()
        return runs
    }
}
