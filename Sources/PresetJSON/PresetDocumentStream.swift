import HeaderGeometry
import StrictJSON

/// The canonical document of docs/format.md#preset-keys, written a preset at a time: what
/// ``PresetDocumentWriter/document(_:)`` writes, byte for byte, without holding every preset or
/// the whole text (`export` of a million presets keeps its memory flat).
///
/// The presets must come sorted by name (byte order), as the document lists them.
public struct PresetDocumentStream {
    private var out: JSONOutput
    private var count = 0

    /// A document about to list its presets; `capacity` bytes are reserved.
    public init(capacity: Int = 1 << 16) {
        out = JSONOutput(capacity: capacity)
        out.append("{\n  \"format\": \"stretchy-presets\",\n  \"version\": 1,\n  \"presets\": ")
    }

    /// How many bytes are written and not yet taken.
    public var pendingByteCount: Int { out.bytes.count }

    /// Adds the next preset.
    public mutating func append(_ preset: HeaderPreset) {
        out.append(count == 0 ? "[" : ",")
        out.newline(2)
        PresetDocumentWriter.write(preset, level: 2, to: &out)
        count += 1
    }

    /// The bytes written since the last call; the stream goes on.
    public mutating func take() -> [UInt8] {
        out.take()
    }

    /// Ends the document and returns its last bytes; call once.
    public mutating func finish() -> [UInt8] {
        if count == 0 {
            out.append("[]")
        } else {
            out.newline(1)
            out.append("]")
        }
        out.append("\n}\n")
        return out.take()
    }
}
