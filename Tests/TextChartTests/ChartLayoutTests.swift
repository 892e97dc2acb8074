import TestKit
import Testing

@testable import TextChart

/// Ranges, padding and the vertical budget, worked out by hand.
struct ChartLayoutTests {
    func testYRangeIsPaddedByOneCellRowEachSide() {
        // 16 rows of 4 dots: k = 4 / (64 - 1 - 8) = 4/55; span 180 → pad 180 × 4/55.
        let panel = ChartPanel(
            title: "",
            series: [
                ChartSeries(
                    name: "",
                    points: [
                        ChartPoint(x: 0, y: 120), ChartPoint(x: 1, y: 300),
                    ])
            ])
        let (lo, hi) = ChartLayout.yBounds(panel, xLower: 0, xUpper: 1, dots: 64, dotsPerRow: 4)
        expect(abs(lo - (120 - 180.0 * 4 / 55)) < 1e-9)
        expect(abs(hi - (300 + 180.0 * 4 / 55)) < 1e-9)
    }

    func testYRangeCoversReferenceLinesAndIgnoresPointsOutOfView() {
        let panel = ChartPanel(
            title: "",
            series: [
                ChartSeries(
                    name: "",
                    points: [
                        ChartPoint(x: -10, y: 1000), ChartPoint(x: 0, y: 10), ChartPoint(x: 1, y: 20),
                    ])
            ],
            referenceLines: [ReferenceLine(value: 0, label: "")], yRange: nil)
        let (lo, hi) = ChartLayout.yBounds(panel, xLower: 0, xUpper: 1, dots: 64, dotsPerRow: 4)
        expect(lo < 0 && hi > 20 && hi < 30)
    }

    func testFlatAndEmptyRangesAreWidened() {
        expect(ChartLayout.widened(5, 5) == (4, 6))
        expect(ChartLayout.widened(300, 300) == (270, 330))
        expect(ChartLayout.xBounds(Chart(panels: [], xAxisTitle: "")) == (0, 1))
    }

    func testFirstPanelGetsTwiceTheRows() {
        expectEqual(ChartLayout.shareRows(17, panels: 1), [17])
        expectEqual(ChartLayout.shareRows(16, panels: 3), [8, 4, 4])
        expectEqual(ChartLayout.shareRows(13, panels: 2), [9, 4])
    }

    func testLegendPacksEntriesIntoLines() throws {
        let panel = ChartPanel(title: "", series: ["aaaa", "bbbb", "cccc"].map { ChartSeries(name: $0, points: []) })
        // Each entry is 3 + 1 + 4 = 8 columns, 3 apart: two fit in 20 columns.
        let narrow = try ChartLayout.make(Chart(panels: [panel], xAxisTitle: ""), width: 20, height: 20, medium: .braille)
        expectEqual(narrow.legend.map { $0.map(\.name) }, [["aaaa", "bbbb"], ["cccc"]])
        // The same names in two panels are one entry each.
        let wide = try ChartLayout.make(Chart(panels: [panel, panel], xAxisTitle: ""), width: 80, height: 30, medium: .braille)
        expectEqual(wide.legend.map(\.count), [3])
    }

    /// One panel, 0...90 exactly, and the x range 0...100.
    static func flat(_ lines: [ReferenceLine], series: [ChartSeries] = [], marks: [AxisMark] = []) -> Chart {
        Chart(
            panels: [ChartPanel(title: "h", series: series, referenceLines: lines, yRange: 0...90)],
            xAxisTitle: "x", xRange: 0...100, xMarks: marks)
    }

    func testLinesOnOneRowAreDrawnOnceWithTheirLabelsMerged() throws {
        // 14 lines: title, 10 plot rows, axis, ticks, x title. 0...90 over 10 ASCII rows: value v
        // at (90 - v) / 90 × 9: 40 at row 5, 41 at 4.9 (row 5 too), 60 at row 3.
        let chart = Self.flat([
            ReferenceLine(value: 40, label: "min 40"), ReferenceLine(value: 41, label: "edge 41"),
            ReferenceLine(value: 60, label: "max 60"),
        ])
        let text = try chart.render(options: TextRenderOptions(width: 60, height: 14, style: .ascii))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Title on line 0, so the plot's row r is line r + 1.
        expect(lines[6].hasSuffix("- edge 41, min 40"))
        expect(lines[4].hasSuffix("- max 60"))
        expectEqual(lines.filter { $0.contains("min 40") }.count, 1)
    }

    func testSeveralGroupsKeyTheirLinesAndMarks() throws {
        let a = ChartSeries(name: "a", points: [ChartPoint(x: 0, y: 0), ChartPoint(x: 100, y: 90)], group: "a")
        let b = ChartSeries(name: "b", points: [ChartPoint(x: 0, y: 90), ChartPoint(x: 100, y: 0)], group: "b")
        let chart = Self.flat(
            [
                ReferenceLine(value: 60, label: "max 60", group: "a"),
                ReferenceLine(value: 60, label: "max 60", group: "b"),
                ReferenceLine(value: 20, label: "min 20", group: "b"),
            ],
            series: [a, b], marks: [AxisMark(value: 50, label: "end 50", group: "b")])
        let text = try chart.render(options: TextRenderOptions(width: 60, height: 16, style: .ascii))
        // a is drawn with `*`, b with `o`: the keys.
        expect(text.contains(" max 60 *o\n"))
        expect(text.contains(" min 20 o\n"))
        expect(text.contains("^end 50 o"))
    }

    func testALabelThatDoesNotFitIsNamedInTheNoteNeverMoved() throws {
        // 40 columns, 3 for the y labels: the plot keeps 18, a label gets at most 18 of 19.
        let long = String(repeating: "x", count: 20)
        let chart = Self.flat([ReferenceLine(value: 40, label: long), ReferenceLine(value: 60, label: "max 60")])
        let text = try chart.render(options: TextRenderOptions(width: 40, height: 15, style: .ascii))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        expectEqual(lines.count, 15)
        expectEqual(lines.last, "not shown: \(long)")
        expect(lines[4].hasSuffix("- max 60"))
        // Its line is still drawn on its row, unlabelled.
        expect(lines[6].hasSuffix("-"))
    }

    func testCrowdedMarksStaggerWithALeaderOrGoToTheNote() throws {
        // 37 plot columns from column 3: marks at 30, 50, 70 fall on columns 13, 21 and 28.
        let chart = Self.flat(
            [],
            marks: [
                AxisMark(value: 30, label: "first mark 30"),
                AxisMark(value: 50, label: "second mark 50"),
                AxisMark(value: 70, label: "third mark 70"),
            ])
        let text = try chart.render(options: TextRenderOptions(width: 40, height: 20, style: .ascii))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let caret = try require(lines.firstIndex { $0.contains("^") })
        // The first fits left of its caret; the second goes under its caret; the third has no
        // room on any line (its leader would cross the second label), so neither its caret nor
        // its label is drawn, and the note names it.
        let carets = lines[caret].indices.filter { lines[caret][$0] == "^" }
        expectEqual(carets.count, 2)
        expect(lines[caret].hasPrefix(" first mark 30^"))
        let second = lines[caret].distance(from: lines[caret].startIndex, to: carets[1])
        expectEqual(lines[caret + 1], String(repeating: " ", count: second) + "second mark 50")
        expectEqual(lines.last, "not shown: third mark 70")
    }
}
