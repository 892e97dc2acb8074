import PresetService

/// `stretchy export [NAME ...] [--output FILE]`: the canonical preset document (SPEC.md §3).
public enum ExportCommand {
    /// Writes the document of the named presets (all when none is named) to standard output, or
    /// whole-or-nothing to `--output`. An unknown name fails (exit 66) and writes nothing.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let document = try environment.library(for: command).exportDocument(names: command.arguments("name"))
        try environment.writeOutput(Array(document.utf8), to: command.option("output"))
        return .success
    }
}
