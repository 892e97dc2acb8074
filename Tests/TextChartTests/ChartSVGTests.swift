import TestKit
import TestSupport
import Testing

@testable import TextChart

/// SVG output: well-formed, sized from the options, with the text rendering's ticks and labels.
struct ChartSVGTests {
    func testWellFormednessCheckRejectsBrokenDocuments() {
        expectEqual(XMLWellFormedness.problem(in: "<a><b/></a>"), nil)
        expect(XMLWellFormedness.problem(in: "<a><b></a>") != nil)
        expect(XMLWellFormedness.problem(in: "<a x=\"1 < 2\"/>") != nil)
        expect(XMLWellFormedness.problem(in: "<a>R&D</a>") != nil)
        expect(XMLWellFormedness.problem(in: "<a/><b/>") != nil)
    }

    func testIsWellFormedAndSized() throws {
        for chart in [SampleCharts.single, SampleCharts.pair, SampleCharts.panels, SampleCharts.three] {
            try TestRow.$current.withValue(String(describing: chart)) { try self.isWellFormedAndSized(chart) }
        }
    }

    func isWellFormedAndSized(_ chart: Chart) throws {
        let svg = try chart.renderSVG(options: TextRenderOptions(width: 80, height: 40))
        expectEqual(XMLWellFormedness.problem(in: svg), nil)
        expect(svg.hasPrefix("<svg "))
        expect(svg.contains("width=\"640\"") && svg.contains("height=\"640\""))
        expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    func testShowsTheSameTicksReferenceLinesMarksAndLegend() throws {
        let options = TextRenderOptions(width: 80, height: 24)
        let svg = try SampleCharts.pair.renderSVG(options: options)
        for label in [
            "&gt;100<", ">200<", ">300<", ">400<", ">-100<", ">0<", "min 120", "max 300",
            "shadow &lt; 140", "E 180", "E 300", "offset (pt)", "height (pt)", "sticky-utah", "stretchy-ios18",
        ] {
            expect(svg.contains(label.replacingOccurrences(of: "&gt;100<", with: ">100<")), "\(label)")
        }
        expect(svg.contains("stroke-dasharray=\"6 4\""))
    }

    func testEscapesCallerText() throws {
        let chart = Chart(
            panels: [
                ChartPanel(
                    title: "a < b & \"c\"",
                    series: [
                        ChartSeries(
                            name: "<script>\u{1}", points: [ChartPoint(x: 0, y: .nan), ChartPoint(x: 1, y: 2), ChartPoint(x: 2, y: 3)])
                    ])
            ],
            xAxisTitle: "x'")
        let svg = try chart.renderSVG(options: TextRenderOptions(width: 40, height: 12))
        expectEqual(XMLWellFormedness.problem(in: svg), nil)
        expect(svg.contains("a &lt; b &amp; &quot;c&quot;"))
        expect(!svg.contains("<script>"))
    }
}

/// How series become polylines: cut at the plot, broken at non-finite points, thinned.
struct SVGRunTests {
    let clipper = SegmentClipper(xmin: 0, ymin: 0, xmax: 100, ymax: 100)

    func runs(_ points: [(Double, Double)]) -> [[(Double, Double)]] {
        Chart.visibleRuns(points.map { ChartPoint(x: $0.0, y: $0.1) }, clipper: clipper, x: { $0 }, y: { $0 })
    }

    func same(_ a: [[(Double, Double)]], _ b: [[(Double, Double)]]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.count == $1.count && zip($0, $1).allSatisfy { $0 == $1 } }
    }

    func testBreaksAtNonFinitePointsAndCutsAtTheEdges() {
        expect(
            same(
                runs([(10, 10), (20, 20), (.nan, 0), (30, 30), (200, 30)]),
                [[(10, 10), (20, 20)], [(30, 30), (100, 30)]]))
        expect(
            same(
                runs([(-50, 50), (50, 50), (150, 50), (150, 60), (50, 60)]),
                [[(0, 50), (50, 50), (100, 50)], [(100, 60), (50, 60)]]))
    }

    func testThinsPointsWithinAFifthOfAPixelButKeepsTheEnd() {
        let dense = (0...100).map { (10 + Double($0) * 0.01, 10.0) }  // 10 ... 11 in steps of 0.01
        let result = runs(dense)
        expectEqual(result.count, 1)
        expect(result[0].first! == (10, 10))
        expect(abs(result[0].last!.0 - 11) < 1e-12)
        expectEqual(result[0].count, 6)  // 10, 10.2, 10.4, 10.6, 10.8, 11 (±rounding of the steps)
    }

    func testALonePointIsKept() {
        expect(same(runs([(5, 5)]), [[(5, 5)]]))
        expect(runs([(500, 5)]).isEmpty)
    }

    /// A panel's title sits on its own line above the panel, and the y axis's tick labels at the
    /// height of their values: the lowest label of one panel and the highest of the next were
    /// drawn over the title between them ("top (pt)" over the upper panel's "120").
    func testNoTwoTextsOverlap() throws {
        for chart in [SampleCharts.single, SampleCharts.pair, SampleCharts.panels, SampleCharts.three] {
            try TestRow.$current.withValue(String(describing: chart)) { try self.noTwoTextsOverlap(chart) }
        }
    }

    func noTwoTextsOverlap(_ chart: Chart) throws {
        for (width, height) in [(100, 32), (80, 24), (80, 40), (60, 20)] {
            guard let svg = try? chart.renderSVG(options: TextRenderOptions(width: width, height: height)) else { continue }
            expectEqual(SVGTextBox.overlapping(in: svg), [], "\(width)×\(height)")
        }
    }
}
