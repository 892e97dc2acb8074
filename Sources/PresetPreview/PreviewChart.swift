import HeaderGeometry
import PresetService
import TextChart
import ValueText

/// The preset's visible-height-against-offset chart as inline SVG, and where its plot lies so the page
/// can draw a cursor at the current offset.
struct PreviewChart {
    /// The SVG document, without its XML declaration.
    var svg: String
    /// `left,right,top,bottom,lowerX,upperX` of the plot, in SVG pixels and offsets; empty when
    /// the chart could not be drawn.
    var plot: String

    /// 50 × 16 character cells: 400 × 256 pixels, the width of the page's side panel.
    static let options = TextRenderOptions(width: 50, height: 16)

    /// The chart of `preset`'s visible height (the series `stretchy chart` draws by default, so a
    /// `scroll` preset is not a flat line), with its snap offsets and collapse end marked on the axis.
    init(preset: HeaderPreset) {
        let chart = HeaderChartBuilder.chart(
            for: [preset], series: HeaderChartBuilder.defaultSeries,
            samples: 2 * PreviewChart.options.width)
        do {
            var text = try chart.renderSVG(options: PreviewChart.options)
            if text.hasPrefix("<?xml"), let end = text.firstIndex(of: "\n") {
                text = String(text[text.index(after: end)...])
            }
            svg = text
            let area = try chart.svgPlotArea(options: PreviewChart.options)
            plot = [area.left, area.right, area.top, area.bottom, area.lowerX, area.upperX]
                .map { NumberText.shortest($0) }.joined(separator: ",")
        } catch {
            // A chart too crowded for the panel is left out; the header itself still previews.
            svg = ""
            plot = ""
        }
    }
}
