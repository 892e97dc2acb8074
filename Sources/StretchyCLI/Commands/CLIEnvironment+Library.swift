import PresetService

extension CLIEnvironment {
    /// The presets of the database this command uses (`--db`, `$STRETCHY_DB`, or the XDG default).
    func library(for command: ParsedCommand) throws(CommandError) -> PresetLibrary {
        try library(for: command, refusingForeignSchema: true)
    }

    /// The library for this command line; with `refusingForeignSchema` false (for `check`), a
    /// database whose schema stretchy did not make opens, to be reported rather than refused.
    func library(for command: ParsedCommand, refusingForeignSchema: Bool) throws(CommandError) -> PresetLibrary {
        let location = DatabaseLocation.isExplicit(option: command.databaseOption, variables: variables)
        let library = PresetLibrary(databasePath: try databasePath(for: command), createsFolders: !location,
                                    refusingForeignSchema: refusingForeignSchema)
        changes.watch(library)
        return library
    }

}
