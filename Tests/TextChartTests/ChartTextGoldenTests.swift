import TestKit
import Testing
import TextChart

/// Fixed-size charts checked character for character against Golden/*.txt.
struct ChartTextGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var chart: Chart
        var options: TextRenderOptions
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "single-braille-80x24", chart: SampleCharts.single, options: .init(width: 80, height: 24)),
        Case(name: "single-ascii-80x24", chart: SampleCharts.single, options: .init(width: 80, height: 24, style: .ascii)),
        Case(name: "pair-braille-80x24", chart: SampleCharts.pair, options: .init(width: 80, height: 24)),
        Case(name: "pair-ascii-80x24", chart: SampleCharts.pair, options: .init(width: 80, height: 24, style: .ascii)),
        Case(name: "panels-braille-72x30", chart: SampleCharts.panels, options: .init(width: 72, height: 30)),
        Case(name: "panels-ascii-72x30", chart: SampleCharts.panels, options: .init(width: 72, height: 30, style: .ascii)),
        Case(name: "three-braille-60x32", chart: SampleCharts.three, options: .init(width: 60, height: 32)),
        Case(
            name: "pair-braille-color-60x16", chart: SampleCharts.pair,
            options: .init(width: 60, height: 16, color: true)),
    ]

    func testMatchesGolden() throws {
        for c in Self.cases {
            try TestRow.$current.withValue(String(describing: c)) { try self.matchesGolden(c) }
        }
    }

    func matchesGolden(_ c: Case) throws {
        try Golden.check(try c.chart.render(options: c.options), name: c.name)
    }
}
