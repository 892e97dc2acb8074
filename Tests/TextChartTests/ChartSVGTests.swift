import Testing
import TextChart

/// SVG output: well-formed, sized from the options, with the text rendering's ticks and labels.
struct ChartSVGTests {
    @Test func wellFormednessCheckRejectsBrokenDocuments() {
        #expect(XMLWellFormedness.problem(in: "<a><b/></a>") == nil)
        #expect(XMLWellFormedness.problem(in: "<a><b></a>") != nil)
        #expect(XMLWellFormedness.problem(in: "<a x=\"1 < 2\"/>") != nil)
        #expect(XMLWellFormedness.problem(in: "<a>R&D</a>") != nil)
        #expect(XMLWellFormedness.problem(in: "<a/><b/>") != nil)
    }

    @Test(arguments: [SampleCharts.single, SampleCharts.pair, SampleCharts.panels, SampleCharts.three])
    func isWellFormedAndSized(_ chart: Chart) throws {
        let svg = try chart.renderSVG(options: TextRenderOptions(width: 80, height: 40))
        #expect(XMLWellFormedness.problem(in: svg) == nil)
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.contains("width=\"640\"") && svg.contains("height=\"640\""))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func showsTheSameTicksReferenceLinesMarksAndLegend() throws {
        let options = TextRenderOptions(width: 80, height: 24)
        let svg = try SampleCharts.pair.renderSVG(options: options)
        for label in ["&gt;100<", ">200<", ">300<", ">400<", ">-100<", ">0<", "min 120", "max 300",
                      "shadow &lt; 140", "E 180", "E 300", "offset (pt)", "height (pt)", "sticky-utah", "stretchy-ios18"] {
            #expect(svg.contains(label.replacingOccurrences(of: "&gt;100<", with: ">100<")), "\(label)")
        }
        #expect(svg.contains("stroke-dasharray=\"6 4\""))
    }

    @Test func escapesCallerText() throws {
        let chart = Chart(panels: [ChartPanel(title: "a < b & \"c\"", series: [ChartSeries(
            name: "<script>\u{1}", points: [ChartPoint(x: 0, y: .nan), ChartPoint(x: 1, y: 2), ChartPoint(x: 2, y: 3)])])],
                          xAxisTitle: "x'")
        let svg = try chart.renderSVG(options: TextRenderOptions(width: 40, height: 12))
        #expect(XMLWellFormedness.problem(in: svg) == nil)
        #expect(svg.contains("a &lt; b &amp; &quot;c&quot;"))
        #expect(!svg.contains("<script>"))
    }
}
