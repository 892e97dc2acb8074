import PresetService
/// Streams a JSON array of many elements to an output without holding them all:
/// `[`, each element on its own indented lines, `]`; `[]` when nothing was appended.
public final class JSONArrayWriter {
    private let output: OutputBuffer
    private var count = 0

    /// A writer for one array on `output`.
    public init(output: OutputBuffer) {
        self.output = output
    }

    /// Writes the next element.
    public func append(_ element: JSONValue) {
        let first = count == 0
        output.writeBytes { bytes in
            bytes.append(contentsOf: first ? "[\n  ".utf8 : ",\n  ".utf8)
            JSONWriter.append(element, to: &bytes, indent: 1)
        }
        count += 1
    }

    /// Closes the array and ends the line; call once, after the last element.
    public func finish() {
        output.write(count == 0 ? "[]\n" : "\n]\n")
    }
}
