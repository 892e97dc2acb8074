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
        let layout = try ChartLayout.make(
            self, width: options.width, height: options.height,
            medium: options.style == .ascii ? .ascii : .braille)
        var painter = TextPainter(chart: self, layout: layout)
        painter.paint()
        return painter.grid.text(color: options.color)
    }
}
