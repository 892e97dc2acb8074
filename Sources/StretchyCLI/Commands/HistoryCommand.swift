import PresetService
import PresetStore

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
            for (index, revision) in revisions.enumerated() {
                let changes = changes(of: revision, after: index > 0 ? revisions[index - 1] : nil)
                array.append(.fields([
                    "revision": .integer(revision.revision),
                    "time": .string(revision.time),
                    "action": .string(revision.action),
                    "name": .string(revision.name),
                    "changes": .array(changes.map(JSONValue.string)),
                    "preset": revision.preset.map(JSONValue.preset) ?? .null,
                ]))
            }
            array.finish()
            return .success
        }
        var writer = RecordWriter(format: format, columns: ["revision", "time", "action", "changes"],
                                  output: environment.output)
        for (index, revision) in revisions.enumerated() {
            let changes = changes(of: revision, after: index > 0 ? revisions[index - 1] : nil)
            writer.append([.integer(revision.revision), .string(revision.time), .string(revision.action),
                           .string(changes.joined(separator: "; "))])
        }
        writer.finish()
        return .success
    }

    /// What `revision` changed against the one before it: the keys' changes, or what happened
    /// to the preset as a whole (new, deleted, brought back).
    static func changes(of revision: PresetRevision, after previous: PresetRevision?) -> [String] {
        switch (previous?.preset, revision.preset) {
        case (_, nil):
            return ["deleted"]
        case (nil, _?) where previous == nil:
            return ["new preset"]
        case (nil, _?):
            return ["brought back"]
        case let (before?, after?):
            let changes = PresetDiff.changes(from: before, to: after)
            return changes.isEmpty ? ["no change"] : changes
        }
    }
}
