import PresetService
import StrictJSON
import ValueText

/// `stretchy history NAME`: every revision of a preset, oldest first, with what changed.
public struct HistoryCommand: StretchyCommand {
    static let name = CommandArgument.required(
        "name", kind: .presetNameInHistory, help: "The preset, current or deleted.")
    static let format = GlobalOptions.format([.table, .json, .csv])

    public static let spec = CommandSpec(
        name: "history",
        abstract: "List a preset's revisions, oldest first.",
        discussion: "Works for a deleted preset too: its history is kept.",
        arguments: [name.spec],
        options: [format.spec],
        examples: [
            CommandExample("See what changed and when.", "stretchy history sticky-utah"),
            CommandExample("Every revision as JSON.", "stretchy history sticky-utah --format json"),
        ])

    /// The preset, current or deleted.
    var name: String
    /// The output format.
    var format: OutputFormat

    public init(_ parsed: ParsedCommand) {
        name = parsed[Self.name]
        format = parsed[Self.format]
    }

    /// Writes the revisions as a table or CSV (revision, time, action, changes) or as a JSON
    /// array of objects that also carry the name and the whole preset (`null` once deleted).
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let library = try environment.library()
        let revisions = try library.hintingNames(name) { () throws(ServiceError) in try library.history(of: name) }
        if format == .json {
            Self.writeJSON(revisions, to: environment.output)
            return .success
        }
        var writer = RecordWriter(
            format: format, columns: ["revision", "time", "action", "changes"],
            output: environment.output)
        for revision in revisions {
            writer.append([
                .integer(revision.revision), .string(revision.time), .string(revision.action),
                .string(
                    format == .table
                        ? environment.shown(revision.changes.joined(separator: "; "))
                        : revision.changes.joined(separator: "; ")),
            ])
        }
        writer.finish(wrappingLastColumnTo: ListCommand.lineWidth(environment))
        return .success
    }

    /// The revisions as `--format json` writes them (the studio's history answers the same).
    static func writeJSON(_ revisions: [PresetHistoryEntry], to output: OutputBuffer) {
        let array = JSONArrayWriter(output: output)
        for revision in revisions {
            array.append(
                .fields([
                    "revision": .integer(revision.revision),
                    "time": .string(revision.time),
                    "action": .string(revision.action),
                    "name": .string(revision.name),
                    "changes": .array(revision.changes.map(JSONValue.string)),
                    "preset": revision.preset.map(JSONValue.preset) ?? .null,
                ]))
        }
        array.finish()
    }
}
