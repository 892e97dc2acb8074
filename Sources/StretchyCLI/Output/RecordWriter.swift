import PresetService
import StrictJSON
import ValueText

/// Writes records (rows of named fields) as a table, CSV or a JSON array of objects, so a
/// command builds its rows once for every `--format`. CSV and JSON stream; a table waits for
/// `finish()` to know its column widths.
public struct RecordWriter {
    /// The format written.
    public let format: OutputFormat
    /// The field names: table and CSV headers, JSON keys.
    public let columns: [String]
    private let output: OutputBuffer
    private var table: TableWriter?
    private var csv: CSVWriter?
    private var json: JSONArrayWriter?
    /// For JSON: each member's start, `    "name": `, made once.
    private let memberPrefixes: [[UInt8]]

    /// A writer of records with these fields to `output`.
    public init(format: OutputFormat, columns: [String], output: OutputBuffer) {
        self.format = format
        self.columns = columns
        self.output = output
        self.memberPrefixes =
            format != .json
            ? []
            : columns.map { column in
                var prefix = Array("    ".utf8)
                JSONWriter.appendString(column, to: &prefix)
                return prefix + Array(": ".utf8)
            }
        switch format {
        case .table: table = TableWriter(titles: columns)
        case .csv: csv = CSVWriter(output: output, header: columns)
        case .json: json = JSONArrayWriter(output: output)
        }
    }

    /// Adds a record, its values in column order.
    public mutating func append(_ values: [JSONValue]) {
        switch format {
        case .table: table?.append(values.map(\.humanText))
        case .csv: csv?.writeRow(values: values)
        case .json: json?.append(.object(keys: columns, values: values))
        }
    }

    /// Makes room for `records` more records holding about `textBytes` bytes of text (a table
    /// keeps them all until `finish()`).
    public mutating func reserveCapacity(records: Int, textBytes: Int) {
        table?.reserveCapacity(rows: records, bytes: textBytes)
    }

    /// Adds a record whose values are all text, without a `JSONValue` per value (`list` writes
    /// one per preset, 10 000 and more).
    public mutating func append(texts: [String]) {
        switch format {
        case .table: table?.append(texts)
        case .csv: csv?.writeRow(texts)
        case .json: json?.append(.object(keys: columns, values: texts.map(JSONValue.string)))
        }
    }

    /// Adds a record whose values are UTF-8 text read straight from the database, without a
    /// string per value for a table (`list` writes one per preset, 10 000 and more).
    public mutating func append(utf8 values: [[UInt8]]) {
        switch format {
        case .table: for value in values { table?.appendCell(value[...]) }
        case .csv: append(texts: values.map { String(decoding: $0, as: UTF8.self) })
        case .json: json?.appendObject(memberPrefixes: memberPrefixes, strings: values)
        }
    }

    /// Ends the output (writes the table, closes the JSON array); call once. A table wider
    /// than `lineWidth` is folded into blocks that fit, each starting with the first column
    /// again (``TableWriter/write(to:foldingTo:repeating:)``); nothing is cut.
    public func finish(foldingTo lineWidth: Int?) {
        guard format == .table, let lineWidth else { return finish() }
        table?.write(to: output, foldingTo: lineWidth, repeating: 1)
    }

    /// Ends the output (writes the table, closes the JSON array); call once. A table's last
    /// column, prose, is wrapped at its spaces to fit `lineWidth`
    /// (``TableWriter/write(to:wrappingLastColumnTo:)``).
    public func finish(wrappingLastColumnTo lineWidth: Int) {
        guard format == .table else { return finish() }
        table?.write(to: output, wrappingLastColumnTo: lineWidth)
    }

    /// Ends the output (writes the table, closes the JSON array); call once. A table's last
    /// column is cut to fit `lineWidth` when one is given (a terminal's).
    public func finish(lineWidth: Int? = nil) {
        switch format {
        case .table: table?.write(to: output, lineWidth: lineWidth)
        case .csv: break
        case .json: json?.finish()
        }
    }
}
