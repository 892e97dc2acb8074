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
        let rows: Rows
        let chart: Chart
        if command.isGiven("trace") {
            let trace = PresetLibrary.trace(of: preset, along: command.numbers("trace"), quickReturn: quickReturn)
            rows = Rows(columns: traceColumns,
                        values: trace.map { [.integer($0.step)] + values($0.frame, parallax: $0.parallaxOffset) },
                        layers: trace.map { preset.layers(in: $0.frame) })
            chart = MotionChartBuilder.chart(for: preset, trace: trace)
        } else {
            let frames = PresetLibrary.simulation(
                of: preset, from: command.number("offset") ?? 0, drag: command.number("drag") ?? 0,
                velocity: command.number("velocity") ?? 0, quickReturn: quickReturn)
            rows = Rows(columns: columns,
                        values: frames.map { [.number($0.time)] + values($0.frame, parallax: $0.parallaxOffset) },
                        layers: frames.map { preset.layers(in: $0.frame) })
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

    /// The frames' fields in column order, and the tracks' values in each frame.
    private struct Rows {
        var columns: [String]
        var values: [[JSONValue]]
        var layers: [LayerValues]
    }

    /// The rows in a record format. Tracks (docs/tracks.md) add a `LAYER.PROPERTY` column each to a
    /// table or CSV, and one `layers` object, `{LAYER: {PROPERTY: value}}`, to each JSON frame.
    private static func write(_ rows: Rows, as format: OutputFormat, to output: OutputBuffer) {
        let hasTracks = rows.layers.first.map { !$0.isEmpty } ?? false
        let trackColumns = !hasTracks ? [] : format == .json ? ["layers"] : rows.layers[0].values.map(\.name)
        var writer = RecordWriter(format: format, columns: rows.columns + trackColumns, output: output)
        for (row, layers) in zip(rows.values, rows.layers) {
            writer.append(hasTracks ? row + trackValues(layers, json: format == .json) : row)
        }
        writer.finish()
    }

    /// The tracks' values in a frame: one number per track, or in JSON one `layers` object.
    private static func trackValues(_ layers: LayerValues, json: Bool) -> [JSONValue] {
        let values = layers.values
        guard json else { return values.map { .number($0.value) } }
        var grouped: [JSONValue.Member] = []
        var members: [JSONValue.Member] = []
        for (index, value) in values.enumerated() {
            members.append(JSONValue.Member(key: value.property.rawValue, value: .number(value.value)))
            if index == values.count - 1 || values[index + 1].layer != value.layer {
                grouped.append(JSONValue.Member(key: value.layer, value: .object(members)))
                members = []
            }
        }
        return [.object(grouped)]
    }

    /// `offset` to `parallaxOffset` of a frame.
    private static func values(_ frame: HeaderFrame, parallax: Double) -> [JSONValue] {
        [.number(frame.offset), .number(frame.height), .number(frame.translation), .number(frame.progress),
         .number(frame.shadowRadius), .number(parallax)]
    }
}
