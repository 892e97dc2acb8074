/// What a command line asks for once parsed.
public enum ParseOutcome: Sendable, Hashable {
    /// Run this command.
    case run(ParsedCommand)
    /// Print help: for this command, or the top-level help when `nil`.
    case help(CommandSpec?)
    /// Print the command reference in another form: the whole Markdown page, or a manual page
    /// (the program's when `nil`, else the command's).
    case reference(CommandSpec?, ReferenceFormat)
    /// Print the version, the commit and the build configuration: as a line, or as a JSON object
    /// (`--version --format json`).
    case version(json: Bool)
}
