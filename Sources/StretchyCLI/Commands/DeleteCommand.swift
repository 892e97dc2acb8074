/// `stretchy delete NAME`: the preset goes, its history stays.
public enum DeleteCommand {
    /// Deletes and says how to undo it: `deleted "x"; undo with: stretchy revert x 3`.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let name = command.argument("name") ?? ""
        let revision = try environment.library(for: command).delete(name)
        environment.output.write("deleted \"\(name)\"; undo with: stretchy revert \(name) \(revision)\n")
        return .success
    }
}
