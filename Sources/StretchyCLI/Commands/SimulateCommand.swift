import HeaderGeometry
import PresetService
import StrictJSON
import TextChart
import ValueText

/// `stretchy simulate NAME [--offset Y] [--velocity V] [--drag D]`: a gesture frame by frame, as
/// a chart of offset and height against time or as the frames (`--format table|json|csv`).
/// `--trace Y,Y,...` follows a list of offsets instead (quick-return headers). The chart is
/// sized, drawn and written as `stretchy chart`'s is (``ChartOutputOptions``).
public struct SimulateCommand: StretchyCommand {
    /// The frame fields, in column order: the time, then `eval`'s columns (docs/tracks.md#on-the-command-line),
    /// then the background's parallax offset.
    public static let columns = ["time"] + FrameRecords.frameColumns + ["parallaxOffset"]
    /// A trace step's fields, in column order: the step, then as ``columns``.
    public static let traceColumns = ["step"] + FrameRecords.frameColumns + ["parallaxOffset"]
    /// The formats `--format` takes; the first is the default.
    static let formats = ["text", "svg", "table", "json", "csv"]

    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset to simulate.")
    static let offset = CommandOption.number(
        "offset", value: "y", default: 0, help: "The offset where the finger touches down.")
    static let velocity = CommandOption.number(
        "velocity", value: "v", default: 0, help: "The scroll velocity as the finger lifts, in points per second.")
    static let drag = CommandOption.number(
        "drag", value: "d", default: 0, help: "How far the finger drags before it lifts, in points.")
    static let trace = CommandOption.numbers(
        "trace", value: "y,...", help: "Follow these offsets in order instead of simulating a release.")
    static let quickReturn = CommandOption.flag(
        "quick-return", help: "Treat the header as quick-return whatever its motion.quickReturn says.")
    static let format = CommandOption.choice(
        "format", value: "format", allowed: formats, shownDefault: formats[0],
        help: "The output format.")
    static let output = CommandOption.text(
        "output", short: "o", value: "file", kind: .path,
        help: "Write to this file instead of standard output (its extension implies the format).")

    public static let spec = CommandSpec(
        name: "simulate",
        abstract: "Simulate a gesture frame by frame: drag, fling, snap.",
        discussion: """
            The finger starts at --offset, drags --drag points (positive into the content, \
            negative pulling down; rubber-banded past the top) and lifts moving at --velocity \
            points per second. The scroll then decelerates, bounces back from a pull or springs \
            to a snap offset, using the preset's motion keys (motion.decelerationRate, \
            motion.spring.response, ...), until it rests where 'stretchy snap' says. The chart \
            shows the offset in one panel and the height and visible height in another, against \
            time, each series in its own look; it is sized as 'stretchy chart' sizes (the \
            terminal's width and height less a line; piped, COLUMNS wide; else 80 by 24). table, json and csv give \
            every frame: its time, eval's columns (visible, contentTop, gap and a column per track \
            included) and the background's parallaxOffset, a table wider than the terminal \
            folded as eval folds it; --output writes any of them to a file (a .svg, .txt, .csv or .json name \
            implies the format). --trace \
            instead follows a list of offsets, one step each, as a quick-return header \
            (motion.quickReturn, or --quick-return) sees the scroll's history. A preset with an \
            accessory adds accessoryTop and pinned to every frame; --device, --safe-area-top and \
            --viewport-height set the screen ('stretchy devices'); --text-size, a Dynamic Type \
            size a preset with dynamicType grows with; --reduce-motion, the preset as it is with \
            Reduce Motion on (merged with its reducedMotion).
            """,
        usage: "simulate <name> [--offset <y>] [--velocity <v>] [--drag <d>] [--trace <y,...>] [--quick-return] "
            + ScreenContextOptions.usage + " " + TextSizeOption.usage + " " + ReduceMotionOption.usage
            + " [--width <columns>] [--height <lines>] [--ascii] [--format <format>] [--output <file>]",
        arguments: [name.spec],
        options: [
            offset.spec, velocity.spec, drag.spec, trace.spec, quickReturn.spec,
        ] + ScreenContextOptions.specs + [
            TextSizeOption.textSize.spec, ReduceMotionOption.reduceMotion.spec, ChartOutputArguments.width.spec,
            ChartOutputArguments.height.spec, ChartOutputArguments.ascii.spec, format.spec, output.spec,
        ],
        rules: [
            .conflicts(trace.name, with: [offset.name, velocity.name, drag.name])
        ],
        examples: [
            CommandExample(
                "Release a third of the way up with a flick.",
                "stretchy simulate scaling-header-snap --offset 70 --velocity 300"),
            CommandExample(
                "A quick-return header over a scroll trace, as CSV.",
                "stretchy simulate sticky-utah --quick-return --trace 300,260,400 --format csv"),
        ],
        usesColor: true)

    /// The preset to simulate.
    var name: String
    /// Where the finger touches down.
    var offset: Double
    /// How fast it moves as it lifts, points per second.
    var velocity: Double
    /// How far it drags before it lifts.
    var drag: Double
    /// The offsets to follow instead of a release, when `--trace` is given.
    var trace: [Double]?
    /// Whether to treat the header as quick-return.
    var quickReturn: Bool
    /// Size, look and destination, as given.
    var output: ChartOutputArguments
    /// The screen to simulate on.
    var context: ScreenContext
    /// The user's text size (docs/accessibility.md#dynamic-type).
    var textSize: TextSize = .default
    /// Whether to evaluate the preset with Reduce Motion on (docs/accessibility.md#reduce-motion).
    var reducesMotion = false

