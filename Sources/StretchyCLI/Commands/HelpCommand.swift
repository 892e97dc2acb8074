/// `stretchy help [COMMAND] [--markdown | --man]`: answered by the parser itself (help is what
/// it knows), so this holds only the spec that help, completion and the reference show.
public enum HelpCommand {
    public static let spec = CommandSpec(
        name: "help",
        abstract: "Show subcommand help information.",
        discussion: """
            --markdown and --man write the same help as the command reference in docs/: \
            Markdown for every command (or the one named), and manual pages in roff, \
            stretchy(1) or stretchy-COMMAND(1).
            """,
        arguments: [
            ArgumentSpec("subcommand", kind: .commandName, optional: true, help: "The command to explain.")
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
