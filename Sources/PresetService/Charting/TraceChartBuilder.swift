import HeaderGeometry
import TextChart

/// The chart of `stretchy verify --chart`: the recorded header over the preset's, against the
/// offset (docs/traces.md#the-chart).
public enum TraceChartBuilder {
    /// The name of the recorded series.
    public static let recordedName = "recorded"

    /// Recorded samples further apart in time than this, in seconds, are not joined: what the
    /// header did between them was not recorded.
    static let joinedTime = 0.1
    /// Nor are samples further apart in offset than this share of the offsets shown: a line
    /// across a fling's jump would cut across the preset's curve where nothing was recorded.
    static let joinedOffsetShare = 0.01

    /// Two panels over the offsets the trace covers: the height, and the top edge. In each, the
    /// preset's curve first and the recorded samples over it, each drawn where it was recorded and
    /// joined to the one before only when they were neighbours in the trace, close in time and
    /// offset; each kind's worst height or top deviation is marked on the offset axis (`height, line 12`).
    public static func chart(for report: TraceReport) -> Chart {
        let preset = report.preset
        let points = report.chartPoints ?? TraceChartPoints()
        var low = points.lowestOffset, high = points.highestOffset
        if !low.isFinite || !high.isFinite { low = 0; high = 0 }
        if high - low < 1 { low -= 1; high += 1 }
        let offsets = HeaderChartBuilder.sampleOffsets(
            for: [preset], in: low...high,
            samples: HeaderChartBuilder.defaultSamples)
        // A quick-return header's frame depends on how the scroll got there: its curve is the
        // one scrolling in from the top.
        let frames = offsets.map { preset.frame(at: $0) }
        func panel(_ title: String, _ value: (HeaderFrame) -> Double, _ recorded: (TraceSample) -> Double) -> ChartPanel {
            ChartPanel(
                title: title,
                series: [
                    ChartSeries(name: preset.name, points: zip(offsets, frames).map { ChartPoint(x: $0, y: value($1)) }),
                    ChartSeries(name: recordedName, points: recordedPoints(points, gap: (high - low) * joinedOffsetShare, recorded)),
                ])
        }
        let marks = report.deviations
            .filter { $0.kind == .height || $0.kind == .top }
            .map { AxisMark(value: $0.offset, label: "\($0.kind.name), line \($0.line)") }
        return Chart(
            panels: [
                panel("height (pt)", \.height, \.height),
                panel("top (pt)", \.translation, \.top),
            ], xAxisTitle: HeaderChartBuilder.offsetTitle, xRange: low...high, xMarks: marks)
    }

    /// The recorded samples as points, with a break (a non-finite point) before each sample that
    /// is not joined to the one before: not its neighbour in the trace, or more than `gap` points
    /// of offset or ``joinedTime`` away from it.
    static func recordedPoints(
        _ points: TraceChartPoints, gap: Double,
        _ value: (TraceSample) -> Double
    ) -> [ChartPoint] {
        var result: [ChartPoint] = []
        result.reserveCapacity(points.samples.count * 2)
        var previous: TraceSample?
        for sample in points.samples {
            if let previous,
                !(points.keepsEverySample && abs(sample.offset - previous.offset) <= gap
                    && sample.time - previous.time <= joinedTime)
            {
                result.append(ChartPoint(x: .nan, y: .nan))
            }
            result.append(ChartPoint(x: sample.offset, y: value(sample)))
            previous = sample
        }
        return result
    }
}