    public init(_ parsed: ParsedCommand) throws {
        context = try ScreenContextOptions.context(parsed)
        textSize = TextSizeOption.textSize(parsed)
        reducesMotion = ReduceMotionOption.isOn(parsed)
        name = parsed[Self.name]
        offset = parsed[Self.offset]
        velocity = parsed[Self.velocity]
        drag = parsed[Self.drag]
        trace = parsed.isGiven(Self.trace) ? parsed[Self.trace] : nil
        quickReturn = parsed[Self.quickReturn]
        output = ChartOutputArguments(parsed, output: Self.output, format: Self.format)
    }

    /// Simulates and writes the chart or the frames, to standard output or `--output`.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        // Checked before the database is opened: a usage error never touches it.
        let output = try ChartOutputOptions(self.output, environment: environment, formats: Self.formats)
        let library = try environment.library()
        let preset = try ReduceMotionOption.preset(library.preset(named: name), reducingMotion: reducesMotion, at: textSize)
        // The rows for --format table|json|csv, and the chart for text and svg: one or the other.
        let rows: Rows
        let chart: Chart
        // A preset with a pull trigger (docs/format.md#pull-trigger), and only such a preset,
        // has a `triggered` column, and the table says when the pull first reaches it.
        let trigger = preset.pullTrigger != nil
        // Likewise a preset with an accessory (docs/screen.md#the-accessory): accessoryTop and pinned.
        let extra = (trigger ? ["triggered"] : []) + (preset.accessory != nil ? ["accessoryTop", "pinned"] : [])
        var note: String?
        if let trace {
            let trace = PresetLibrary.trace(of: preset, along: trace, quickReturn: quickReturn, context: context)
            rows = Rows(
                columns: Self.traceColumns + extra,
                values: trace.map { [.integer($0.step)] + Self.values($0.frame, parallax: $0.parallaxOffset, trigger: trigger) },
                layers: trace.map { preset.layers(in: $0.frame) })
            chart = MotionChartBuilder.chart(for: preset, trace: trace)
            if let pull = preset.pullTrigger {
                note = Self.triggerNote(pull, at: trace.first { $0.frame.triggered }.map { "step \($0.step)" })
            }
        } else {
            let frames = PresetLibrary.simulation(
                of: preset, from: offset, drag: drag, velocity: velocity, quickReturn: quickReturn, context: context)
            rows = Rows(
                columns: Self.columns + extra,
                values: frames.map { [.number($0.time)] + Self.values($0.frame, parallax: $0.parallaxOffset, trigger: trigger) },
                layers: frames.map { preset.layers(in: $0.frame) })
            chart = MotionChartBuilder.chart(for: preset, frames: frames)
            if let pull = preset.pullTrigger {
                note = Self.triggerNote(pull, at: PresetLibrary.firstTriggerTime(in: frames).map { "\(NumberText.human($0)) s" })
            }
        }
        if let records = OutputFormat(rawValue: output.format) {
            // The note is for people: under a table, never in CSV or JSON (whose `triggered`
            // column says the same).
            let tableNote = records == .table ? note : nil
            guard let path = output.outputPath else {
                Self.write(rows, as: records, to: environment.output, lineWidth: ListCommand.lineWidth(environment))
                if let tableNote { environment.output.write(ProseLines.text([tableNote], width: ListCommand.lineWidth(environment))) }
                return .success
            }
            let memory = MemoryOutput()
            let buffer = OutputBuffer(sink: memory)
            Self.write(rows, as: records, to: buffer)
            if let tableNote { buffer.write(tableNote + "\n") }
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
    /// A table wider than `lineWidth` (the terminal's) is folded into blocks that fit, each
    /// starting with the time (``TableWriter/write(to:foldingTo:repeating:)``); a file gets it whole.
    private static func write(_ rows: Rows, as format: OutputFormat, to output: OutputBuffer, lineWidth: Int? = nil) {
        let hasTracks = rows.layers.first.map { !$0.isEmpty } ?? false
        let trackColumns = !hasTracks ? [] : format == .json ? ["layers"] : rows.layers[0].values.map(\.name)
        var writer = RecordWriter(format: format, columns: rows.columns + trackColumns, output: output)
        for (row, layers) in zip(rows.values, rows.layers) {
            writer.append(hasTracks ? row + trackValues(layers, json: format == .json) : row)
        }
        writer.finish(foldingTo: lineWidth)
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

    /// `offset` to `parallaxOffset` of a frame, `triggered` when the preset has a pull trigger, and
    /// `accessoryTop` and `pinned` when it has an accessory.
    private static func values(_ frame: HeaderFrame, parallax: Double, trigger: Bool) -> [JSONValue] {
        [
            .number(frame.offset), .number(frame.height), .number(frame.translation), .number(frame.progress),
            .number(frame.shadowRadius), .number(frame.visibleHeight), .number(frame.contentTop), .number(frame.gap),
            .number(parallax),
        ] + (trigger ? [.bool(frame.triggered)] : [])
            + (frame.accessoryTop.map { [.number($0), .bool(frame.pinned)] } ?? [])
    }

    /// The line saying when the pull first reaches the trigger (`at`, a time or a step), or that it
    /// never does.
    static func triggerNote(_ pullTrigger: Double, at moment: String?) -> String {
        let trigger = "pullTrigger \(NumberText.human(pullTrigger))"
        guard let moment else { return "\(trigger): the pull never reaches it" }
        return "\(trigger): the pull first reaches it at \(moment)"
    }
}
