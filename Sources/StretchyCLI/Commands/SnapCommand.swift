import PresetService

/// `stretchy snap NAME --offset Y [--velocity V]`: where the scroll comes to rest
/// (docs/concepts.md#snapping).
public struct SnapCommand: StretchyCommand {
    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset to use.")
    static let offset = CommandOption.requiredNumber("offset", value: "y", help: "The offset where the finger lifts.")
    static let velocity = CommandOption.number(
        "velocity", value: "v", default: 0, help: "The scroll velocity as the finger lifts.")
    static let format = GlobalOptions.format([.table, .json])

    public static let spec = CommandSpec(
        name: "snap",
        abstract: "Compute where the scroll rests after the finger lifts.",
        discussion: """
            Velocity is in points per second, positive moving into the content; the release \
            decelerates at the preset's motion.decelerationRate (UIKit's normal 0.998 per \
            millisecond unless it sets another).

            Snap mode immediately ignores the velocity: the scroll settles at the snap position \
            nearest the offset where the finger lifts, however fast it moves. \
            afterFinishAccelerating does the same below 200 points per second, and above it \
            settles where the fling would have ended.
            """,
        arguments: [name.spec],
        options: [offset.spec, velocity.spec, format.spec],
        examples: [
            CommandExample("Lift the finger a little past the middle.",
                           "stretchy snap scaling-header-snap --offset 120"),
            CommandExample("A fling back up from nearly collapsed comes to rest expanded.",
                           "stretchy snap ios-large-title-navigation-bar --offset 40 --velocity -900"),
        ])

    /// The preset to use.
    var name: String
    /// Where the finger lifts.
    var offset: Double
    /// How fast it moves as it lifts, points per second.
    var velocity: Double
    /// The output format.
    var format: OutputFormat

    public init(_ parsed: ParsedCommand) {
        name = parsed[Self.name]
        offset = parsed[Self.offset]
        velocity = parsed[Self.velocity]
        format = parsed[Self.format]
    }

    /// Writes the release and its rest offset: a one-row table of `offset`, `velocity`, `rest`,
    /// or with `--format json` exactly `{"offset": Y, "velocity": V, "rest": R}`.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let rest = try environment.library().rest(of: name, after: offset, velocity: velocity)
        let values: [JSONValue] = [.number(offset), .number(velocity), .number(rest)]
        if format == .json {
            let object = JSONValue.object(keys: ["offset", "velocity", "rest"], values: values)
            environment.output.write(JSONWriter.compactText(object) + "\n")
        } else {
            var table = TableWriter(titles: ["offset", "velocity", "rest"])
            table.append(values.map(\.humanText))
            table.write(to: environment.output)
        }
        return .success
    }
}
