import TestKit
import Testing
import TextChart

/// Size, escape-code and degenerate-input guarantees over a matrix of charts and options.
struct ChartTextGuaranteeTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        var style: ChartStyle
        var seriesCount: Int
        var panelCount: Int
        var testDescription: String { "\(style) \(seriesCount) series \(panelCount) panels" }
    }

    static let shapes: [Shape] = ChartStyle.allCases.flatMap { style in
        (1...3).flatMap { series in (1...3).map { Shape(style: style, seriesCount: series, panelCount: $0) } }
    }

    static func chart(_ shape: Shape) -> Chart {
        let all = [SampleCharts.stickyUtah, SampleCharts.stretchyIOS18, SampleCharts.rising]
        let first = ChartPanel(
            title: "height (pt)", series: Array(all.prefix(shape.seriesCount)),
            referenceLines: SampleCharts.utahLines)
        let more = (1..<shape.panelCount).map { n in
            ChartPanel(title: "panel \(n)", series: [SampleCharts.utahProgress, SampleCharts.iosProgress])
        }
        return Chart(panels: [first] + more, xAxisTitle: "offset (pt)", xMarks: SampleCharts.utahMarks)
    }

    /// The smallest height this chart renders at, as the error reports it.
    static func minimumHeight(_ chart: Chart, width: Int, style: ChartStyle) -> Int? {
        do {
            _ = try chart.render(options: TextRenderOptions(width: width, height: 1, style: style))
            return nil
        } catch {
            guard case let .tooSmall(_, minHeight) = error else { return nil }
            return minHeight
        }
    }

    static func checkShape(
        _ text: String, width: Int, height: Int, escapes: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(text.hasSuffix("\n"), sourceLocation: sourceLocation)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        expectEqual(lines.count, height, "\(width)x\(height)", sourceLocation: sourceLocation)
        for line in lines {
            expect(visibleWidth(line) <= width, "\(width)x\(height): \(line)", sourceLocation: sourceLocation)
        }
        if !escapes { expect(!text.unicodeScalars.contains("\u{1B}"), sourceLocation: sourceLocation) }
    }

    /// Columns of a line: one per scalar once `ESC [ ... m` sequences are removed.
    static func visibleWidth(_ line: Substring) -> Int {
        var count = 0
        var inEscape = false
        for scalar in line.unicodeScalars {
            if inEscape { if scalar == "m" { inEscape = false }; continue }
            if scalar == "\u{1B}" { inEscape = true; continue }
            count += 1
        }
        return count
    }

    func testExactSizeForEverySize() throws {
        for shape in Self.shapes {
            try TestRow.$current.withValue(String(describing: shape)) { try self.exactSizeForEverySize(shape) }
        }
    }

    func exactSizeForEverySize(_ shape: Shape) throws {
        let chart = Self.chart(shape)
        for width in [20, 21, 22, 25, 33, 47, 80, 131] {
            let minimum = try require(Self.minimumHeight(chart, width: width, style: shape.style))
            expect(throws: ChartError.self) {
                try chart.render(options: TextRenderOptions(width: width, height: minimum - 1, style: shape.style))
            }
            for height in minimum...(minimum + 6) {
                for color in [false, true] {
                    let options = TextRenderOptions(width: width, height: height, style: shape.style, color: color)
                    Self.checkShape(try chart.render(options: options), width: width, height: height, escapes: color)
                }
            }
        }
    }

    func testTooNarrowIsAnError() {
        for style in ChartStyle.allCases {
            TestRow.$current.withValue(String(describing: style)) { self.tooNarrowIsAnError(style) }
        }
    }

    func tooNarrowIsAnError(_ style: ChartStyle) {
        expect(throws: ChartError.tooSmall(minWidth: 20, minHeight: 10)) {
            try SampleCharts.single.render(options: TextRenderOptions(width: 19, height: 40, style: style))
        }
        expectEqual(
            ChartError.tooSmall(minWidth: 20, minHeight: 10).description, "chart size too small: this chart needs at least 20 columns and 10 lines")
    }

    func testAsciiStyleIsPrintableASCIIOnly() throws {
        let text = try SampleCharts.three.render(options: TextRenderOptions(width: 70, height: 40, style: .ascii))
        expect(text.unicodeScalars.allSatisfy { ($0.value >= 0x20 && $0.value < 0x7F) || $0 == "\n" })
    }

    func testCallerTextCannotSmuggleEscapesOrWideCharacters() throws {
        let chart = Chart(
            panels: [
                ChartPanel(
                    title: "t\u{1B}[31mx",
                    series: [
                        ChartSeries(
                            name: "名前\u{1B}[2J", points: [ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 1)])
                    ])
            ],
            xAxisTitle: "x\u{7}", xMarks: [AxisMark(value: 0.5, label: "\u{1B}")])
        for style in ChartStyle.allCases {
            let text = try chart.render(options: TextRenderOptions(width: 30, height: 12, style: style))
            Self.checkShape(text, width: 30, height: 12, escapes: false)
            expect(!text.contains("名"))
            expect(!text.unicodeScalars.contains("\u{7}"))
        }
    }

    /// The plot lines of the first panel (between its title and the x axis), y axis cut off.
    static func plotRows(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let axis = lines.firstIndex { $0.contains("└") || $0.contains("+-") }!
        return lines[1..<axis].map { line in
            guard let bar = line.firstIndex(where: { "│┤|+".contains($0) }) else { return "" }
            return String(line[line.index(after: bar)...])
        }
    }

    static func hasData(_ row: String) -> Bool {
        row.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) || $0 == "*" }
    }

    func testFlatStretchesStayOffTheFrame() throws {
        for style in ChartStyle.allCases {
            try TestRow.$current.withValue(String(describing: style)) { try self.flatStretchesStayOffTheFrame(style) }
        }
    }

    func flatStretchesStayOffTheFrame(_ style: ChartStyle) throws {
        let chart = Chart(
            panels: [
                ChartPanel(
                    title: "h",
                    series: [
                        ChartSeries(
                            name: "s",
                            points: [
                                ChartPoint(x: 0, y: 300), ChartPoint(x: 10, y: 300), ChartPoint(x: 20, y: 120), ChartPoint(x: 40, y: 120),
                            ])
                    ])
            ],
            xAxisTitle: "x")
        for height in [10, 12, 24] {
            let rows = Self.plotRows(try chart.render(options: TextRenderOptions(width: 40, height: height, style: style)))
            expect(!Self.hasData(rows.last!), "bottom row, height \(height)")
            expect(!Self.hasData(rows.first!), "top row, height \(height)")
            expect(rows.dropFirst().dropLast().contains(where: Self.hasData))
        }
    }

    func testDegenerateSeriesRenderAtTheRequestedSize() throws {
        for style in ChartStyle.allCases {
            try TestRow.$current.withValue(String(describing: style)) { try self.degenerateSeriesRenderAtTheRequestedSize(style) }
        }
    }

    func degenerateSeriesRenderAtTheRequestedSize(_ style: ChartStyle) throws {
        let series: [[ChartPoint]] = [
            [],
            [ChartPoint(x: 3, y: 4)],
            [ChartPoint(x: 0, y: 5), ChartPoint(x: 10, y: 5)],
            [
                ChartPoint(x: 0, y: 1), ChartPoint(x: .nan, y: 2), ChartPoint(x: 1, y: .infinity),
                ChartPoint(x: 2, y: 1), ChartPoint(x: -.infinity, y: 0),
            ],
            [ChartPoint(x: 0, y: -1e300), ChartPoint(x: 1, y: 1e300), ChartPoint(x: 2, y: 0)],
        ]
        for points in series {
            let chart = Chart(
                panels: [ChartPanel(title: "y", series: [ChartSeries(name: "s", points: points)])],
                xAxisTitle: "x")
            let text = try chart.render(options: TextRenderOptions(width: 30, height: 10, style: style))
            Self.checkShape(text, width: 30, height: 10, escapes: false)
            expect(!text.contains("nan") && !text.contains("inf"))
        }
        let empty = try Chart(panels: [], xAxisTitle: "").render(options: TextRenderOptions(width: 20, height: 7, style: style))
        Self.checkShape(empty, width: 20, height: 7, escapes: false)
    }

    func testSinglePointIsOneDot() throws {
        let chart = Chart(
            panels: [ChartPanel(title: "y", series: [ChartSeries(name: "", points: [ChartPoint(x: 3, y: 4)])])],
            xAxisTitle: "x")
        let rows = Self.plotRows(try chart.render(options: TextRenderOptions(width: 30, height: 10)))
        let dots = rows.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
        expectEqual(dots.count, 1)
    }

    func testStepsWithoutGapsAndManyPoints() throws {
        // 100 000 points jumping between 0 and 1: every column must be drawn top to bottom.
        let points = (0..<100_000).map { ChartPoint(x: Double($0), y: Double($0 % 2)) }
        let chart = Chart(
            panels: [
                ChartPanel(
                    title: "y", series: [ChartSeries(name: "s", points: points)],
                    yRange: 0...1)
            ], xAxisTitle: "x")
        let rows = Self.plotRows(try chart.render(options: TextRenderOptions(width: 40, height: 12, style: .ascii)))
        for row in rows { expect(row.allSatisfy { $0 == "*" } && !row.isEmpty) }
    }
}

extension ChartTextGuaranteeTests {
    func testHugeValuesGetCompactTickLabels() throws {
        // y up to 2e12: ticks 0, 1e12 and 2e12 (never 2000000000000 or 1.9999999999999998e+12).
        let chart = Chart(
            panels: [
                ChartPanel(
                    title: "y",
                    series: [
                        ChartSeries(
                            name: "s",
                            points: [
                                ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 2e12),
                            ])
                    ])
            ], xAxisTitle: "")
        let text = try chart.render(options: TextRenderOptions(width: 22, height: 12))
        Self.checkShape(text, width: 22, height: 12, escapes: false)
        let labels = text.split(separator: "\n").compactMap { line in
            line.firstIndex(of: "┤").map { line[..<$0].trimmingCharacters(in: .whitespaces) }
        }
        expectEqual(labels, ["2e12", "1e12", "0"])
    }
}
