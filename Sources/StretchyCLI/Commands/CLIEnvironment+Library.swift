import PresetService

extension CLIEnvironment {
    /// The presets of the database this command uses (`--db`, `$STRETCHY_DB`, or the XDG default).
    func library() throws(CommandError) -> PresetLibrary {
        try library(refusingForeignSchema: true)
    }

    /// The library for this command line; with `refusingForeignSchema` false (for `check`), a
    /// database whose schema stretchy did not make opens, to be reported rather than refused.
    func library(refusingForeignSchema: Bool) throws(CommandError) -> PresetLibrary {
        let location = DatabaseLocation.isExplicit(option: databaseOption, variables: variables)
        let library = PresetLibrary(
            databasePath: try databasePath(), createsFolders: !location,
            refusingForeignSchema: refusingForeignSchema)
        changes.watch(library)
        return library
    }
}
