import HeaderGeometry
import PresetService

/// `stretchy eval NAME (--at Y,Y,... | --from Y --to Y [--step S])`: a preset's frames
/// (docs/concepts.md#the-frame-in-one-table).
public struct EvalCommand: StretchyCommand {
    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset to evaluate.")
    static let at = CommandOption.numbers("at", value: "y,...", help: "The offsets, separated by commas; repeat the option to add more.")
    static let from = CommandOption.number("from", value: "y", help: "The first offset of a range.")
    static let to = CommandOption.number("to", value: "y", help: "The last offset of a range.")
    static let step = CommandOption.number("step", value: "s", default: 10, help: "The distance between offsets of a range.")
    static let columns = CommandOption.choices(
        "columns", value: "column", allowed: FrameRecords.frameColumns + ["triggered", "accessoryTop", "pinned", ValueCheck.trackPlaceholder],
        default: [],
        help: "The columns after offset, in order (default: all); repeat the option or separate with commas.")
    static let format = GlobalOptions.format([.table, .json, .csv])

    public static let spec = CommandSpec(
        name: "eval",
        abstract: "Compute a preset's header frames at scroll offsets.",
        discussion: """
            An offset is 0 at rest, positive scrolled into the content and negative pulled \
            down past the top. Each row gives the header's height, translation, collapse \
            progress, shadow radius, visible height, the content's top (contentTop) and \
            the gap under the header; then triggered, for a preset with a pullTrigger, \
            accessoryTop and pinned, for a preset with an accessory, and a column per content \
            track (title.scale, ...). --columns keeps offset and the \
            columns named (in JSON, the tracks named go into layers).

            A table wider than the terminal is folded to fit it, never cut: the columns that \
            do not fit follow in another table under the first, a blank line apart, each \
            starting with offset again.

            --device evaluates on one of the phones 'stretchy devices' lists, its safe-area \
            top and viewport height; --safe-area-top and --viewport-height give or override \
            them. A preset whose safeArea is added grows by the safe-area top. --text-size \
            evaluates at a Dynamic Type size: a preset with dynamicType grows with its text \
            (maxHeight becomes H + scaledHeight * (size / size at large - 1)). --reduce-motion \
            evaluates the preset as it is with Reduce Motion on: merged with its reducedMotion.
            """,
        usage: "eval <name> (--at <y,...> | --from <y> --to <y> [--step <s>]) [--columns <column>] "
            + ScreenContextOptions.usage + " " + TextSizeOption.usage + " " + ReduceMotionOption.usage + " [--format <format>]",
        arguments: [name.spec],
        options: [at.spec, from.spec, to.spec, step.spec, columns.spec] + ScreenContextOptions.specs + [
            TextSizeOption.textSize.spec, ReduceMotionOption.reduceMotion.spec, format.spec,
        ],
        rules: [
            .oneOf([at.name, from.name]),
            .conflicts(at.name, with: [from.name, to.name, step.name]),
            .requires(from.name, to.name),
            .requires(to.name, from.name),
        ],
        examples: [
            CommandExample("Frames pulled down, at rest and scrolled.", "stretchy eval sticky-utah --at -120,0,40"),
            CommandExample(
                "Every 25 points as CSV: the height, the progress and one track.",
                "stretchy eval material3-large-top-app-bar --from 0 --to 100 --step 25 --columns height,progress,title.opacity --format csv"),
        ])

    /// The offsets to evaluate: a list, or a range.
    enum Offsets {
        /// `--at`, in order.
        case list([Double])
        /// `--from`, `--to`, `--step`.
        case range(OffsetRange)
    }

    /// The preset to evaluate.
    var name: String
    /// Where to evaluate it.
    var offsets: Offsets
    /// The columns asked for after `offset`; empty for all.
    var columns: [String]
    /// The output format.
    var format: OutputFormat
    /// The screen to evaluate on.
    var context: ScreenContext
    /// The user's text size (docs/accessibility.md#dynamic-type).
    var textSize: TextSize = .default
    /// Whether to evaluate the preset with Reduce Motion on (docs/accessibility.md#reduce-motion).
    var reducesMotion = false

    /// Reads the command line; a range that is empty or too long is a usage error, before the
    /// database is opened.
    public init(_ parsed: ParsedCommand) throws {
        name = parsed[Self.name]
        format = parsed[Self.format]
        columns = parsed[Self.columns]
        context = try ScreenContextOptions.context(parsed)
        textSize = TextSizeOption.textSize(parsed)
        reducesMotion = ReduceMotionOption.isOn(parsed)
        // The spec's rules leave two shapes: --at alone, or --from with --to.
        if let from = parsed[Self.from], let to = parsed[Self.to] {
            offsets = .range(try OffsetRange(from: from, to: to, step: parsed[Self.step]))
        } else {
            offsets = .list(parsed[Self.at])
        }
    }

    /// Writes one row per offset: `offset`, `height`, `translation`, `progress`, `shadowRadius`,
    /// `visible`, `contentTop`, `gap` (or the `--columns` asked for), as a table folded to the
    /// terminal's width, CSV or a JSON array of objects.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let preset = try ReduceMotionOption.preset(
            environment.library().preset(named: name), reducingMotion: reducesMotion, at: textSize)
        let records = try FrameRecords(preset: preset, format: format, columns: columns, context: context)
        let width = ListCommand.lineWidth(environment)
        switch offsets {
        case .list(let offsets): records.write(offsets, to: environment.output, lineWidth: width)
        case .range(let range): records.write(range, to: environment.output, lineWidth: width)
        }
        return .success
    }
}
