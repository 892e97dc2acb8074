import HeaderGeometry
import ValueText

/// `stretchy delete NAME`: the preset goes, its history stays.
public struct DeleteCommand: StretchyCommand {
    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset to delete.")

    public static let spec = CommandSpec(
        name: "delete",
        abstract: "Delete a preset; 'revert' brings it back.",
        discussion: "The preset's history is kept, so nothing is lost.",
        arguments: [name.spec],
        examples: [CommandExample("Delete a preset.", "stretchy delete my-utah")])

    /// The preset to delete.
    var name: String

    public init(_ parsed: ParsedCommand) {
        name = parsed[Self.name]
    }

    /// Deletes and says how to undo it: `deleted "x"; undo with: stretchy revert x 3`.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let revision = try environment.library().delete(name)
        environment.output.write("deleted \(MessageText.quoted(name)); undo with: stretchy revert \(name) \(revision)\n")
        return .success
    }
}
