/// Everything the parser, help and completion need to know about one command, as plain data.
public struct CommandSpec: Sendable, Hashable {
    /// The word that selects the command (`eval`).
    public var name: String
    /// One sentence for `OVERVIEW:` and the top-level `SUBCOMMANDS:` list.
    public var abstract: String
    /// Further paragraphs for the help page, separated by blank lines; may be empty.
    public var discussion: String
    /// A hand-written usage line (after `stretchy `) when the generated one cannot say it.
    public var usage: String?
    /// Positional arguments in order; only the last may repeat.
    public var arguments: [ArgumentSpec]
    /// The command's own options and flags, in help order.
    public var options: [OptionSpec]
    /// Rules across options and arguments, checked after parsing.
    public var rules: [ParameterRule]
    /// An example or two for `EXAMPLES:`.
    public var examples: [CommandExample]
    /// Whether the command opens the database (its help then lists `--db`).
    public var usesDatabase: Bool
    /// Whether the command can colour its output (its help then lists `--color`).
    public var usesColor: Bool

    /// A command spec; everything but the name and abstract is optional.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        usage: String? = nil,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        rules: [ParameterRule] = [],
        examples: [CommandExample] = [],
        usesDatabase: Bool = true,
        usesColor: Bool = false
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.rules = rules
        self.examples = examples
        self.usesDatabase = usesDatabase
        self.usesColor = usesColor
    }

    /// The command's option with this long name, if any.
    public func option(named long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }

    /// The command's argument with this name, if any.
    public func argument(named name: String) -> ArgumentSpec? {
        arguments.first { $0.name == name }
    }
}
