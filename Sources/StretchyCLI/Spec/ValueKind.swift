/// What an option's or argument's value is, so the parser can check it and completion can offer it.
public enum ValueKind: Sendable, Hashable {
    /// Any text.
    case text
    /// One finite decimal number; may be negative (`-30`).
    case number
    /// Finite decimal numbers separated by commas (`-120,0,40`).
    case numberList
    /// A whole number of at least 1 (a revision, a width).
    case positiveInteger
    /// One of the spec's allowed values.
    case choice
    /// A file path; `-` means standard input or output.
    case path
    /// The name of a live preset in the database.
    case presetName
    /// The name of a preset, live or deleted: any name with a history (`history`, `revert`).
    case presetNameInHistory
    /// The name of a built-in preset (`restore`).
    case builtInPresetName
    /// A revision number (a whole number of at least 1) of the preset the command's first
    /// argument names (`revert NAME REVISION`).
    case revision
    /// A `KEY=VALUE` assignment (`maxHeight=320`).
    case assignment
    /// The name of a command.
    case commandName
}
