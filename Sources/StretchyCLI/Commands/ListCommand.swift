#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `stretchy list`: every preset's name and summary, sorted by name.
public struct ListCommand: StretchyCommand {
    static let format = GlobalOptions.format([.table, .json, .csv])
    static let namesOnly = CommandOption.flag("names-only", hidden: true, help: "Print only the names, one per line.")

    public static let spec = CommandSpec(
        name: "list",
        abstract: "List the presets with their summaries.",
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

    /// Writes the names and summaries as a table, CSV or JSON, or only the names. A table shows
    /// each summary's first line, cut to fit on a terminal. Rows go from the database to the
    /// output as bytes, with no string per row.
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
        let format = format
        var writer = RecordWriter(format: format, columns: ["name", "summary"], output: output)
        try library.forEachSummary { name, summary in
            writer.append(utf8: [name, format == .table ? Self.firstLine(of: summary) : summary])
        }
        writer.finish(lineWidth: environment.terminal.isTerminal(.output) ? environment.terminalColumns : nil)
        return .success
    }

    /// The text up to its first newline (all of it when there is none).
    static func firstLine(of text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let start = text.baseAddress, let newline = memchr(start, 0x0A, text.count) else { return text }
        return UnsafeBufferPointer(start: start, count: UnsafeRawPointer(newline) - UnsafeRawPointer(start))
    }
}
