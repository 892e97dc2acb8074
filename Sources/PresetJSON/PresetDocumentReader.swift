import HeaderGeometry
import StrictJSON

/// Reads preset documents (docs/format.md#preset-keys) strictly: any problem is an error that names the preset,
/// the key path and, where it has a place in the text, the line and column.
///
/// When the input has several problems the one reported is, deterministically: the first JSON
/// syntax problem; else a document `format` other than ours; else a `version` newer than 1; else
/// the first problem with the presets, in file order.
public enum PresetDocumentReader {
    /// The presets in `bytes` — a document, a single preset object or a bare array of preset
    /// objects — in file order. `source` names the input in errors (`presets.json`, `-`).
    public static func read(_ bytes: [UInt8], source: String) throws(PresetJSONError) -> [HeaderPreset] {
        try decode(bytes, as: .anything, source: source)
    }

    /// The one preset object in `bytes` (the `edit` flow through `$EDITOR`).
    public static func readPreset(_ bytes: [UInt8], source: String) throws(PresetJSONError) -> HeaderPreset {
        try decode(bytes, as: .onePreset, source: source)[0]
    }

    private static func decode(_ bytes: [UInt8], as shape: PresetDecoder.Shape,
                               source: String) throws(PresetJSONError) -> [HeaderPreset] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(PresetJSONError) -> [HeaderPreset] in
            var decoder = PresetDecoder(buffer)
            do throws(ReadFailure) {
                return try decoder.read(shape)
            } catch {
                throw explain(error, in: buffer, as: shape, source: source)
            }
        }
    }

    /// The user's error for `failure`, the first problem the decoder met. A problem later in the
    /// text may outrank it (a syntax error, the format, the version), so the whole text is read
    /// again as a tree — only on this error path — to find it and to name the preset.
    private static func explain(_ failure: ReadFailure, in buffer: UnsafeBufferPointer<UInt8>,
                                as shape: PresetDecoder.Shape, source: String) -> PresetJSONError {
        if failure.kind == .syntax {
            return PresetJSONError(failure, source: source, bytes: buffer)
        }
        let tree: JSONValue
        do throws(ReadFailure) {
            tree = try JSONValue.parse(buffer)
        } catch {
            return PresetJSONError(error, source: source, bytes: buffer)
        }
        let isDocument = shape == .anything
            && tree.keys.map { PresetDecoder.documentKeys.contains($0.first ?? "") } == true
        if isDocument {
            if failure.kind > .format, let format = tree["format"]?.string,
               format != PresetDocumentWriter.formatName {
                return PresetJSONError(PresetDecoder.wrongFormat(format), source: source, bytes: buffer)
            }
            if failure.kind > .version, let version = tree["version"]?.number,
               let problem = PresetDecoder.versionProblem(version, offset: nil), problem.kind == .version {
                return PresetJSONError(problem, source: source, bytes: buffer)
            }
        }
        var label: String?
        if let index = failure.presetIndex {
            let object: JSONValue? = switch tree {
            case .array: tree[index]
            case .object: isDocument ? tree["presets"]?[index] : tree
            default: nil
            }
            if let name = object?["name"]?.string, HeaderPreset.nameProblem(name) == nil {
                label = "preset \(JSONText.quoted(name))"
            } else {
                label = "preset #\(index + 1)"
            }
        }
        return PresetJSONError(failure, source: source, bytes: buffer, preset: label)
    }
}
