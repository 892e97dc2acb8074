import HeaderGeometry
import PresetService
import ValueText

/// `stretchy create NAME [--from BASE] [KEY=VALUE ...]`: a new preset.
public struct CreateCommand: StretchyCommand {
    static let name = CommandArgument.required(
        "name", help: "The new preset's name (lowercase letters, digits, '.', '_', '-').")
    static let assignments = CommandArgument.repeating(
        "key=value", kind: .assignment, optional: true, help: "Parameters to set on the new preset.")
    static let base = CommandOption.text("from", value: "base", kind: .presetName, help: "Start from a copy of this preset.")

    public static let spec = CommandSpec(
        name: "create",
        abstract: "Create a preset from the defaults or another preset.",
        discussion: """
            Keys mirror the JSON format, dotted for nested values: maxHeight=320, \
            damping=0.5, shadow.threshold=140, shadow=null, snap.mode=immediately, \
            snap.positions=0,0.5,1, motion.parallax=0.5 (every key, its default and its \
            rule: docs/format.md). \
            Every value is checked before anything is written.

            Tracks animate what is inside the header, keyed to the collapse progress or the \
            pull: tracks.LAYER.PROPERTY=AT:VALUE,... (tracks.title.scale=0:1.5,1:1), \
            tracks.LAYER.PROPERTY.input=progress|pull, \
            tracks.LAYER.PROPERTY.easing=EASING (linear, easeIn, easeOut, easeInOut, step, \
            or x1,y1,x2,y2 as a cubic-bezier); PROPERTY is opacity, scale, translateX, \
            translateY or blur.
            """,
        arguments: [name.spec, assignments.spec],
        options: [base.spec],
        examples: [
            CommandExample(
                "A header that shrinks from 320 to 100 points.",
                "stretchy create tall-header maxHeight=320 minHeight=100"),
            CommandExample(
                "A variant of a built-in preset whose title shrinks as it collapses.",
                "stretchy create my-utah --from sticky-utah tracks.title.scale=0:1.5,1:1"),
        ])

    /// The new preset's name.
    var name: String
    /// The preset to copy, or `nil` for the defaults.
    var base: String?
    /// The keys to set.
    var assignments: [PresetAssignment]

    public init(_ parsed: ParsedCommand) throws {
        name = parsed[Self.name]
        base = parsed[Self.base]
        assignments = try PresetAssignment.parse(words: parsed[Self.assignments])
    }

    /// Creates the preset from the defaults (or a copy of `--from`) with the assignments applied,
    /// and says so: `created "hero"`.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        try environment.library().create(name, from: base, assignments: assignments)
        environment.output.write("created \(MessageText.quoted(name))" + (base.map { " from \(MessageText.quoted($0))" } ?? "") + "\n")
        return .success
    }
}
