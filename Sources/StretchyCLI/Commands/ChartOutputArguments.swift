/// The options `chart` and `simulate` share, as typed (``ChartOutputOptions`` checks them
/// against the environment): `--output`, `--format`, `--ascii`, `--width`, `--height`.
struct ChartOutputArguments: Equatable, Sendable {
    /// The option shared by both commands: `--ascii`.
    static let ascii = CommandOption.flag("ascii", help: "Draw with ASCII characters instead of Braille dots.")
    /// `--width <columns>`.
    static let width = CommandOption.positiveInteger(
        "width", value: "columns", help: "The whole chart's width (default: the terminal's, else COLUMNS, else 80).")
    /// `--height <lines>`.
    static let height = CommandOption.positiveInteger(
        "height", value: "lines", help: "The whole chart's height (default: the terminal's less one, else 24).")

    /// `--output`, `-` or `nil` for standard output.
    var outputPath: String?
    /// `--format` when given.
    var format: String?
    /// `--ascii`.
    var ascii: Bool
    /// `--width` when given.
    var width: Int?
    /// `--height` when given.
    var height: Int?

    /// The shared options of a parsed `chart` or `simulate`, with that command's `--output` and `--format`.
    init(_ parsed: ParsedCommand, output: CommandOption<String?>, format: CommandOption<String?>) {
        outputPath = parsed[output]
        self.format = parsed[format]
        ascii = parsed[Self.ascii]
        width = parsed[Self.width]
        height = parsed[Self.height]
    }

    /// The size and look options alone, for a chart drawn to standard output as text (`diff --chart`).
    init(_ parsed: ParsedCommand) {
        outputPath = nil
        format = nil
        ascii = parsed[Self.ascii]
        width = parsed[Self.width]
        height = parsed[Self.height]
    }
}
