/// The program's name, version and commands: what the parser, help and completion work from.
public struct CommandCatalogue: Sendable, Hashable {
    /// The program's name as typed (`stretchy`).
    public var programName: String
    /// The version `--version` prints.
    public var version: String
    /// One sentence for the top-level `OVERVIEW:`.
    public var abstract: String
    /// The commands, in the order the top-level help lists them.
    public var commands: [CommandSpec]
    /// Examples for the top-level help.
    public var examples: [CommandExample]

    /// A catalogue.
    public init(
        programName: String, version: String, abstract: String,
        commands: [CommandSpec], examples: [CommandExample] = []
    ) {
        self.programName = programName
        self.version = version
        self.abstract = abstract
        self.commands = commands
        self.examples = examples
    }

    /// The command with this name, if any.
    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// `stretchy`'s catalogue: every command of ``StretchyCommands/all``, then `help`.
    public static let stretchy = CommandCatalogue(
        programName: "stretchy",
        version: "0.1.0",
        abstract: "Scroll-header effects (stretchy, sticky, shrinking, snapping headers) as named presets you can evaluate, chart and share.",
        commands: StretchyCommands.all.map { $0.spec } + [HelpCommand.spec],
        examples: [
            CommandExample("See the built-in catalogue.", "stretchy list"),
            CommandExample("Header frames at three offsets.", "stretchy eval sticky-utah --at -120,0,40"),
        ])
}
