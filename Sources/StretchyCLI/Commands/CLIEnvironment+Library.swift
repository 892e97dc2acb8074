import PresetService

extension CLIEnvironment {
    /// The presets of the database this command uses (`--db`, `$STRETCHY_DB`, or the XDG default).
    func library(for command: ParsedCommand) throws(CommandError) -> PresetLibrary {
        PresetLibrary(databasePath: try databasePath(for: command))
    }
}
