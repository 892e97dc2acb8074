import PresetService

/// `stretchy snap NAME --offset Y [--velocity V]`: where the scroll comes to rest (docs/concepts.md#snapping).
public enum SnapCommand {
    /// Writes the release and its rest offset: a one-row table of `offset`, `velocity`, `rest`,
    /// or with `--format json` exactly `{"offset": Y, "velocity": V, "rest": R}`.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        guard let name = command.argument("name") else { throw UsageError("Missing expected argument '<name>'") }
        guard let offset = command.number("offset") else { throw UsageError("Missing expected argument '--offset <y>'") }
        let velocity = command.number("velocity") ?? 0
        let rest = try environment.library(for: command).rest(of: name, after: offset, velocity: velocity)
        let values: [JSONValue] = [.number(offset), .number(velocity), .number(rest)]
        if command.format == OutputFormat.json.rawValue {
            let object = JSONValue.object(keys: ["offset", "velocity", "rest"], values: values)
            environment.output.write(JSONWriter.compactText(object) + "\n")
        } else {
            var table = TableWriter(titles: ["offset", "velocity", "rest"])
            table.append(values.map(\.humanText))
            table.write(to: environment.output)
        }
        return .success
    }
}
