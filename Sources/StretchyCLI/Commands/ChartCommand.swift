import HeaderGeometry
import PresetService
import TextChart

/// `stretchy chart NAME [NAME ...]`: the presets' curves against the scroll offset, as Braille or
/// ASCII text, or as a standalone SVG.
public struct ChartCommand: StretchyCommand {
    /// The formats `--format` takes; the first is the default.
    static let formats = ["text", "svg"]

    static let names = CommandArgument.repeating(
        "name", kind: .presetName, help: "The presets to draw, one curve each.")
    static let series = CommandOption.choices(
        "series", value: "series",
        allowed: ["height", "visible", "translation", "gap", "progress", "shadow", "accessoryTop", ValueCheck.trackPlaceholder],
        default: ["visible"], help: "What to draw; repeat the option or separate with commas.")
    static let from = CommandOption.number(
        "from", value: "y", help: "The first offset (default: half the tallest header pulled down).")
    static let to = CommandOption.number(
        "to", value: "y", help: "The last offset (default: a quarter past the longest collapse).")
    static let format = CommandOption.choice(
        "format", value: "format", allowed: formats, shownDefault: formats[0],
        help: "The output format.")
    static let output = CommandOption.text(
        "output", short: "o", value: "file", kind: .path,
        help: "Write to this file instead of standard output (.svg implies svg, .txt text).")

    public static let spec = CommandSpec(
        name: "chart",
        abstract: "Draw presets' curves against the scroll offset.",
        discussion: """
            Draws with Braille dots, or ASCII with --ascii, at exactly --width columns by \
            --height lines, axes and legend included. The default size is the terminal's width \
            and its height less a line for the prompt; piped, COLUMNS wide when that is set, \
            else 80, by 24; 80 by 24 in a file. The default series is the visible height (height + translation, the \
            header's bottom edge): the height of a shrinking header, and how far a scrolling \
            one has moved up. Lengths share the top panel; progress and shadow radius get \
            panels of their own. Each preset's min, max and shadow threshold are lines at their \
            values; lines on one row share a label, and with several presets each label ends \
            with the key of its preset (the glyph shown in the legend). Under the axis, ^ marks \
            the rest offset 0, each preset's collapse end and its snap offsets. A label that \
            does not fit is named in a note under the chart, never moved. Colour (Okabe-Ito, \
            readable with colour blindness) only on a terminal, and never when NO_COLOR is set.

            A preset's content tracks are series too, named LAYER.PROPERTY (title.scale, \
            title.opacity): each gets a panel of its own, with the property's resting value \
            for a preset that has no such track. accessoryTop draws the strip's top of the \
            presets with an accessory; --device, --safe-area-top and --viewport-height set the \
            screen ('stretchy devices'); --text-size, a Dynamic Type size the presets with \
            dynamicType grow with; --reduce-motion, the presets as they are with Reduce Motion \
            on (merged with their reducedMotion).

            SVG is a standalone document laid out as the text is, 8 by 16 pixels per column \
            and line.
            """,
        arguments: [names.spec],
        options: [
            series.spec, from.spec, to.spec,
        ] + ScreenContextOptions.specs + [
            TextSizeOption.textSize.spec, ReduceMotionOption.reduceMotion.spec, ChartOutputArguments.width.spec, ChartOutputArguments.height.spec,
            ChartOutputArguments.ascii.spec, format.spec, output.spec,
        ],
        examples: [
            CommandExample(
                "Compare how much of two headers shows as the content scrolls.",
                "stretchy chart sticky-utah stretchy-ios18"),
            CommandExample(
                "Height over collapse progress from a 150-point pull, as SVG.",
                "stretchy chart sticky-utah --series height,progress --from -150 -o utah.svg"),
        ],
        usesColor: true)

    /// The presets to draw, as given.
    var names: [String]
    /// The series as given (`height`, `title.scale`, ...); empty for the default.
    var series: [String]
    /// The first offset, when given.
    var from: Double?
    /// The last offset, when given.
    var to: Double?
    /// Size, look and destination, as given.
    var output: ChartOutputArguments
    /// The screen to evaluate on.
    var context: ScreenContext
    /// The user's text size (docs/accessibility.md#dynamic-type).
    var textSize: TextSize = .default
    /// Whether to evaluate the preset with Reduce Motion on (docs/accessibility.md#reduce-motion).
    var reducesMotion = false

    public init(_ parsed: ParsedCommand) throws {
        context = try ScreenContextOptions.context(parsed)
        textSize = TextSizeOption.textSize(parsed)
        reducesMotion = ReduceMotionOption.isOn(parsed)
        names = parsed[Self.names]
        series = parsed[Self.series]
        from = parsed[Self.from]
        to = parsed[Self.to]
        output = ChartOutputArguments(parsed, output: Self.output, format: Self.format)
    }

    /// Draws the named presets' series at the requested size to standard output or `--output`.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let request = try ChartRequest(self, environment: environment)
        let library = try environment.library()
        let presets = try library.orderedPresets(named: request.names).map { preset throws(CommandError) in
            try ReduceMotionOption.preset(preset, reducingMotion: reducesMotion, at: textSize)
        }
        if let problem = TrackSeries.problem(request.tracks, in: presets) {
            throw UsageError(problem.message, hint: problem.hint)
        }
        let text = try Self.render(presets, request)
        try request.output.write(Array(text.utf8), environment)
        return .success
    }

    /// The chart of `presets` as `request` asks: text of exactly its size, or SVG.
    static func render(_ presets: [HeaderPreset], _ request: ChartRequest) throws(UsageError) -> String {
        // Two samples per column: one per Braille dot column, so steps and corners stay sharp.
        let chart = HeaderChartBuilder.chart(
            for: presets, series: request.series, tracks: request.tracks, from: request.from,
            to: request.to, samples: 2 * request.size.columns, context: request.context)
        return try request.output.render(chart)
    }
}
