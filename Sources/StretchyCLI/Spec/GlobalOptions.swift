/// The options every command accepts, before or after the command name.
public enum GlobalOptions {
    /// `--db <path>`: the database file.
    public static let database = CommandOption.text(
        "db", value: "path", kind: .path,
        help: "The preset database (default: $STRETCHY_DB, else "
            + "$XDG_DATA_HOME/stretchy/presets.sqlite).")

    /// `--color <when>`: colour on a terminal, always or never.
    public static let color = CommandOption.choice(
        "color", value: "when", default: ColorMode.auto,
        help: "When to colour the output (auto: on a terminal, unless NO_COLOR is set).")

    /// `--version`: print the version.
    public static let version = OptionSpec.flag(
        "version", help: "Show the version, the commit it was built from and the build configuration (with --format json, as an object).")

    /// `-h, --help`: print help.
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")

    /// All global options, in help order.
    public static let all: [OptionSpec] = [database.spec, color.spec, version, help]

    /// `--format <format>` for a command that outputs data: one of `allowed`, `default` when not given.
    public static func format(
        _ allowed: [OutputFormat], default defaultValue: OutputFormat = .table
    )
        -> CommandOption<OutputFormat>
    {
        CommandOption.choice("format", value: "format", default: defaultValue, allowed: allowed, help: "The output format.")
    }
}
