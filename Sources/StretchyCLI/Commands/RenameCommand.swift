import HeaderGeometry
import ValueText

/// `stretchy rename OLD NEW`: a new name; the history follows it.
public struct RenameCommand: StretchyCommand {
    static let old = CommandArgument.required("old", kind: .presetName, help: "The preset's current name.")
    static let new = CommandArgument.required("new", help: "Its new name.")

    public static let spec = CommandSpec(
        name: "rename",
        abstract: "Rename a preset, keeping its history.",
        arguments: [old.spec, new.spec],
        examples: [CommandExample("Give a preset a clearer name.", "stretchy rename my-utah utah-snapping")])

    /// The preset's current name.
    var old: String
    /// Its new name.
    var new: String

    public init(_ parsed: ParsedCommand) {
        old = parsed[Self.old]
        new = parsed[Self.new]
    }

    /// Renames and says so: `renamed "old" to "new"`.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        try environment.library().rename(old, to: new)
        environment.output.write("renamed \(MessageText.quoted(old)) to \(MessageText.quoted(new))\n")
        return .success
    }
}
