import HeaderGeometry
import PresetJSON

/// `--to json`: the canonical preset document of docs/format.md#preset-keys, byte for byte what `export` writes.
public struct JSONExporter: PresetExporter {
    /// An exporter.
    public init() {}

    /// The canonical document, a preset at a time.
    public func export(_ presets: PresetWalk, options: ExportOptions, to emit: ([UInt8]) -> Void) throws {
        var stream = PresetDocumentStream()
        try presets.forEach { preset in
            stream.append(preset)
            if stream.pendingByteCount >= 1 << 16 { emit(stream.take()) }
        }
        emit(stream.finish())
    }
}
