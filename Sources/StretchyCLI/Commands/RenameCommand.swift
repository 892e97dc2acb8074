/// `stretchy rename OLD NEW`: a new name; the history follows it.
public enum RenameCommand {
    /// Renames and says so: `renamed "old" to "new"`.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let old = command.argument("old") ?? ""
        let new = command.argument("new") ?? ""
        try environment.library(for: command).rename(old, to: new)
        environment.output.write("renamed \"\(old)\" to \"\(new)\"\n")
        return .success
    }
}
