import HeaderGeometry

/// Writes presets as source text in one language.
///
/// An exporter first checks its options (``check(_:)``, before any preset is read, so a usage
/// error touches nothing), then writes the file for the presets, sorted by name, a piece at a
/// time: it walks them once to check what would not compile (two presets declaring one name),
/// before it writes anything, then once for each part of the file that needs more of a preset
/// than the names the check kept. Its memory grows with the presets' names only
/// (docs/safety.md#sizes-and-memory).
public protocol PresetExporter: Sendable {
    /// Whether `--namespace` means something for this language.
    var usesNamespace: Bool { get }

    /// Throws a usage error when `options` cannot work for this language (a namespace that is no
    /// identifier, say).
    func check(_ options: ExportOptions) throws(ExportError)

    /// Writes the file for `presets` (valid and sorted by name) to `emit` in pieces of about
    /// 64 KiB. Throws an ``ExportError`` before the first piece when the presets cannot be
    /// written in this language, and whatever the walk throws.
    func export(_ presets: PresetWalk, options: ExportOptions, to emit: ([UInt8]) -> Void) throws
}

extension PresetExporter {
    /// Most languages take no namespace.
    public var usesNamespace: Bool { false }

    /// Nothing to check.
    public func check(_ options: ExportOptions) throws(ExportError) {}

    /// The whole file for `presets`, which are valid and sorted by name.
    public func export(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> String {
        String(decoding: try exportBytes(presets, options: options), as: UTF8.self)
    }

    /// The whole file as UTF-8 bytes.
    public func exportBytes(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> [UInt8] {
        var bytes: [UInt8] = []
        do {
            try export(PresetWalk(presets), options: options) { bytes += $0 }
        } catch let error as ExportError {
            throw error
        } catch {
            // A walk over an array throws nothing of its own.
            preconditionFailure("an export of presets in memory failed: \(error)")
        }
        return bytes
    }
}
