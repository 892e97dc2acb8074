import PresetService
import SafeText
import StrictJSON
import ValueText

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
        output.writeBytes { bytes in
            for index in fields.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.appendQuoted(fields[index], to: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// Writes one row of values as ``JSONValue/plainText`` spells them. A number never needs
    /// quotes, so it goes straight in as bytes: `eval` writes a million rows of them.
    public func writeRow(values: [JSONValue]) {
        output.writeBytes { bytes in
            for index in values.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                if case .number(let number) = values[index] {
                    JSONWriter.appendNumber(number, to: &bytes)
                } else {
                    Self.appendQuoted(values[index].plainText, to: &bytes)
                }
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// `field` as it appears in a CSV line.
    public static func quoted(_ field: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(field, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendQuoted(_ field: String, to bytes: inout [UInt8]) {
        // Never a control character raw; the field itself when there is none to escape.
        let field = VisibleText.escaped(field, keeping: VisibleText.newline | VisibleText.carriageReturn)
        let quote = UInt8(ascii: "\"")
        let needsQuotes = field.utf8.contains { byte in
            byte == UInt8(ascii: ",") || byte == quote || byte == 0x0A || byte == 0x0D
        }
        guard needsQuotes else {
            bytes.append(contentsOf: field.utf8)
            return
        }
        bytes.append(quote)
        for byte in field.utf8 {
            if byte == quote { bytes.append(quote) }
            bytes.append(byte)
        }
        bytes.append(quote)
    }
}
