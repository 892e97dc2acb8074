import HeaderGeometry
import PresetService

/// `stretchy show NAME`: one preset, as a key/value view or the preset object of docs/format.md#preset-keys.
public enum ShowCommand {
    /// Writes the preset named by the `<name>` argument.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let preset = try environment.library(for: command).preset(named: command.argument("name") ?? "")
        if command.format == "json" {
            environment.output.write(PresetDocuments.object(preset))
        } else {
            environment.output.write(keyValueText(preset))
        }
        return .success
    }

    /// The preset as aligned `key  value` lines, keys as `edit` takes them, in the order of
    /// ``FormatKey/all``; a summary's further lines are indented under its first.
    static func keyValueText(_ preset: HeaderPreset) -> String {
        var rows: [(key: String, value: String)] = []
        for key in FormatKey.all {
            for shown in key.shownValues(in: preset) { rows.append((shown.path, shown.text)) }
        }
        let width = rows.map(\.key.count).max() ?? 0
        var text = ""
        for row in rows {
            let indent = String(repeating: " ", count: width + 2)
            let lines = row.value.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let lead = index == 0 ? row.key + String(repeating: " ", count: width + 2 - row.key.count) : indent
                var output = lead + line
                while output.last == " " { output.removeLast() }
                text += output + "\n"
            }
        }
        return text
    }
}
