import PresetService

/// `stretchy validate FILE|-`: checks a preset document without opening any database.
public struct ValidateCommand: StretchyCommand {
    static let file = CommandArgument.required("file", kind: .path, help: "The document to check, or '-' for standard input.")

    public static let spec = CommandSpec(
        name: "validate",
        abstract: "Check a preset document without touching the database.",
        arguments: [file.spec],
        examples: [CommandExample("Check a document before importing it.", "stretchy validate team.json")],
        usesDatabase: false)

    /// The document's path, `-` for standard input.
    var path: String

    public init(_ parsed: ParsedCommand) {
        path = parsed[Self.file]
    }

    /// Prints `ok: <file>: N presets`, or fails with the reader's one-line message (exit 65).
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let source = DocumentSource.name(of: path)
        let presets = try PresetLibrary.validate(try environment.readInput(path), source: source)
        environment.output.write("ok: \(source): \(DocumentSource.count(presets.count, "preset"))\n")
        return .success
    }
}
