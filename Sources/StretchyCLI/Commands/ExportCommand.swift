import PresetService

/// `stretchy export [NAME ...] [--output FILE]`: the canonical preset document (SPEC.md §3).
public enum ExportCommand {
    /// Writes the document of the named presets (all when none is named) to standard output, or
    /// whole-or-nothing to `--output`. An unknown name fails (exit 66) and writes nothing.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let library = try environment.library(for: command)
        // Streamed: a million presets go out in 64 KiB pieces, never as one document in memory.
        try environment.writeOutput(to: command.option("output")) { output in
            try library.exportDocument(names: command.arguments("name")) { output.write(bytes: $0) }
        }
        return .success
    }
}
