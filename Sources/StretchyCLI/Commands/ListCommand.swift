import Glibc

/// `stretchy list`: every preset's name and summary, sorted by name.
public enum ListCommand {
    /// Writes the names and summaries as a table, CSV or JSON, or only the names (`--names-only`,
    /// what the completion scripts call).
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let summaries = try environment.library(for: command).summaries()
        if command.flag("names-only") {
            for entry in summaries { environment.output.write(entry.name + "\n") }
            return .success
        }
        let format = OutputFormat(rawValue: command.format ?? "table") ?? .table
        var writer = RecordWriter(format: format, columns: ["name", "summary"], output: environment.output)
        let nameWidth = summaries.reduce("name".count) { max($0, $1.name.count) }
        let summaryWidth = environment.terminal.isTerminal(.output)
            ? environment.terminalColumns.map { max(10, $0 - nameWidth - 2) } : nil
        writer.reserveCapacity(records: summaries.count,
                               textBytes: summaries.reduce(0) { $0 + $1.name.utf8.count + $1.summary.utf8.count })
        for entry in summaries {
            let summary = format == .table ? tableSummary(entry.summary, width: summaryWidth) : entry.summary
            writer.append(texts: [entry.name, summary])
        }
        writer.finish()
        return .success
    }

    /// The summary's first line, cut with `…` to `width` characters when a width is given.
    static func tableSummary(_ summary: String, width: Int?) -> String {
        // Found by its byte in the UTF-8 buffer: a newline is always a character of its own, and
        // splitting by characters (grapheme breaking every summary) was most of `list`'s time on
        // 10 000 presets.
        var text = summary
        let length = text.withUTF8 { bytes -> Int? in
            guard let start = bytes.baseAddress, let newline = memchr(start, 0x0A, bytes.count) else { return nil }
            return UnsafeRawPointer(newline) - UnsafeRawPointer(start)
        }
        let line = length.map { summary[..<summary.utf8.index(summary.utf8.startIndex, offsetBy: $0)] } ?? summary[...]
        guard let width, line.count > width else { return length == nil ? summary : String(line) }
        return String(line.prefix(width - 1)) + "…"
    }
}
