import HeaderGeometry
import TextChart

/// The chart of `stretchy verify --against OLD NEW --chart`: both recordings against the offset
/// (docs/traces.md#comparing-two-recordings).
extension TraceChartBuilder {
    /// Two panels, the height and the top edge, each with the old recording and the new one
    /// over it, named by their files; each kind's worst deviation is marked on the offset axis.
    public static func chart(for report: TraceComparisonReport) -> Chart {
        let old = report.oldChartPoints ?? TraceChartPoints(), new = report.newChartPoints ?? TraceChartPoints()
        var low = min(old.lowestOffset, new.lowestOffset), high = max(old.highestOffset, new.highestOffset)
        if !low.isFinite || !high.isFinite { low = 0; high = 0 }
        if high - low < 1 { low -= 1; high += 1 }
        let gap = (high - low) * joinedOffsetShare
        func panel(_ title: String, _ value: (TraceSample) -> Double) -> ChartPanel {
            ChartPanel(
                title: title,
                series: [
                    ChartSeries(name: report.oldSource, points: recordedPoints(old, gap: gap, value)),
                    ChartSeries(name: report.newSource, points: recordedPoints(new, gap: gap, value)),
                ])
        }
        let marks = report.deviations
            .filter { $0.kind == .height || $0.kind == .top }
            .map { AxisMark(value: $0.offset, label: "\($0.kind.name), line \($0.line)") }
        return Chart(
            panels: [panel("height (pt)", \.height), panel("top (pt)", \.top)],
            xAxisTitle: HeaderChartBuilder.offsetTitle, xRange: low...high, xMarks: marks)
    }
}
