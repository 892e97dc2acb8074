import HeaderGeometry
import PresetService
import TextChart
import ValueText

/// What `stretchy chart` was asked to draw, checked: the presets, series, offsets, size and look.
///
/// Built from the command line and the environment before the database is opened, so a usage
/// error never touches it.
struct ChartRequest: Equatable {
    /// Where the chart goes and in which form.
    enum Format: String, Equatable {
        /// Braille or ASCII text.
        case text
        /// A standalone SVG document.
        case svg
    }

    /// The size used when none is given and standard output is not a terminal (or for SVG).
    static let fallbackSize = ChartOutputOptions.fallbackSize
    /// The largest offset `--from`/`--to` accept, far past any header (heights are at most 10000).
    static let maximumOffset = 1_000_000.0
    /// The smallest offset range drawn: a hundredth of a point.
    static let minimumSpan = 0.01
    /// The most curves one panel can tell apart (each needs its own colour, pattern and glyph).
    static let maximumCurvesPerPanel = 6

    /// The preset names, in order, each once.
    var names: [String]
    /// The series to draw, in order, each once.
    var series: [ChartSeriesKind]
    /// The tracks to draw (`--series title.scale`), in order, each once.
    var tracks: [TrackSeries]
    /// The first offset, or `nil` for the presets' default.
    var from: Double?
    /// The last offset, or `nil` for the presets' default.
    var to: Double?
    /// The whole chart's size in columns and lines.
    var size: TerminalSize
    /// Whether `--width` or `--height` was given (for the too-small hint).
    var sizeGiven: Bool
    /// Braille or ASCII.
    var style: ChartStyle
    /// Text or SVG.
    var format: Format
    /// Whether the text gets ANSI colour codes.
    var color: Bool
    /// The file to write, or `nil` for standard output.
    var outputPath: String?
    /// Size, style, colour and destination, as `simulate` reads them too.
    var output: ChartOutputOptions
    /// The screen the frames are evaluated on (docs/screen.md#the-context).
    var context: ScreenContext = .none

    /// Checks the command line against the environment; throws a usage error (exit 64) for
    /// anything wrong.
    init(_ command: ChartCommand, environment: CLIEnvironment) throws(UsageError) {
        names = []
        for name in command.names where !names.contains(name) { names.append(name) }

        series = []
        tracks = []
        for value in command.series {
            if let kind = ChartSeriesKind(rawValue: value) {
                if !series.contains(kind) { series.append(kind) }
                continue
            }
            switch TrackSeries.parse(value) {
            case .success(let track):
                if !tracks.contains(track) { tracks.append(track) }
            case .failure(let problem):
                throw UsageError("--series \(problem.message)", hint: problem.hint)
            }
        }
        if series.isEmpty && tracks.isEmpty { series = HeaderChartBuilder.defaultSeries }

        context = command.context
        from = command.from
        to = command.to
        for (long, value) in [("from", from), ("to", to)] {
            if let value, abs(value) > Self.maximumOffset {
                throw UsageError(
                    "--\(long) \(NumberText.shortest(value)) is out of range; offsets run from "
                        + "-\(NumberText.shortest(Self.maximumOffset)) to \(NumberText.shortest(Self.maximumOffset))")
            }
        }
        if let from, let to {
            let (f, t) = (NumberText.shortest(from), NumberText.shortest(to))
            if from > to {
                throw UsageError("--from \(f) is greater than --to \(t)", hint: "did you mean --from \(t) --to \(f)?")
            }
            guard to - from >= Self.minimumSpan else {
                throw UsageError(
                    from == to
                        ? "--from and --to are both \(f); the chart needs a range of offsets"
                        : "--from \(f) and --to \(t) are too close; the chart needs at least "
                            + "\(NumberText.shortest(Self.minimumSpan)) pt between them")
            }
        }

        let output = try ChartOutputOptions(command.output, environment: environment, formats: ChartCommand.formats)
        self.output = output
        outputPath = output.outputPath
        format = output.format == "svg" ? .svg : .text
        style = output.style
        size = output.size
        sizeGiven = output.sizeGiven
        color = output.color

        try checkCurveCount()
    }

    /// Refuses more curves in one panel than the chart can draw each in its own look.
    private func checkCurveCount() throws(UsageError) {
        let lengths = series.filter { [.height, .visible, .translation, .gap].contains($0) }.count
        let perPanel = names.count * max(lengths, 1)
        guard perPanel > Self.maximumCurvesPerPanel else { return }
        let limit = Self.maximumCurvesPerPanel
        guard lengths > 1 else {
            throw UsageError(
                "too many presets: \(names.count) given, and a chart tells at most \(limit) curves apart",
                hint: "draw at most \(limit) at a time")
        }
        throw UsageError(
            "too many curves: \(names.count) presets × \(lengths) length series make \(perPanel) "
                + "in one panel, and a chart tells at most \(limit) apart",
            hint: "draw fewer presets or series at a time")
    }
}
