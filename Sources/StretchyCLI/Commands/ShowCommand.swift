import HeaderGeometry
import PresetService

/// `stretchy show NAME`: one preset, as a key/value view or the preset object of
/// docs/format.md#preset-keys.
public struct ShowCommand: StretchyCommand {
    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset to show.")
    static let format = GlobalOptions.format([.table, .json])

    public static let spec = CommandSpec(
        name: "show",
        abstract: "Show one preset's parameters.",
        discussion: "With --format json, prints the preset object of the preset document format.",
        arguments: [name.spec],
        options: [format.spec],
        examples: [
            CommandExample("Show a built-in preset.", "stretchy show sticky-utah"),
            CommandExample("The same preset as JSON.", "stretchy show sticky-utah --format json"),
        ])

    /// The preset to show.
    var name: String
    /// Key/value lines (`table`) or the preset object (`json`).
    var format: OutputFormat

    public init(_ parsed: ParsedCommand) {
        name = parsed[Self.name]
        format = parsed[Self.format]
    }

    /// Writes the preset.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let preset = try environment.library().preset(named: name)
        if format == .json {
            environment.output.write(PresetDocuments.object(preset))
        } else {
            environment.output.write(Self.keyValueText(preset))
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
                var output = lead + VisibleText.escaped(String(line), keeping: VisibleText.none)  // never a control raw on a terminal
                while output.last == " " { output.removeLast() }
                text += output + "\n"
            }
        }
        return text
    }
}
