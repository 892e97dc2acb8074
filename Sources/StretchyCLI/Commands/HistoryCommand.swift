import PresetService

/// `stretchy history NAME`: every revision of a preset, oldest first, with what changed.
public enum HistoryCommand {
    /// Writes the revisions as a table or CSV (revision, time, action, changes) or as a JSON
    /// array of objects that also carry the name and the whole preset (`null` once deleted).
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let name = command.argument("name") ?? ""
        let library = try environment.library(for: command)
        let revisions = try library.hintingNames(name) { () throws(ServiceError) in try library.history(of: name) }
        let format = OutputFormat(rawValue: command.format ?? "table") ?? .table
        if format == .json {
            let array = JSONArrayWriter(output: environment.output)
            for revision in revisions {
                array.append(.fields([
                    "revision": .integer(revision.revision),
                    "time": .string(revision.time),
                    "action": .string(revision.action),
                    "name": .string(revision.name),
                    "changes": .array(revision.changes.map(JSONValue.string)),
                    "preset": revision.preset.map(JSONValue.preset) ?? .null,
                ]))
            }
            array.finish()
            return .success
        }
        var writer = RecordWriter(format: format, columns: ["revision", "time", "action", "changes"],
                                  output: environment.output)
        for revision in revisions {
            writer.append([.integer(revision.revision), .string(revision.time), .string(revision.action),
                           .string(revision.changes.joined(separator: "; "))])
        }
        writer.finish()
        return .success
    }
}
