import PresetExport

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

    /// `export [NAME ...] [--to json|swift|...] [--namespace NAME] [--input FILE|-] [--output FILE]`.
    public static let export = CommandSpec(
        name: "export",
        abstract: "Export presets as a document or as code for an app.",
        discussion: "With --to swift, a Swift file of HeaderPreset constants that compiles with 'import HeaderGeometry' alone. "
            + "With --to compose, flutter or web, Kotlin for Jetpack Compose, Dart for Flutter or one HTML file (CSS and markup), "
            + "each opening with what that platform cannot express for the presets. "
            + "With --input, the presets come from a document (checked as validate checks it) instead of the database.",
        arguments: [
            ArgumentSpec("name", kind: .presetName, optional: true, repeating: true,
                         help: "The presets to export (default: all)."),
        ],
        options: [
            .option("to", value: "language", default: ExportFormat.json.rawValue, allowed: ExportFormat.names,
                    help: "What to write: the preset document (json) or code."),
            .option("namespace", value: "name",
                    help: "The name of the generated type (swift: default \(SwiftExporter.defaultNamespace))."),
            .option("input", short: "i", value: "file", kind: .path,
                    help: "Read the presets from this document, or '-' for standard input, instead of the database."),
            .option("output", short: "o", value: "file", kind: .path,
                    help: "Write to this file instead of standard output."),
        ],
        examples: [
            CommandExample("Back up every preset.", "stretchy export --output presets.json"),
            CommandExample("Share two presets.", "stretchy export sticky-utah my-utah > share.json"),
            CommandExample("Swift constants for an app.",
                           "stretchy export sticky-utah --to swift --output HeaderPresets.swift"),
            CommandExample("Swift from a document, as the build plugin does.",
                           "stretchy export --to swift --input app.stretchy.json"),
        ])

    /// `validate FILE|-`.
    public static let validate = CommandSpec(
        name: "validate",
        abstract: "Check a preset document without touching the database.",
        arguments: [ArgumentSpec("file", kind: .path, help: "The document to check, or '-' for standard input.")],
        examples: [CommandExample("Check a document before importing it.", "stretchy validate team.json")],
        usesDatabase: false)
}
