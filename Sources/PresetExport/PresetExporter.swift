import HeaderGeometry

/// Writes presets as source text in one language.
///
/// An exporter first checks its options (``check(_:)``, before any preset is read, so a usage
/// error touches nothing), then turns the presets, sorted by name, into the whole file.
public protocol PresetExporter: Sendable {
    /// Whether `--namespace` means something for this language.
    var usesNamespace: Bool { get }

    /// Throws a usage error when `options` cannot work for this language (a namespace that is no
    /// identifier, say).
    func check(_ options: ExportOptions) throws(ExportError)

    /// The whole file for `presets`, which are valid and sorted by name.
    func export(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> String

    /// The same file as UTF-8 bytes, ready to write: what the command line calls. An exporter
    /// that builds bytes anyway returns them without a detour through `String`.
    func exportBytes(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> [UInt8]
}

extension PresetExporter {
    /// Most languages take no namespace.
    public var usesNamespace: Bool { false }

    /// Nothing to check.
    public func check(_ options: ExportOptions) throws(ExportError) {}

    /// The `String` the exporter builds, as bytes.
    public func exportBytes(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> [UInt8] {
        Array(try export(presets, options: options).utf8)
    }
}
