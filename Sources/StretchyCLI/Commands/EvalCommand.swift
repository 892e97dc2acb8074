import PresetService

/// `stretchy eval NAME (--at Y,Y,... | --from Y --to Y [--step S])`: a preset's frames (docs/concepts.md#the-frame-in-one-table).
public enum EvalCommand {
    /// Writes one row per offset: `offset`, `height`, `translation`, `progress`, `shadowRadius`,
    /// `visible`, `contentTop`, `gap`, as a table, CSV or a JSON array of objects.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        guard let name = command.argument("name") else { throw UsageError("Missing expected argument '<name>'") }
        let format = OutputFormat(rawValue: command.format ?? "table") ?? .table
        // Offsets are checked before the database is opened: a usage error touches nothing.
        if command.isGiven("at") {
            let offsets = command.numbers("at")
            let preset = try environment.library(for: command).preset(named: name)
            FrameRowWriter(preset: preset, output: environment.output).write(offsets, as: format)
        } else {
            guard let from = command.number("from"), let to = command.number("to") else {
                throw UsageError("Missing expected argument '--at <y,...>' or '--from <y>' with '--to <y>'")
            }
            let range = try OffsetRange(from: from, to: to, step: command.number("step") ?? 10)
            let preset = try environment.library(for: command).preset(named: name)
            FrameRowWriter(preset: preset, output: environment.output).write(range, as: format)
        }
        return .success
    }
}
