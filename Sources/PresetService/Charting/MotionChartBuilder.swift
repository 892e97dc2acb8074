import HeaderGeometry
import TextChart
import ValueText

/// Turns a simulated gesture (or a scroll trace) into a ``Chart`` against time (or step): the
/// offset in one panel, the header's height and visible height in another, and the background's
/// parallax offset in a third when the preset has parallax.
public enum MotionChartBuilder {
    /// The x axis title of a simulation.
    public static let timeTitle = "time (s)"
    /// The x axis title of a trace.
    public static let stepTitle = "step"

    /// The chart of a simulation's frames: x is time in seconds. The offset panel marks the rest
    /// offset (the last frame's) and the top (`0`); the height panel the preset's min and max.
    /// Offset, height, visible height and parallax are distinct series, each with its own look.
    public static func chart(for preset: HeaderPreset, frames: [MotionFrame]) -> Chart {
        let points = frames.map { (x: $0.time, offset: $0.offset, frame: $0.frame, parallax: $0.parallaxOffset) }
        let end = frames.last?.time ?? 0
        var result = chart(
            for: preset, points: points, xTitle: timeTitle, xRange: 0...max(end, 1e-3),
            rest: frames.last?.offset)
        // Where the pull trigger fires (docs/format.md#pull-trigger): a mark under the time axis.
        if let time = PresetLibrary.firstTriggerTime(in: frames) {
            result.xMarks.append(AxisMark(value: time, label: "trigger \(NumberText.human(time)) s"))
        }
        return result
    }

    /// The chart of a trace: x is the step number.
    public static func chart(for preset: HeaderPreset, trace: [TraceFrame]) -> Chart {
        let points = trace.map { (x: Double($0.step), offset: $0.frame.offset, frame: $0.frame, parallax: $0.parallaxOffset) }
        return chart(
            for: preset, points: points, xTitle: stepTitle,
            xRange: 0...Double(max(trace.count - 1, 1)), rest: nil)
    }

    /// The simulation's chart drawn as text (exactly `width` × `height`) or, with `svg`, as SVG.
    /// A size too small for the chart is a usage error that says the smallest that fits.
    public static func render(
        for preset: HeaderPreset, frames: [MotionFrame], width: Int, height: Int,
        ascii: Bool = false, color: Bool = false, svg: Bool = false
    ) throws(ServiceError) -> String {
        try render(chart(for: preset, frames: frames), width: width, height: height, ascii: ascii, color: color, svg: svg)
    }

    /// The trace's chart drawn as text or SVG; see ``render(for:frames:width:height:ascii:color:svg:)``.
    public static func render(
        for preset: HeaderPreset, trace: [TraceFrame], width: Int, height: Int,
        ascii: Bool = false, color: Bool = false, svg: Bool = false
    ) throws(ServiceError) -> String {
        try render(chart(for: preset, trace: trace), width: width, height: height, ascii: ascii, color: color, svg: svg)
    }

    private static func render(
        _ chart: Chart, width: Int, height: Int, ascii: Bool, color: Bool,
        svg: Bool
    ) throws(ServiceError) -> String {
        let options = TextRenderOptions(width: width, height: height, style: ascii ? .ascii : .braille, color: color)
        do {
            return svg ? try chart.renderSVG(options: options) : try chart.render(options: options)
        } catch {
            switch error {
            case let .tooSmall(minWidth, minHeight):
                throw ServiceError(
                    .usage, error.description,
                    hint: "use --width \(max(width, minWidth)) --height \(max(height, minHeight)) or more")
            }
        }
    }

    private static func chart(
        for preset: HeaderPreset, points: [(x: Double, offset: Double, frame: HeaderFrame, parallax: Double)],
        xTitle: String, xRange: ClosedRange<Double>, rest: Double?
    ) -> Chart {
        // A rest at 0 shares the top's row, and the chart merges their labels: `top, rest 0`.
        var offsetLines = [ReferenceLine(value: 0, label: "top", style: .dashed)]
        if let pull = preset.pullTrigger, points.contains(where: { $0.offset < 0 }) {
            offsetLines.append(ReferenceLine(value: -pull, label: "trigger \(NumberText.human(-pull))", style: .dashed))
        }
        if let rest, rest.isFinite {
            offsetLines.append(ReferenceLine(value: rest, label: "rest \(NumberText.human(rest))"))
        }
        var lengths = [
            ChartSeries(name: "height", points: points.map { ChartPoint(x: $0.x, y: $0.frame.height) }),
            ChartSeries(name: "visible", points: points.map { ChartPoint(x: $0.x, y: $0.frame.visibleHeight) }),
        ]
        // The strip's top, for a preset with one (docs/screen.md#the-accessory); other charts keep their bytes.
        if preset.accessory != nil {
            lengths.append(
                ChartSeries(name: "accessoryTop", points: points.map { ChartPoint(x: $0.x, y: $0.frame.accessoryTop ?? .nan) }))
        }
        var panels = [
            ChartPanel(
                title: "offset (pt)",
                series: [ChartSeries(name: "offset", points: points.map { ChartPoint(x: $0.x, y: $0.offset) })],
                referenceLines: offsetLines),
            ChartPanel(
                title: preset.accessory != nil ? "height, visible, accessoryTop (pt)" : "height, visible (pt)", series: lengths,
                referenceLines: HeaderChartBuilder.referenceLines(for: [preset])),
        ]
        if points.contains(where: { $0.parallax != 0 }) {
            panels.append(
                ChartPanel(
                    title: "background parallax (pt)",
                    series: [ChartSeries(name: "parallax", points: points.map { ChartPoint(x: $0.x, y: $0.parallax) })]))
        }
        return Chart(panels: panels, xAxisTitle: xTitle, xRange: xRange)
    }
}
