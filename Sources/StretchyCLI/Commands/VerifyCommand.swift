import HeaderGeometry
import PresetService
import TextChart

/// `stretchy verify NAME TRACE|- [--tolerance PT] [--format table|json] [--chart FILE.svg]`: a
/// trace recorded in an app checked against a preset (docs/traces.md).
public struct VerifyCommand: StretchyCommand {
    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset the app should follow.")
    static let trace = CommandArgument.required("trace", kind: .path, help: "The trace file, or '-' for standard input.")
    static let tolerance = CommandOption.number(
        "tolerance", value: "pt", default: HeaderTraceCheck.defaultTolerance, help: "How far a length may be off, in points.")
    static let format = GlobalOptions.format([.table, .json])
    static let chart = CommandOption.text(
        "chart", value: "file", kind: .path, help: "Also draw the recorded curve over the preset's into this SVG file.")

    public static let spec = CommandSpec(
        name: "verify",
        abstract: "Check a trace recorded in an app against a preset.",
        discussion: """
            A trace is JSON Lines: a header {"format": "stretchy-trace", "version": 1, \
            "preset": NAME}, then one sample per line, {"t": SECONDS, "offset": Y, \
            "height": H, "top": T} with optional "layers", "phase" and, on a release, \
            "velocity" (docs/traces.md). Each sample's height and top are compared with the \
            preset's frame at its offset, each layer value with the preset's tracks (0.01 for \
            opacity and scale, the tolerance otherwise), and each release followed by a rest \
            sample with where the preset says it comes to rest. The trace is read as it \
            streams: a million samples take about a second and no more memory than ten.

            Prints how many samples were checked and, for each kind of deviation, how many \
            samples deviated and the worst one with its line, time and offset. Exits 0 when \
            everything is within the tolerance and 1 when the app deviates (like cmp); a \
            malformed trace exits 65 naming the line, a preset or file that does not exist 66.
            """,
        arguments: [name.spec, trace.spec],
        options: [tolerance.spec, format.spec, chart.spec],
        examples: [
            CommandExample("Check a trace saved by an app.", "stretchy verify sticky-utah utah-trace.jsonl"),
            CommandExample("A point of slack, and a chart of the recorded curve over the preset's.",
                           "stretchy verify sticky-utah utah-trace.jsonl --tolerance 1 --chart utah.svg"),
        ])

    /// The chart's size: 100 columns by 32 lines of text, 800 × 512 pixels.
    static let chartSize = (width: 100, height: 32)

    /// The preset the app should follow.
    var name: String
    /// The trace's path, `-` for standard input.
    var path: String
    /// How far a length may be off, in points.
    var tolerance: Double
    /// The report's format.
    var format: OutputFormat
    /// Where to draw the chart, if anywhere.
    var chartPath: String?

    public init(_ parsed: ParsedCommand) {
        name = parsed[Self.name]
        path = parsed[Self.trace]
        tolerance = parsed[Self.tolerance]
        format = parsed[Self.format]
        chartPath = parsed[Self.chart]
    }

    /// Prints the samples checked and each kind of deviation's worst sample; exits 0 when the
    /// trace is within the tolerance, 1 when it deviates, 65 when it is malformed and 66 when
    /// the preset or file does not exist.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        guard tolerance >= 0 else {
            throw UsageError("--tolerance must not be negative (got \(NumberText.shortest(tolerance)))")
        }
        let preset = try environment.library().preset(named: name)
        let source = DocumentSource.name(of: path)
        let report = try PresetLibrary.verify(preset, trace: try traceInput(environment), source: source,
                                              tolerance: tolerance, keepingChartPoints: chartPath != nil)
        if format == .json {
            JSONWriter.write(VerifyReportText.json(report, source: source), to: environment.output)
        } else {
            VerifyReportText.writeTable(report, to: environment.output)
        }
        if let chartPath {
            let svg = try TraceChartBuilder.chart(for: report)
                .renderSVG(options: TextRenderOptions(width: Self.chartSize.width, height: Self.chartSize.height))
            try environment.writeOutput(Array(svg.utf8), to: chartPath, announcing: format != .json)
        }
        return report.deviates ? ExitStatus(rawValue: 1) : .success
    }

    /// The trace, read as it streams: the file at `path`, or standard input for `-`.
    private func traceInput(_ environment: CLIEnvironment) throws -> TraceInput {
        guard path == "-" else { return try TraceFileInput(path: path) }
        if let standardInput = environment.input as? FileDescriptorSource {
            return TraceFileInput(descriptor: standardInput.fileDescriptor, name: "standard input")
        }
        do {
            return TraceBytesInput(try environment.input.readAll())
        } catch {
            throw CommandError(.ioError, error.message)
        }
    }
}
