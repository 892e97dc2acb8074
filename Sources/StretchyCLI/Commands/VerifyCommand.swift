import HeaderGeometry
import PresetService
import StrictJSON
import TextChart
import ValueText

/// `stretchy verify NAME TRACE|- [--tolerance PT] [--format table|json] [--all] [--chart FILE.svg]`: a
/// trace recorded in an app checked against a preset (docs/traces.md).
public struct VerifyCommand: StretchyCommand {
    static let name = CommandArgument.required(
        "name", kind: .presetName, help: "The preset the app should follow (with --against, the new trace).")
    static let trace = CommandArgument.optional("trace", kind: .path, help: "The trace file, or '-' for standard input.")
    static let against = CommandOption.text(
        "against", value: "old", kind: .path,
        help: "Compare the trace given alone with this older recording of the same header, by offset, with no preset.")
    static let tolerance = CommandOption.number(
        "tolerance", value: "pt", default: HeaderTraceCheck.defaultTolerance, help: "How far a length may be off, in points.")
    static let format = GlobalOptions.format([.table, .json])
    static let all = CommandOption.flag(
        "all", help: "List every deviating sample, not only the worst of each kind (the first \(TraceReport.listLimit)).")
    static let chart = CommandOption.text(
        "chart", value: "file", kind: .path, help: "Also draw the recorded samples over the preset's curve into this SVG file.")

    public static let spec = CommandSpec(
        name: "verify",
        abstract: "Check a trace recorded in an app against a preset.",
        discussion: """
            A trace is JSON Lines: a header {"format": "stretchy-trace", "version": 1, \
            "preset": NAME}, then one sample per line, {"t": SECONDS, "offset": Y, \
            "height": H, "top": T} with optional "layers", "phase" and, on a release, \
            "velocity" and "accessoryTop" (docs/traces.md). Each sample's height and top (and \
            accessoryTop, for a preset with an accessory) are compared with the preset's frame \
            at its offset, on the screen --device, --safe-area-top and --viewport-height give \
            and at the Dynamic Type size --text-size gives (with Reduce Motion on, the preset merged \
            with its reducedMotion, for --reduce-motion), each layer value with the preset's tracks (0.01 for \
            opacity and scale, the tolerance otherwise), and each release followed by a rest \
            sample with where the preset says it comes to rest. The trace is read as it \
            streams: a million samples take about a second and no more memory than ten.

            Prints how many samples were checked, which layers were compared with the preset's \
            tracks and which could not be (tracked but never recorded; recorded with no track, \
            with the closest tracked name), and, for each kind of deviation, how many samples \
            deviated and the worst one with its line, time and offset; --all lists every \
            deviating sample. An unknown key in the trace is an error, with the closest known \
            one. Exits 0 when \
            everything is within the tolerance and 1 when the app deviates (like cmp); a \
            malformed trace exits 65 naming the line, a preset or file that does not exist 66.

            With --against OLD, the one trace given (NEW) is compared with the recording OLD \
            instead of a preset: the same header recorded on two systems. Each new sample is \
            matched with the old recording at its offset (interpolated between the old samples \
            on either side), each rest with the old rest after a release at the same offset \
            and velocity; the report and exit statuses are the same, and --chart draws both \
            recordings. New samples outside the old recording's offsets are counted, not \
            compared.
            """,
        usage: "verify (<name> <trace> | --against <old> <new>) [<options>]",
        arguments: [name.spec, trace.spec],
        options: [against.spec, tolerance.spec] + ScreenContextOptions.specs + [
            TextSizeOption.textSize.spec, ReduceMotionOption.reduceMotion.spec, format.spec, all.spec, chart.spec,
        ],
        examples: [
            CommandExample("Check a trace saved by an app.", "stretchy verify sticky-utah utah-trace.jsonl"),
            CommandExample(
                "Every deviating sample, and a chart of the recorded samples over the preset's curve.",
                "stretchy verify sticky-utah utah-trace.jsonl --all --chart utah.svg"),
        ])

