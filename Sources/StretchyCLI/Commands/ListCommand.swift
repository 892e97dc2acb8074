import HeaderGeometry
import PresetService
import PresetStore
import ValueText

/// `stretchy list`: every preset's name, main numbers and summary, sorted by name.
public struct ListCommand: StretchyCommand {
    static let format = GlobalOptions.format([.table, .json, .csv])
    static let namesOnly = CommandOption.flag("names-only", hidden: true, help: "Print only the names, one per line.")

    public static let spec = CommandSpec(
        name: "list",
        abstract: "List the presets: their main numbers and summaries.",
        discussion: """
            The table shows, per preset, max and min (maxHeight and minHeight, in points), collapse, \
            damping and snap (the snap positions, - when snapping is off), then the summary's first line, \
            cut with … so that each line fits the terminal: its width when any standard stream is one, \
            else COLUMNS, else 80. On a narrow terminal snap, damping, collapse, min and max are \
            left out, in that order, before the summary would show fewer than 10 characters. --format json and csv give each name and its whole summary; \
            stretchy show NAME gives every key.
            """,
        options: [format.spec, namesOnly.spec],
        examples: [
            CommandExample("List every preset.", "stretchy list"),
            CommandExample("Names and summaries as JSON, for scripts.", "stretchy list --format json"),
        ])

    /// The output format.
    var format: OutputFormat
    /// Only the names, one per line (what the completion scripts call).
    var namesOnly: Bool

    public init(_ parsed: ParsedCommand) {
        format = parsed[Self.format]
        namesOnly = parsed[Self.namesOnly]
    }

    /// Writes the names and summaries as a table, CSV or JSON, or only the names. The table adds
    /// the numbers that tell presets apart (docs/commands.md#list) and shows each summary's first
    /// line, cut so that every line fits the width of ``lineWidth(_:)``. Rows go from the
    /// database to the output as bytes, with no string per row but the numbers'.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let library = try environment.library()
        let output = environment.output
        if namesOnly {
            try library.forEachSummary { name, _ in
                output.write(bytes: name)
                output.write(bytes: CollectionOfOne(UInt8(ascii: "\n")))
            }
            return .success
        }
        if format == .table {
            var table = TableWriter(columns: Self.tableColumns)
            table.knownLineWidth = Self.lineWidth(environment)
            table.ellipsis = environment.ellipsis
            var scratch: [UInt8] = []
            try library.forEachListing { listing in Self.append(listing, to: &table, scratch: &scratch) }
            // Too narrow a terminal loses snap, damping, collapse, min and max, in that order,
            // before the summary shows fewer than 10 characters.
            table.write(to: output, dropping: [5, 4, 3, 2, 1], lastAtLeast: 10)
            return .success
        }
        var writer = RecordWriter(format: format, columns: ["name", "summary"], output: output)
        try library.forEachSummary { name, summary in writer.append(utf8: [name, summary]) }
        writer.finish()
        return .success
    }

    /// The table's columns: `max` and `min` are `maxHeight` and `minHeight`; `snap` the snap
    /// positions, `-` when snapping is off.
    static let tableColumns = ["name", "max", "min", "collapse", "damping", "snap", "summary"].map { TableColumn($0) }

    /// The width the table's lines are cut to: the terminal's (of standard output, else of
    /// standard error or input, so `list | less` on a terminal still fits it), else `COLUMNS`,
    /// else 80.
    static func lineWidth(_ environment: CLIEnvironment) -> Int {
        environment.terminalColumns ?? 80
    }

    /// Adds one preset's row; `scratch` holds each number's text in turn (no string per row).
    static func append(_ listing: PresetListing, to table: inout TableWriter, scratch: inout [UInt8]) {
        table.appendCell(listing.name[...])
        appendCell(to: &table, scratch: &scratch) { NumberText.appendHuman(listing.maxHeight, to: &$0) }
        appendCell(to: &table, scratch: &scratch) { NumberText.appendHuman(listing.minHeight, to: &$0) }
        table.appendCell(listing.collapse[...])
        appendCell(to: &table, scratch: &scratch) { NumberText.appendHuman(listing.damping, to: &$0) }
        appendCell(to: &table, scratch: &scratch) { appendSnap(mode: listing.snapMode, positions: listing.snapPositions, to: &$0) }
        table.appendCell(firstLine(of: listing.summary[...]))
    }

    private static func appendCell(to table: inout TableWriter, scratch: inout [UInt8], _ write: (inout [UInt8]) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        write(&scratch)
        table.appendCell(scratch[...])
    }

    /// `-` when snapping is off, else the positions as `edit` takes them: `0,0.5,1` (`0,1`
    /// when none are given, docs/format.md#preset-keys).
    static func snapText(mode: [UInt8], positions: [Double]) -> String {
        var bytes: [UInt8] = []
        appendSnap(mode: mode, positions: positions, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``snapText(mode:positions:)``'s text to `bytes`.
    static func appendSnap(mode: [UInt8], positions: [Double], to bytes: inout [UInt8]) {
        if mode.elementsEqual("disabled".utf8) { bytes.append(UInt8(ascii: "-")); return }
        if positions.isEmpty { bytes.append(contentsOf: "0,1".utf8); return }
        for (index, position) in positions.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            NumberText.appendHuman(position, to: &bytes)
        }
    }

    /// The text up to its first newline (all of it when there is none).
    static func firstLine(of text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let newline = text.firstIndex(of: UInt8(ascii: "\n")) else { return text }
        return text[..<newline]
    }
}
