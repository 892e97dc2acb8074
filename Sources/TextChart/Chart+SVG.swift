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
        let layout = try ChartLayout(chart: self, width: options.width, height: options.height, dotsX: 2, dotsY: 4)
        let cw = Double(Chart.svgColumnWidth), lh = Double(Chart.svgLineHeight)
        let pixelWidth = options.width * Chart.svgColumnWidth
        let pixelHeight = options.height * Chart.svgLineHeight
        let x0 = Double(layout.left) * cw, x1 = Double(layout.left + layout.columns) * cw
        let xPixel = { (x: Double) in x0 + (x - layout.xLower) / (layout.xUpper - layout.xLower) * (x1 - x0) }
        let baseline = { (line: Int) in Double(line) * lh + lh * 0.75 }
        var svg = SVGWriter()

        svg.open("svg", ["xmlns": "http://www.w3.org/2000/svg", "width": "\(pixelWidth)",
                         "height": "\(pixelHeight)", "viewBox": "0 0 \(pixelWidth) \(pixelHeight)",
                         "font-family": "monospace", "font-size": "12"])
        svg.leaf("rect", ["width": "100%", "height": "100%", "fill": "white"])
        for (index, panel) in layout.panels.enumerated() {
            let top = Double(panel.firstRow) * lh, bottom = Double(panel.firstRow + panel.rows) * lh
            let yPixel = { (y: Double) in bottom - (y - panel.yLower) / (panel.yUpper - panel.yLower) * (bottom - top) }
            svg.text(panel.panel.title, x: 0, y: baseline(panel.titleLine), anchor: "start")
            svg.open("clipPath", ["id": "panel\(index)"])
            svg.leaf("rect", ["x": SVGWriter.number(x0), "y": SVGWriter.number(top),
                              "width": SVGWriter.number(x1 - x0), "height": SVGWriter.number(bottom - top)])
            svg.close("clipPath")
            for tick in panel.ticks {
                let y = yPixel(tick.value)
                svg.line(x0, y, x1, y, stroke: "#e4e4e4")
                svg.line(x0 - 4, y, x0, y, stroke: "black")
                svg.text(tick.label, x: x0 - 6, y: y + 4, anchor: "end")
            }
            for reference in panel.panel.referenceLines where reference.value.isFinite {
                let y = yPixel(reference.value)
                guard y >= top, y <= bottom else { continue }
                svg.line(x0, y, x1, y, stroke: "#888888", dash: reference.style == .dashed ? "6 4" : "")
                svg.text(reference.label, x: x1 + 4, y: y + 4, anchor: "start", fill: "#666666")
            }
            svg.open("g", ["clip-path": "url(#panel\(index))", "fill": "none", "stroke-width": "1.5"])
            for (seriesIndex, series) in panel.panel.series.enumerated() {
                let look = SeriesLook.at(seriesIndex)
                var run: [String] = []
                func flush() {
                    if !run.isEmpty {
                        var attributes = ["points": run.joined(separator: " "), "stroke": look.svgColor]
                        if !look.svgDash.isEmpty { attributes["stroke-dasharray"] = look.svgDash }
                        svg.leaf("polyline", attributes)
                    }
                    run = []
                }
                for p in series.points {
                    guard p.x.isFinite, p.y.isFinite else { flush(); continue }
                    run.append(SVGWriter.number(xPixel(p.x)) + "," + SVGWriter.number(yPixel(p.y)))
                }
                flush()
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
        if let line = layout.marksLine {
            for mark in layout.marks {
                let x = xPixel(mark.value)
                svg.leaf("path", ["d": "M\(SVGWriter.number(x)),\(SVGWriter.number(Double(line) * lh + 2))l-4,7h8z",
                                  "fill": "#444444"])
                svg.text(mark.label, x: x + 6, y: baseline(line), anchor: "start", fill: "#444444")
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
                var attributes = ["x1": SVGWriter.number(column), "y1": SVGWriter.number(y),
                                  "x2": SVGWriter.number(column + 3 * cw), "y2": SVGWriter.number(y),
                                  "stroke": look.svgColor, "stroke-width": "1.5"]
                if !look.svgDash.isEmpty { attributes["stroke-dasharray"] = look.svgDash }
                svg.leaf("line", attributes)
                column += 4 * cw
                svg.text(entry.name, x: column, y: y + 4, anchor: "start")
                column += Double(entry.name.unicodeScalars.count + 3) * cw
            }
        }
        svg.close("svg")
        return svg.output
    }
}
