/// The specs of the housekeeping commands.
extension CommandSpec {
    /// `check`: database integrity.
    public static let check = CommandSpec(
        name: "check",
        abstract: "Check the database's integrity.",
        examples: [CommandExample("Check the default database.", "stretchy check")])

    /// `completion bash|zsh|fish`: a shell completion script.
    public static let completion = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script.",
        discussion: """
            Completes commands, options, their values and preset names. For bash, add \
            'source <(stretchy completion bash)' to ~/.bashrc; for zsh, save the script as \
            _stretchy in a directory of $fpath; for fish, save it as \
            ~/.config/fish/completions/stretchy.fish.
            """,
        arguments: [
            ArgumentSpec("shell", allowed: ["bash", "zsh", "fish"], help: "The shell to complete for."),
        ],
        examples: [CommandExample("Enable completion in the current bash.", "source <(stretchy completion bash)")],
        usesDatabase: false)

    /// `help [COMMAND]`.
    public static let help = CommandSpec(
        name: "help",
        abstract: "Show subcommand help information.",
        discussion: """
            --markdown and --man write the same help as the command reference in docs/: \
            Markdown for every command (or the one named), and manual pages in roff, \
            stretchy(1) or stretchy-COMMAND(1).
            """,
        arguments: [
            ArgumentSpec("subcommand", kind: .commandName, optional: true, help: "The command to explain."),
        ],
        options: [
            .flag("markdown", help: "Write the help as Markdown: every command, or the one named."),
            .flag("man", help: "Write the manual page in roff: stretchy(1), or the named command's."),
        ],
        examples: [
            CommandExample("How to evaluate a preset.", "stretchy help eval"),
            CommandExample("The manual page of eval.", "stretchy help --man eval > stretchy-eval.1"),
        ],
        usesDatabase: false)
}
