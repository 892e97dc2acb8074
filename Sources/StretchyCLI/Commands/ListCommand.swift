#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `stretchy list`: every preset's name and summary, sorted by name.
public enum ListCommand {
    /// Writes the names and summaries as a table, CSV or JSON, or only the names (`--names-only`,
    /// what the completion scripts call). A table shows each summary's first line, cut to fit
    /// on a terminal. Rows go from the database to the output as bytes, with no string per row.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let library = try environment.library(for: command)
        let output = environment.output
        if command.flag("names-only") {
            try library.forEachSummary { name, _ in
                output.write(bytes: name)
                output.write(bytes: CollectionOfOne(UInt8(ascii: "\n")))
            }
            return .success
        }
        let format = OutputFormat(rawValue: command.format ?? "table") ?? .table
        var writer = RecordWriter(format: format, columns: ["name", "summary"], output: output)
        try library.forEachSummary { name, summary in
            writer.append(utf8: [name, format == .table ? firstLine(of: summary) : summary])
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
