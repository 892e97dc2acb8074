import Testing
@testable import TextChart

/// Ranges, padding and the vertical budget, worked out by hand.
struct ChartLayoutTests {
    @Test func yRangeIsPaddedByOneCellRowEachSide() {
        // 16 rows of 4 dots: k = 4 / (64 - 1 - 8) = 4/55; span 180 → pad 180 × 4/55.
        let panel = ChartPanel(title: "", series: [ChartSeries(name: "", points: [
            ChartPoint(x: 0, y: 120), ChartPoint(x: 1, y: 300)])])
        let (lo, hi) = ChartLayout.yBounds(panel, xLower: 0, xUpper: 1, dots: 64, dotsPerRow: 4)
        #expect(abs(lo - (120 - 180.0 * 4 / 55)) < 1e-9)
        #expect(abs(hi - (300 + 180.0 * 4 / 55)) < 1e-9)
    }

    @Test func yRangeCoversReferenceLinesAndIgnoresPointsOutOfView() {
        let panel = ChartPanel(title: "", series: [ChartSeries(name: "", points: [
            ChartPoint(x: -10, y: 1000), ChartPoint(x: 0, y: 10), ChartPoint(x: 1, y: 20)])],
                               referenceLines: [ReferenceLine(value: 0, label: "")], yRange: nil)
        let (lo, hi) = ChartLayout.yBounds(panel, xLower: 0, xUpper: 1, dots: 64, dotsPerRow: 4)
        #expect(lo < 0 && hi > 20 && hi < 30)
    }

    @Test func flatAndEmptyRangesAreWidened() {
        #expect(ChartLayout.widened(5, 5) == (4, 6))
        #expect(ChartLayout.widened(300, 300) == (270, 330))
        #expect(ChartLayout.xBounds(Chart(panels: [], xAxisTitle: "")) == (0, 1))
    }

    @Test func firstPanelGetsTwiceTheRows() {
        #expect(ChartLayout.shareRows(17, panels: 1) == [17])
        #expect(ChartLayout.shareRows(16, panels: 3) == [8, 4, 4])
        #expect(ChartLayout.shareRows(13, panels: 2) == [9, 4])
    }

    @Test func legendPacksEntriesIntoLines() {
        let panel = ChartPanel(title: "", series: ["aaaa", "bbbb", "cccc"].map { ChartSeries(name: $0, points: []) })
        // Each entry is 3 + 1 + 4 = 8 columns, 3 apart: two fit in 20 columns.
        #expect(ChartLayout.packLegend([panel], width: 20).map { $0.map(\.name) } == [["aaaa", "bbbb"], ["cccc"]])
        #expect(ChartLayout.packLegend([panel, panel], width: 80).map(\.count) == [3])
    }
}
