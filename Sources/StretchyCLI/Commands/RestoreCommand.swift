import HeaderGeometry
import PresetService
import ValueText

/// `stretchy restore NAME...` or `stretchy restore --all`: built-in presets back as shipped.
public struct RestoreCommand: StretchyCommand {
    static let names = CommandArgument.repeating(
        "name", kind: .builtInPresetName, optional: true, help: "The built-in presets to restore.")
    static let all = CommandOption.flag("all", help: "Restore every built-in preset.")

    public static let spec = CommandSpec(
        name: "restore",
        abstract: "Restore a built-in preset that was changed or deleted.",
        discussion: "The preset gets the catalogue's parameters back as a new revision; its history is kept.",
        usage: "restore (<name> ... | --all)",
        arguments: [names.spec],
        options: [all.spec],
        rules: [.oneOf([names.name, all.name]), .conflicts(all.name, with: [names.name])],
        examples: [
            CommandExample("Undo your changes to a built-in preset.", "stretchy restore sticky-utah"),
            CommandExample("Restore the whole built-in catalogue.", "stretchy restore --all"),
        ])

    /// The presets to restore, in order, each once (every built-in one for `--all`).
    var names: [String]

    public init(_ parsed: ParsedCommand) {
        names = []
        for name in parsed[Self.all] ? BuiltInCatalogue.presets.map(\.name) : parsed[Self.names]
        where !names.contains(name) {
            names.append(name)
        }
    }

    /// Restores and says which: `restored "sticky-utah"`, or that each was already as shipped.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let restored = try environment.library().restoreBuiltIns(names)
        var text = ""
        for name in names {
            text += restored.contains(name) ? "restored \(MessageText.quoted(name))\n" : "\(MessageText.quoted(name)) is already as shipped\n"
        }
        environment.output.write(text)
        return .success
    }
}
