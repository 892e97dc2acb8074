import PresetService

extension CLIEnvironment {
    /// The presets of the database this command uses (`--db`, `$STRETCHY_DB`, or the XDG default).
    func library(for command: ParsedCommand) throws(CommandError) -> PresetLibrary {
        PresetLibrary(databasePath: try databasePath(for: command), schemaCacheFolder: schemaCacheFolder)
    }

    /// `$XDG_CACHE_HOME/stretchy`, else `~/.cache/stretchy`; `nil` without an absolute home.
    var schemaCacheFolder: String? {
        if let cache = variables["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/stretchy" }
        if let home = variables["HOME"], home.hasPrefix("/") { return home + "/.cache/stretchy" }
        return nil
    }
}
