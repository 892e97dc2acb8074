/// `stretchy completion bash|zsh|fish`: prints the shell's completion script.
public struct CompletionCommand: StretchyCommand {
    static let shell = CommandArgument.choice("shell", fallback: CompletionShell.bash, help: "The shell to complete for.")

    public static let spec = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script.",
        discussion: """
            Completes commands and each command's options and their values; the names of live \
            presets where a command takes one, deleted ones too for history and revert, and \
            for restore the built-in presets that were deleted or changed; a preset's revision \
            numbers for revert (zsh and fish show what each changed); file names where a file \
            is expected; the format's keys for edit and create (maxHeight=, snap.mode=), the \
            preset's own layers and tracks after tracks. (tracks.title.), the keys a Reduce \
            Motion variant sets after reducedMotion. (reducedMotion.motion.parallax=), the \
            values a key takes after = (collapse=shrink) and its current value; and the series of chart \
            --series, the preset's tracks among them (title.scale).

            The script asks stretchy itself on each TAB, so completion always knows the \
            commands and keys of the stretchy it runs. It only reads the database (--db on the \
            command line, else $STRETCHY_DB, else the default), never creates or changes it, \
            and prints nothing into the prompt. Before the database exists it offers the \
            built-in presets the first command will create it with; a name that breaks the \
            name rule (a row another program wrote) is never offered.

            For bash, add 'source <(stretchy completion bash)' to ~/.bashrc; for zsh, add \
            'source <(stretchy completion zsh)' to ~/.zshrc after compinit, or save the \
            script as _stretchy in a directory of $fpath; for fish, save it as \
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
