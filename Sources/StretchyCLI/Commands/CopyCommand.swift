/// `stretchy copy SRC DST`: the same parameters under a new name.
public enum CopyCommand {
    /// Copies and says so: `copied "src" to "dst"`.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let source = command.argument("source") ?? ""
        let destination = command.argument("destination") ?? ""
        try environment.library(for: command).copy(source, to: destination)
        environment.output.write("copied \"\(source)\" to \"\(destination)\"\n")
        return .success
    }
}
