/// Comma-separated values: a header row, then one row per line, fields quoted as RFC 4180 says
/// (when they hold a comma, a quote, CR or LF; quotes doubled). Lines end with LF, as Unix
/// tools expect.
public struct CSVWriter {
    private let output: OutputBuffer
    private let columnCount: Int

    /// A writer that starts by writing `header` to `output`.
    public init(output: OutputBuffer, header: [String]) {
        self.output = output
        self.columnCount = header.count
        writeRow(header)
    }

    /// Writes one row.
    public func writeRow(_ fields: [String]) {
        var line = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { line += "," }
            line += Self.quoted(field)
        }
        line += "\n"
        output.write(line)
    }

    /// `field` as it appears in a CSV line.
    public static func quoted(_ field: String) -> String {
        let needsQuotes = field.utf8.contains { byte in
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D
        }
        guard needsQuotes else { return field }
        var text = "\""
        for character in field {
            if character == "\"" { text += "\"\"" } else { text.append(character) }
        }
        return text + "\""
    }
}
