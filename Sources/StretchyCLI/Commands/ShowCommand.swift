import HeaderGeometry
import PresetFormat
import PresetService
import SafeText
import ValueText

/// `stretchy show NAME`: one preset, as a key/value view or the preset object of
/// docs/format.md#preset-keys.
public struct ShowCommand: StretchyCommand {
    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset to show.")
    static let format = GlobalOptions.format([.table, .json])

    public static let spec = CommandSpec(
        name: "show",
        abstract: "Show one preset's parameters.",
        discussion: """
            The table has one key per line, as edit takes it, numbers rounded to six significant \
            digits as eval rounds them, the summary wrapped at spaces to the terminal's width (else \
            COLUMNS, else 80). With --format json, prints the preset object of the preset document \
            format, every digit kept.
            """,
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
            environment.output.write(Self.keyValueText(preset, width: environment.terminalColumns ?? 80))
        }
        return .success
    }

    /// The preset as aligned `key  value` lines, keys as `edit` takes them, in the order of
    /// ``FormatKey/all``. Numbers are rounded as `eval` rounds them (six significant digits,
    /// ``NumberText/human(_:)``); `--format json` has them in full. The summary is wrapped at its
    /// spaces so that lines fit `width` (the terminal's, else `COLUMNS`, else 80; never inside a
    /// word: a word longer than the room has a line of its own), its further lines and every
    /// wrapped line indented under its first.
    static func keyValueText(_ preset: HeaderPreset, width: Int = 80) -> String {
        var rows: [(key: String, value: String)] = []
        for key in FormatKey.all {
            let isText: Bool
            switch key.type {
            case .name, .text: isText = true
            default: isText = false
            }
            for shown in key.shownValues(in: preset) {
                rows.append((shown.path, isText ? shown.text : roundedNumbers(in: shown.text)))
            }
        }
        let keyWidth = rows.map(\.key.count).max() ?? 0
        let indent = String(repeating: " ", count: keyWidth + 2)
        var text = ""
        for row in rows {
            var lines: [String] = []
            for (index, line) in row.value.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let lead = index == 0 ? row.key + String(repeating: " ", count: keyWidth + 2 - row.key.count) : indent
                let visible = VisibleText.escaped(String(line), keeping: VisibleText.none)  // never a control raw on a terminal
                // Every value wraps at its spaces under the value column: a summary, and a track
                // with its easing (`0:1.7,1:1 (easing 0.333333,0.666667,0.666667,1)`).
                lines += TextWrapper.wrap(paragraph: visible, width: width, firstLinePrefix: lead, indent: indent.count)
            }
            for var line in lines {
                while line.last == " " { line.removeLast() }
                text += line + "\n"
            }
        }
        return text
    }

    /// `text` with each number in it rounded as ``NumberText/human(_:)`` writes it:
    /// `0.3333333333333333:1` → `0.333333:1`; words and punctuation stay.
    static func roundedNumbers(in text: String) -> String {
        var result = ""
        var token = ""
        func flush() {
            if let first = token.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                token.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let value = Double(token), value.isFinite
            {
                result += NumberText.human(value)
            } else {
                result += token
            }
            token = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "." || character == "-" || character == "+" || character == "_" {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
