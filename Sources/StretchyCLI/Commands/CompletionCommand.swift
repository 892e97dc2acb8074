/// `stretchy completion bash|zsh|fish`: prints the shell's completion script.
public struct CompletionCommand: StretchyCommand {
    static let shell = CommandArgument.choice("shell", fallback: CompletionShell.bash, help: "The shell to complete for.")

    public static let spec = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script.",
        discussion: """
            Completes commands, options, their values and preset names. For bash, add \
            'source <(stretchy completion bash)' to ~/.bashrc; for zsh, save the script as \
            _stretchy in a directory of $fpath; for fish, save it as \
            ~/.config/fish/completions/stretchy.fish.
            """,
        arguments: [shell.spec],
        examples: [CommandExample("Enable completion in the current bash.", "source <(stretchy completion bash)")],
        usesDatabase: false)

    /// The shell to write the script for.
    var shell: CompletionShell

    public init(_ parsed: ParsedCommand) {
        shell = parsed[Self.shell]
    }

    /// Writes the script to standard output.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        environment.output.write(shell.script())
        return .success
    }
}
