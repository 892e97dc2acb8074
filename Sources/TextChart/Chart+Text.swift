/// Text rendering: Braille or ASCII, exactly the requested size.
extension Chart {
    /// The smallest width any chart renders at; the smallest height depends on the panels,
    /// marks and legend (see ``ChartError/tooSmall(minWidth:minHeight:)``).
    public static let minimumWidth = ChartLayout.minimumWidth

    /// The chart as exactly `options.height` lines (each ending in a newline), none wider than
    /// `options.width` columns, with ANSI colour codes only when `options.color` is set.
    ///
    /// Throws ``ChartError/tooSmall(minWidth:minHeight:)`` when the size cannot hold the chart.
    public func render(options: TextRenderOptions) throws(ChartError) -> String {
        let ascii = options.style == .ascii
        let layout = try ChartLayout(chart: self, width: options.width, height: options.height,
                                     dotsX: ascii ? 1 : 2, dotsY: ascii ? 1 : 4)
        var painter = TextPainter(chart: self, layout: layout, ascii: ascii)
        painter.paint()
        return painter.grid.text(color: options.color)
    }
}
