import HeaderGeometry
import PresetService
import TextChart

/// `stretchy simulate NAME [--offset Y] [--velocity V] [--drag D]`: a gesture frame by frame, as
/// a chart of offset and height against time or as the frames (`--format table|json|csv`).
/// `--trace Y,Y,...` follows a list of offsets instead (quick-return headers). The chart is
/// sized, drawn and written as `stretchy chart`'s is (``ChartOutputOptions``).
public enum SimulateCommand {
    /// The frame fields, in column order.
    public static let columns = ["time", "offset", "height", "translation", "progress", "shadowRadius", "parallaxOffset"]
    /// A trace step's fields, in column order.
    public static let traceColumns = ["step", "offset", "height", "translation", "progress", "shadowRadius", "parallaxOffset"]
    /// The formats `--format` takes; the first is the default.
    static let formats = ["text", "svg", "table", "json", "csv"]

    /// Simulates and writes the chart or the frames, to standard output or `--output`.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        guard let name = command.argument("name") else { throw UsageError("Missing expected argument '<name>'") }
        // Checked before the database is opened: a usage error never touches it.
        let output = try ChartOutputOptions(command: command, environment: environment, formats: formats)
        let library = try environment.library(for: command)
        let preset = try library.preset(named: name)
        let quickReturn = command.flag("quick-return")
        // The rows for --format table|json|csv, and the chart for text and svg: one or the other.
        let rows: (columns: [String], values: [[JSONValue]])
        let chart: Chart
        if command.isGiven("trace") {
            let trace = PresetLibrary.trace(of: preset, along: command.numbers("trace"), quickReturn: quickReturn)
            rows = (traceColumns, trace.map { [.integer($0.step)] + values($0.frame, parallax: $0.parallaxOffset) })
            chart = MotionChartBuilder.chart(for: preset, trace: trace)
        } else {
            let frames = PresetLibrary.simulation(
                of: preset, from: command.number("offset") ?? 0, drag: command.number("drag") ?? 0,
                velocity: command.number("velocity") ?? 0, quickReturn: quickReturn)
            rows = (columns, frames.map { [.number($0.time)] + values($0.frame, parallax: $0.parallaxOffset) })
            chart = MotionChartBuilder.chart(for: preset, frames: frames)
        }
        if let records = OutputFormat(rawValue: output.format) {
            guard let path = output.outputPath else {
                write(rows, as: records, to: environment.output)
                return .success
            }
            let memory = MemoryOutput()
            let buffer = OutputBuffer(sink: memory)
            write(rows, as: records, to: buffer)
            try buffer.flush()
            try environment.writeOutput(memory.bytes, to: path)
        } else {
            try output.write(Array(try output.render(chart).utf8), environment)
        }
        return .success
    }

    /// The rows in a record format.
    private static func write(_ rows: (columns: [String], values: [[JSONValue]]), as format: OutputFormat,
                              to output: OutputBuffer) {
        var writer = RecordWriter(format: format, columns: rows.columns, output: output)
        for row in rows.values { writer.append(row) }
        writer.finish()
    }

    /// `offset` to `parallaxOffset` of a frame.
    private static func values(_ frame: HeaderFrame, parallax: Double) -> [JSONValue] {
        [.number(frame.offset), .number(frame.height), .number(frame.translation), .number(frame.progress),
         .number(frame.shadowRadius), .number(parallax)]
    }
}
