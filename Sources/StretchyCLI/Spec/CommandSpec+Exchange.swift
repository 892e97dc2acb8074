/// The specs of the commands that read and write preset documents.
extension CommandSpec {
    /// `import FILE|- [--on-conflict fail|skip|replace] [--dry-run]`.
    public static let `import` = CommandSpec(
        name: "import",
        abstract: "Import presets from a document, all or nothing.",
        discussion: "Accepts a preset document, a single preset object or an array of them.",
        arguments: [ArgumentSpec("file", kind: .path, help: "The document to read, or '-' for standard input.")],
        options: [
            .option("on-conflict", value: "policy", default: "fail", allowed: ["fail", "skip", "replace"],
                    help: "What to do when a preset with the same name exists."),
            .flag("dry-run", help: "Check and report what would change, without writing."),
        ],
        examples: [
            CommandExample("Import, replacing presets with the same names.",
                           "stretchy import team.json --on-conflict replace"),
            CommandExample("See what that import would do, changing nothing.",
                           "stretchy import team.json --on-conflict replace --dry-run"),
        ])

    /// `export [NAME ...] [--output FILE]`.
    public static let export = CommandSpec(
        name: "export",
        abstract: "Export presets as a preset document.",
        arguments: [
            ArgumentSpec("name", kind: .presetName, optional: true, repeating: true,
                         help: "The presets to export (default: all)."),
        ],
        options: [
            .option("output", short: "o", value: "file", kind: .path,
                    help: "Write to this file instead of standard output."),
        ],
        examples: [
            CommandExample("Back up every preset.", "stretchy export --output presets.json"),
            CommandExample("Share two presets.", "stretchy export sticky-utah my-utah > share.json"),
        ])

    /// `validate FILE|-`.
    public static let validate = CommandSpec(
        name: "validate",
        abstract: "Check a preset document without touching the database.",
        arguments: [ArgumentSpec("file", kind: .path, help: "The document to check, or '-' for standard input.")],
        examples: [CommandExample("Check a document before importing it.", "stretchy validate team.json")],
        usesDatabase: false)
}
