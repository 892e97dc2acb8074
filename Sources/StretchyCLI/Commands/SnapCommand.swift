import HeaderGeometry
import PresetService
import StrictJSON
import ValueText

/// `stretchy snap NAME --offset Y [--velocity V] [--explain]`: where the scroll comes to rest
/// (docs/concepts.md#snapping).
public struct SnapCommand: StretchyCommand {
    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset to use.")
    static let offset = CommandOption.number("offset", value: "y", help: "The offset where the finger lifts.")
    static let pageSwitch = CommandOption.numbers(
        "page-switch", value: "ya,yb",
        help: "Switch pages instead: from a page at offset ya to one whose saved offset is yb; prints the new page's offset.")
    static let velocity = CommandOption.number(
        "velocity", value: "v", default: 0, help: "The scroll velocity as the finger lifts.")
    static let explain = CommandOption.flag("explain", help: "Say in words which rule decided where the scroll rests.")
    static let format = GlobalOptions.format([.table, .json])

    public static let spec = CommandSpec(
        name: "snap",
        abstract: "Compute where the scroll rests after the finger lifts.",
        discussion: """
            Velocity is in points per second, positive moving into the content; the release \
            decelerates at the preset's motion.decelerationRate (UIKit's normal 0.998 per \
            millisecond unless it sets another), or as Android's spline fling with \
            motion.fling android.

            Snap mode immediately ignores the velocity: the scroll settles at the snap position \
            nearest the offset where the finger lifts, however fast it moves. \
            afterFinishAccelerating does the same below 200 points per second, and above it \
            settles where the fling would have ended. With snap.policy direction the release's \
            direction picks instead: the next snap position into the content when moving into \
            it, the one back toward the top when moving back.

            --format json adds projected (where the fling alone would stop, before snapping and \
            before the clamp at 0) and snappedTo (the snap offset chosen, or null). --explain \
            says in words which rule decided.

            --page-switch YA,YB asks where a page shows when the user switches to it (a tab of \
            the preset's accessory): from a page at offset YA to one whose saved offset is YB, \
            the new page shows at YA while the header is not yet pinned (YA below the pin \
            offset P = E + accessory.offset), else at the larger of YB and P; --format json \
            gives {"from": YA, "saved": YB, "offset": R}. --device, --safe-area-top and \
            --viewport-height set the screen ('stretchy devices'). --text-size snaps at a \
            Dynamic Type size: a preset with dynamicType grows, and so does its collapse range. \
            --reduce-motion snaps the preset as it is with Reduce Motion on (merged with its \
            reducedMotion), whose snapping may be off.
            """,
        usage: "snap <name> (--offset <y> | --page-switch <ya,yb>) [--velocity <v>] [--explain] "
            + ScreenContextOptions.usage + " " + TextSizeOption.usage + " " + ReduceMotionOption.usage + " [--format <format>]",
        arguments: [name.spec],
        options: [offset.spec, velocity.spec, explain.spec, pageSwitch.spec] + ScreenContextOptions.specs + [
            TextSizeOption.textSize.spec, ReduceMotionOption.reduceMotion.spec, format.spec,
        ],
        rules: [
            .oneOf([offset.name, pageSwitch.name]),
            .conflicts(pageSwitch.name, with: [offset.name, velocity.name, explain.name]),
        ],
        examples: [
            CommandExample(
                "A fling back up from nearly collapsed comes to rest expanded.",
                "stretchy snap ios-large-title-navigation-bar --offset 40 --velocity -900"),
            CommandExample(
                "Why a gentle fling part way up comes to rest collapsed.",
                "stretchy snap material3-large-top-app-bar --offset 40 --velocity 300 --explain"),
        ])

    /// The preset to use.
    var name: String
    /// Where the finger lifts.
    var offset: Double
    /// How fast it moves as it lifts, points per second.
    var velocity: Double
    /// Whether to say in words which rule decided.
    var explains: Bool
    /// The output format.
    var format: OutputFormat
    /// `--page-switch YA,YB`, or `nil`.
    var pageSwitch: (from: Double, saved: Double)?
    /// The user's text size (docs/accessibility.md#dynamic-type).
    var textSize: TextSize = .default
    /// Whether to evaluate the preset with Reduce Motion on (docs/accessibility.md#reduce-motion).
    var reducesMotion = false

    public init(_ parsed: ParsedCommand) throws {
        name = parsed[Self.name]
        _ = try ScreenContextOptions.context(parsed)
        textSize = TextSizeOption.textSize(parsed)
        reducesMotion = ReduceMotionOption.isOn(parsed)
        let switchOffsets = parsed[Self.pageSwitch]
        if !switchOffsets.isEmpty {
            guard switchOffsets.count == 2 else {
                throw UsageError(
                    "--page-switch takes two offsets, YA,YB, not \(switchOffsets.count)",
                    hint: "for example --page-switch 400,60")
            }
            pageSwitch = (switchOffsets[0], switchOffsets[1])
        }
        offset = parsed[Self.offset] ?? 0
        velocity = parsed[Self.velocity]
        explains = parsed[Self.explain]
        format = parsed[Self.format]
    }

    /// Writes the release and its rest offset: a one-row table of `offset`, `velocity`, `rest`,
    /// or with `--format json` `{"offset": Y, "velocity": V, "rest": R, "projected": P,
    /// "snappedTo": S}` (`snappedTo` `null` when no snap offset was chosen). `--explain` writes
    /// instead, in words, which rule decided (with JSON, as an `explanation` array of sentences).
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let preset = try ReduceMotionOption.preset(
            environment.library().preset(named: name), reducingMotion: reducesMotion, at: textSize)
        if let pageSwitch {
            let result = preset.switchOffset(from: pageSwitch.from, saved: pageSwitch.saved)
            let values: [JSONValue] = [.number(pageSwitch.from), .number(pageSwitch.saved), .number(result)]
            if format == .json {
                environment.output.write(JSONWriter.compactText(.object(keys: ["from", "saved", "offset"], values: values)) + "\n")
            } else {
                var table = TableWriter(titles: ["from", "saved", "offset"])
                table.append(values.map(\.humanText))
                table.write(to: environment.output)
            }
            return .success
        }
        let decision = preset.restDecision(after: offset, velocity: velocity)
        let explanation = explains ? RestExplanation.lines(for: preset, decision) : nil
        if format == .json {
            var keys = ["offset", "velocity", "rest", "projected", "snappedTo"]
            var values: [JSONValue] = [
                .number(offset), .number(velocity), .number(decision.rest),
                .number(decision.projected), decision.snappedTo.map { .number($0) } ?? .null,
            ]
            if let explanation {
                keys.append("explanation")
                values.append(.array(explanation.map { .string($0) }))
            }
            environment.output.write(JSONWriter.compactText(.object(keys: keys, values: values)) + "\n")
        } else if let explanation {
            environment.output.write(ProseLines.text(explanation, width: ListCommand.lineWidth(environment)))
        } else {
            var table = TableWriter(titles: ["offset", "velocity", "rest"])
            table.append([JSONValue.number(offset), .number(velocity), .number(decision.rest)].map(\.humanText))
            table.write(to: environment.output)
        }
        return .success
    }
}
