/// Where the x axis of a chart's SVG lies, so a page can draw over it (a cursor at an offset).
extension Chart {
    /// The horizontal extent of the SVG's plot and the x values at its edges.
    public struct SVGPlotArea: Hashable, Sendable {
        /// The plot's left edge, in SVG pixels.
        public var left: Double
        /// The plot's right edge, in SVG pixels.
        public var right: Double
        /// The plot's top edge (the first panel's top), in SVG pixels.
        public var top: Double
        /// The plot's bottom edge (the x axis), in SVG pixels.
        public var bottom: Double
        /// The x value at ``left``.
        public var lowerX: Double
        /// The x value at ``right``.
        public var upperX: Double

        /// The SVG pixel column of the x value `x` (outside the plot for values outside its range).
        public func pixel(atX x: Double) -> Double {
            left + (x - lowerX) / (upperX - lowerX) * (right - left)
        }
    }

    /// The plot area of ``renderSVG(options:)`` at the same options; throws as it does.
    public func svgPlotArea(options: TextRenderOptions) throws(ChartError) -> SVGPlotArea {
        let layout = try ChartLayout.make(self, width: options.width, height: options.height, medium: .svg)
        let cw = Double(Chart.svgColumnWidth), lh = Double(Chart.svgLineHeight)
        let top = layout.panels.first.map { Double($0.firstRow) * lh } ?? 0
        return SVGPlotArea(
            left: Double(layout.left) * cw, right: Double(layout.left + layout.columns) * cw,
            top: top, bottom: Double(layout.axisLine) * lh + 1,
            lowerX: layout.xLower, upperX: layout.xUpper)
    }
}
