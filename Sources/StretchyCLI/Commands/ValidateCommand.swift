import PresetService

/// `stretchy validate FILE|-`: checks a preset document without opening any database.
public enum ValidateCommand {
    /// Prints `ok: <file>: N presets`, or fails with the reader's one-line message (exit 65).
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        guard let path = command.argument("file") else { throw UsageError("Missing expected argument '<file>'") }
        let source = DocumentSource.name(of: path)
        let presets = try PresetLibrary.validate(try environment.readInput(path), source: source)
        environment.output.write("ok: \(source): \(DocumentSource.count(presets.count, "preset"))\n")
        return .success
    }
}
