import HeaderGeometry
import TextChart

/// The chart of `stretchy verify --chart`: the recorded header over the preset's, against the
/// offset (docs/traces.md#the-chart).
public enum TraceChartBuilder {
    /// The name of the recorded series.
    public static let recordedName = "recorded"

    /// Two panels over the offsets the trace covers: the height, and the top edge. In each, the
    /// preset's curve first and the recorded samples over it, joined in the order they were
    /// recorded; each kind's worst deviation is marked on the offset axis (`height, line 12`).
    public static func chart(for report: TraceReport) -> Chart {
        let preset = report.preset
        let points = report.chartPoints ?? TraceChartPoints()
        var low = points.lowestOffset, high = points.highestOffset
        if !low.isFinite || !high.isFinite { low = 0; high = 0 }
        if high - low < 1 { low -= 1; high += 1 }
        let offsets = HeaderChartBuilder.sampleOffsets(for: [preset], in: low...high,
                                                       samples: HeaderChartBuilder.defaultSamples)
        // A quick-return header's frame depends on how the scroll got there: its curve is the
        // one scrolling in from the top.
        let frames = offsets.map { preset.frame(at: $0) }
        func panel(_ title: String, _ value: (HeaderFrame) -> Double, _ recorded: (TraceSample) -> Double) -> ChartPanel {
            ChartPanel(title: title, series: [
                ChartSeries(name: preset.name, points: zip(offsets, frames).map { ChartPoint(x: $0, y: value($1)) }),
                ChartSeries(name: recordedName, points: points.samples.map { ChartPoint(x: $0.offset, y: recorded($0)) }),
            ])
        }
        let marks = report.deviations
            .filter { $0.kind == .height || $0.kind == .top }
            .map { AxisMark(value: $0.offset, label: "\($0.kind.name), line \($0.line)") }
        return Chart(panels: [
            panel("height (pt)", \.height, \.height),
            panel("top (pt)", \.translation, \.top),
        ], xAxisTitle: HeaderChartBuilder.offsetTitle, xRange: low...high, xMarks: marks)
    }
}
