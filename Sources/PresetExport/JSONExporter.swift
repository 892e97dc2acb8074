import HeaderGeometry
import PresetJSON

/// `--to json`: the canonical preset document of docs/format.md#preset-keys, byte for byte what `export` writes.
public struct JSONExporter: PresetExporter {
    /// An exporter.
    public init() {}

    /// The canonical document.
    public func export(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> String {
        PresetDocumentWriter.document(presets)
    }
}
