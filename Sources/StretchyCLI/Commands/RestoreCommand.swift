import PresetService

/// `stretchy restore NAME...` or `stretchy restore --all`: built-in presets back as shipped.
public enum RestoreCommand {
    /// Restores and says which: `restored "sticky-utah"`, or that each was already as shipped.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        var names: [String] = []
        for name in command.flag("all") ? BuiltInCatalogue.presets.map(\.name) : command.arguments("name")
        where !names.contains(name) {
            names.append(name)
        }
        let restored = try environment.library(for: command).restoreBuiltIns(names)
        var text = ""
        for name in names {
            text += restored.contains(name) ? "restored \"\(name)\"\n" : "\"\(name)\" is already as shipped\n"
        }
        environment.output.write(text)
        return .success
    }
}
