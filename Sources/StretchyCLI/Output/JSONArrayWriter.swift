import PresetService
import StrictJSON
import ValueText

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

    /// Writes the next element: an object of string members, as ``append(_:)`` would write it,
    /// straight from UTF-8 (`list --format json` writes one per preset). `memberPrefixes[i]` is
    /// the member's indented, quoted key and `: `; bytes that are not UTF-8 (a row another
    /// program wrote) go through `String`, which replaces them with U+FFFD, as ``append(_:)`` does.
    public func appendObject(memberPrefixes: [[UInt8]], strings: [[UInt8]]) {
        let first = count == 0
        output.writeBytes { bytes in
            bytes.append(contentsOf: first ? "[\n  {".utf8 : ",\n  {".utf8)
            for index in strings.indices {
                bytes.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
                bytes.append(contentsOf: memberPrefixes[index])
                let value = strings[index]
                if value.contains(where: { $0 >= 0x80 }) {
                    JSONWriter.appendString(String(decoding: value, as: UTF8.self), to: &bytes)
                } else {
                    JSONWriter.appendString(utf8: value[...], to: &bytes)
                }
            }
            bytes.append(contentsOf: strings.isEmpty ? "}".utf8 : "\n  }".utf8)
        }
        count += 1
    }

    /// Closes the array and ends the line; call once, after the last element.
    public func finish() {
        output.write(count == 0 ? "[]\n" : "\n]\n")
    }
}
