/// `stretchy completion bash|zsh|fish`: prints the shell's completion script.
public enum CompletionCommand {
    /// Writes the script for the `<shell>` argument to standard output.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        guard let name = command.argument("shell"), let shell = CompletionShell(rawValue: name) else {
            throw UsageError("Missing expected argument '<shell>'")
        }
        environment.output.write(shell.script())
        return .success
    }
}
