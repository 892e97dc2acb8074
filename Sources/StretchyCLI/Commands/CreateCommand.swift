/// `stretchy create NAME [--from BASE] [KEY=VALUE ...]`: a new preset.
public enum CreateCommand {
    /// Creates the preset from the defaults (or a copy of `--from`) with the assignments applied,
    /// and says so: `created "hero"`.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let assignments = try command.assignments()
        let name = command.argument("name") ?? ""
        let base = command.option("from")
        try environment.library(for: command).create(name, from: base, assignments: assignments)
        environment.output.write("created \"\(name)\"" + (base.map { " from \"\($0)\"" } ?? "") + "\n")
        return .success
    }
}
