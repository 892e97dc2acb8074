import HeaderGeometry
import PresetService

/// `stretchy simulate NAME [--offset Y] [--velocity V] [--drag D]`: a gesture frame by frame, as
/// a chart of offset and height against time or as the frames (`--format table|json|csv`).
/// `--trace Y,Y,...` follows a list of offsets instead (quick-return headers).
public enum SimulateCommand {
    /// The frame fields, in column order.
    public static let columns = ["time", "offset", "height", "translation", "progress", "shadowRadius", "parallaxOffset"]
    /// A trace step's fields, in column order.
    public static let traceColumns = ["step", "offset", "height", "translation", "progress", "shadowRadius", "parallaxOffset"]
    /// The chart's size when neither the options nor a terminal say: 80 × 24.
    public static let defaultSize = (width: 80, height: 24)

    /// Simulates and writes the chart or the frames.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        guard let name = command.argument("name") else { throw UsageError("Missing expected argument '<name>'") }
        let library = try environment.library(for: command)
        let preset = try library.preset(named: name)
        let quickReturn = command.flag("quick-return")
        // The rows for --format table|json|csv, and the chart for text and svg: one or the other.
        let rows: (columns: [String], values: [[JSONValue]])
        let chart: (_ width: Int, _ height: Int, _ ascii: Bool, _ color: Bool, _ svg: Bool) throws(ServiceError) -> String
        if command.isGiven("trace") {
            let trace = PresetLibrary.trace(of: preset, along: command.numbers("trace"), quickReturn: quickReturn)
            rows = (traceColumns, trace.map { [.integer($0.step)] + values($0.frame, parallax: $0.parallaxOffset) })
            chart = { width, height, ascii, color, svg throws(ServiceError) in
                try MotionChartBuilder.render(for: preset, trace: trace, width: width, height: height,
                                              ascii: ascii, color: color, svg: svg)
            }
        } else {
            let frames = PresetLibrary.simulation(
                of: preset, from: command.number("offset") ?? 0, drag: command.number("drag") ?? 0,
                velocity: command.number("velocity") ?? 0, quickReturn: quickReturn)
            rows = (columns, frames.map { [.number($0.time)] + values($0.frame, parallax: $0.parallaxOffset) })
            chart = { width, height, ascii, color, svg throws(ServiceError) in
                try MotionChartBuilder.render(for: preset, frames: frames, width: width, height: height,
                                              ascii: ascii, color: color, svg: svg)
            }
        }
        let format = command.format ?? "text"
        if let records = OutputFormat(rawValue: format) {
            var writer = RecordWriter(format: records, columns: rows.columns, output: environment.output)
            for row in rows.values { writer.append(row) }
            writer.finish()
        } else {
            let size = chartSize(command, environment)
            environment.output.write(try chart(size.width, size.height, command.flag("ascii") || !environment.drawsBraille,
                                               environment.usesColor(for: command), format == "svg"))
        }
        return .success
    }

    /// `offset` to `parallaxOffset` of a frame.
    private static func values(_ frame: HeaderFrame, parallax: Double) -> [JSONValue] {
        [.number(frame.offset), .number(frame.height), .number(frame.translation), .number(frame.progress),
         .number(frame.shadowRadius), .number(parallax)]
    }

    /// `--width` and `--height`, else the terminal's width (24 rows, fewer on a shorter terminal)
    /// when standard output is one, else 80 × 24.
    static func chartSize(_ command: ParsedCommand, _ environment: CLIEnvironment) -> (width: Int, height: Int) {
        var width = defaultSize.width, height = defaultSize.height
        if environment.terminal.isTerminal(.output), let size = environment.terminal.size() {
            width = size.columns
            if size.rows > 1 { height = min(height, size.rows - 1) }
        }
        return (command.integer("width") ?? width, command.integer("height") ?? height)
    }
}
