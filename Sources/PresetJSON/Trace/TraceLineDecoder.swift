import HeaderGeometry
import StrictJSON
import ValueText

/// Reads one line of a trace (docs/traces.md#format) with the package's strict JSON scanner:
/// the header, or a sample straight into a ``TraceSample`` without building a JSON tree. Every
/// problem — invalid JSON, a duplicate or unknown key, a missing or mistyped value — is an error
/// with its column.
public enum TraceLineDecoder {
    /// Reads the header line, its UTF-8 bytes without the newline. A UTF-8 byte-order mark
    /// before it is accepted.
    public static func header(_ line: ArraySlice<UInt8>) throws(TraceLineError) -> TraceHeader {
        try line.withUnsafeBufferPointer { (line) throws(TraceLineError) in try header(line) }
    }

    /// Reads a sample line, its UTF-8 bytes without the newline; `number` is its line in the
    /// trace (kept in the sample).
    public static func sample(_ line: ArraySlice<UInt8>, number: Int) throws(TraceLineError) -> TraceSample {
        try line.withUnsafeBufferPointer { (line) throws(TraceLineError) in try sample(line, number: number) }
    }

    private static func header(_ line: UnsafeBufferPointer<UInt8>) throws(TraceLineError) -> TraceHeader {
        do throws(ReadFailure) {
            var scanner = JSONScanner(line)
            let value = try scanner.readValue(depth: 1)
            try scanner.finish()
            return try header(from: value, at: JSONScanner.bodyStart(of: line))
        } catch {
            throw TraceLineDecoder.error(error, in: line)
        }
    }

    private static func sample(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceLineError) -> TraceSample {
        do throws(ReadFailure) {
            var scanner = JSONScanner(line)
            scanner.index = 0  // a byte-order mark only ever starts the trace
            var reader = SampleReader(scanner: scanner)
            var sample = try reader.read()
            sample.line = number
            return sample
        } catch {
            throw TraceLineDecoder.error(error, in: line)
        }
    }

    private static func header(from value: JSONValue, at offset: Int) throws(ReadFailure) -> TraceHeader {
        let expected = #"expected the trace header {"format": "stretchy-trace", "version": 1}"#
        guard case .object(let members) = value else {
            throw ReadFailure(kind: .format, offset: offset, message: expected)
        }
        if value["format"] == nil, value["t"] != nil {
            throw ReadFailure(kind: .format, offset: offset, message: "\(expected), found a sample")
        }
        var header = TraceHeader()
        for member in members {
            switch member.key {
            case "format":
                guard member.value.string == TraceHeader.format else {
                    throw ReadFailure(
                        kind: .format, offset: offset,
                        message: "format: \(expected)")
                }
            case "version":
                guard let number = member.value.number, number == number.rounded(), number >= 1,
                    number <= Double(Int32.max)
                else {
                    throw ReadFailure(
                        kind: .format, offset: offset,
                        message: "version: expected a whole number from 1")
                }
                guard Int(number) <= TraceHeader.version else {
                    throw ReadFailure(
                        kind: .version, offset: offset,
                        message: "trace version \(Int(number)) is newer than this stretchy reads (\(TraceHeader.version)); update stretchy")
                }
                header.version = Int(number)
            case "preset":
                switch member.value {
                case .string(let name): header.preset = name
                case .null: header.preset = nil
                default:
                    throw ReadFailure(kind: .format, offset: offset, message: "preset: expected a string")
                }
            default:
                let near = NameSuggestion.closest(to: member.key, among: ["format", "version", "preset"])
                throw ReadFailure(
                    kind: .format, offset: offset,
                    message: "unknown key \(MessageText.quoted(member.key)) in the trace header"
                        + (near.map { "; did you mean \(MessageText.quoted($0))?" } ?? ""))
            }
        }
        guard value["format"] != nil else {
            throw ReadFailure(kind: .format, offset: offset, message: "\(expected); 'format' is missing")
        }
        guard value["version"] != nil else {
            throw ReadFailure(kind: .format, offset: offset, message: "missing required key 'version' in the trace header")
        }
        return header
    }

    private static func error(_ failure: ReadFailure, in line: UnsafeBufferPointer<UInt8>) -> TraceLineError {
        let column = failure.offset.map { SourceLocation(offset: $0, in: line).column }
        let message = failure.keyPath.map { "\($0): \(failure.message)" } ?? failure.message
        return TraceLineError(column: column, message: message)
    }
}