    /// The chart's size: 100 columns by 32 lines of text, 800 × 512 pixels.
    static let chartSize = (width: 100, height: 32)

    /// The preset the app should follow.
    var name: String
    /// The trace's path, `-` for standard input (with `--against`, the new recording).
    var path: String
    /// The old recording the trace is compared with, instead of a preset.
    var againstPath: String?
    /// How far a length may be off, in points.
    var tolerance: Double
    /// The report's format.
    var format: OutputFormat
    /// Whether to list every deviating sample.
    var listsAll: Bool
    /// Where to draw the chart, if anywhere.
    var chartPath: String?
    /// The screen the trace was recorded on.
    var context: ScreenContext
    /// The text size the trace was recorded at (docs/accessibility.md#dynamic-type).
    var textSize: TextSize = .default
    /// Whether to evaluate the preset with Reduce Motion on (docs/accessibility.md#reduce-motion).
    var reducesMotion = false

    public init(_ parsed: ParsedCommand) throws {
        context = try ScreenContextOptions.context(parsed)
        textSize = TextSizeOption.textSize(parsed)
        reducesMotion = ReduceMotionOption.isOn(parsed)
        againstPath = parsed[Self.against]
        if againstPath != nil {
            if let extra = parsed[Self.trace] {
                throw UsageError(
                    "--against compares two recordings: give the new one alone (got \(MessageText.quoted(extra)) too)",
                    hint: "stretchy verify --against OLD NEW")
            }
            name = ""
            path = parsed[Self.name]
        } else {
            guard let trace = parsed[Self.trace] else { throw UsageError("missing expected argument '<trace>'") }
            name = parsed[Self.name]
            path = trace
        }
        tolerance = parsed[Self.tolerance]
        format = parsed[Self.format]
        listsAll = parsed[Self.all]
        chartPath = parsed[Self.chart]
    }

    /// Prints the samples checked, the layers checked and not, and each kind of deviation's worst
    /// sample (every deviating one with `--all`); exits 0 when the
    /// trace is within the tolerance, 1 when it deviates, 65 when it is malformed and 66 when
    /// the preset or file does not exist.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        guard tolerance >= 0 else {
            throw UsageError("--tolerance must not be negative (got \(NumberText.shortest(tolerance)))")
        }
        if let againstPath { return try compare(with: againstPath, environment) }
        let preset = try ReduceMotionOption.preset(
            environment.library().preset(named: name), reducingMotion: reducesMotion, at: textSize)
        let source = DocumentSource.name(of: path)
        let report = try PresetLibrary.verify(
            preset, trace: try traceInput(environment), source: source,
            tolerance: tolerance, keepingChartPoints: chartPath != nil,
            listing: listsAll, context: context)
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
        return report.deviates ? .differs : .success
    }

    /// `--against OLD NEW`: the new recording compared with the old one, by offset.
    private func compare(with oldPath: String, _ environment: CLIEnvironment) throws -> ExitStatus {
        guard oldPath != "-" || path != "-" else {
            throw UsageError("only one of the two recordings can be read from standard input")
        }
        let oldSource = DocumentSource.name(of: oldPath), newSource = DocumentSource.name(of: path)
        let old = try TraceSource(path: oldPath, environment: environment)
        let new = try TraceSource(path: path, environment: environment)
        let report = try PresetLibrary.compare(
            old: try old.open(), oldSource: oldSource, new: try new.open(), newSource: newSource,
            tolerance: tolerance, keepingChartPoints: chartPath != nil, listing: listsAll)
        if format == .json {
            JSONWriter.write(VerifyReportText.json(report), to: environment.output)
        } else {
            VerifyReportText.writeTable(report, to: environment.output)
        }
        if let chartPath {
            let svg = try TraceChartBuilder.chart(for: report)
                .renderSVG(options: TextRenderOptions(width: Self.chartSize.width, height: Self.chartSize.height))
            try environment.writeOutput(Array(svg.utf8), to: chartPath, announcing: format != .json)
        }
        return report.deviates ? .differs : .success
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
