import PresetService

extension CLIEnvironment {
    /// The presets of the database this command uses (`--db`, `$STRETCHY_DB`, or the XDG default).
    func library(for command: ParsedCommand) throws(CommandError) -> PresetLibrary {
        let location = DatabaseLocation.isExplicit(option: command.databaseOption, variables: variables)
        let library = PresetLibrary(databasePath: try databasePath(for: command), createsFolders: !location)
        changes.watch(library)
        return library
    }
}
