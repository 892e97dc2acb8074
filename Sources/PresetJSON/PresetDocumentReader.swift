import HeaderGeometry
import StrictJSON
import ValueText

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

    private static func decode(
        _ bytes: [UInt8], as shape: PresetListReader.Shape,
        source: String
    ) throws(PresetJSONError) -> [HeaderPreset] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(PresetJSONError) -> [HeaderPreset] in
            var decoder = PresetListReader(buffer)
            do throws(ReadFailure) {
                return try decoder.read(shape)
            } catch {
                throw explain(error, in: buffer, as: shape, source: source)
            }
        }
    }

    /// The user's error for `failure`, the first problem the decoder met. A problem later in the
    /// text may outrank it (a syntax error, the format, the version), so the whole text is read
    /// again — only on this error path — to find it and to name the preset, keeping only those
    /// few values (``Outline``): memory stays that of the document, however many values it holds.
    private static func explain(
        _ failure: ReadFailure, in buffer: UnsafeBufferPointer<UInt8>,
        as shape: PresetListReader.Shape, source: String
    ) -> PresetJSONError {
        if failure.kind == .syntax {
            return PresetJSONError(failure, source: source, bytes: buffer)
        }
        let outline: Outline
        do throws(ReadFailure) {
            outline = try Outline(buffer, presetIndex: failure.presetIndex)
        } catch {
            return PresetJSONError(error, source: source, bytes: buffer)
        }
        let isDocument = shape == .anything && outline.firstKey.map { PresetListReader.documentKeys.contains($0) } == true
        if isDocument {
            if failure.kind > .format, let format = outline.format, format != PresetDocumentWriter.formatName {
                return PresetJSONError(PresetListReader.wrongFormat(format), source: source, bytes: buffer)
            }
            if failure.kind > .version, let version = outline.version,
                let problem = PresetListReader.versionProblem(version, offset: nil), problem.kind == .version
            {
                return PresetJSONError(problem, source: source, bytes: buffer)
            }
        }
        var label: String?
        if failure.presetIndex != nil {
            let name = isDocument ? outline.presetName : outline.isArray ? outline.elementName : outline.ownName
            if let name, HeaderPreset.nameProblem(name) == nil {
                label = "preset \(MessageText.quoted(name))"
            } else {
                label = "preset #\((failure.presetIndex ?? 0) + 1)"
            }
        }
        return PresetJSONError(failure, source: source, bytes: buffer, preset: label)
    }

    /// What ``explain(_:in:as:source:)`` needs of a text, read in one pass that checks all of it:
    /// the top-level object's first key, `format`, `version` and own `name`, and the name of one
    /// preset (in `presets`, or in a top-level array).
    struct Outline {
        var firstKey: String?
        var format: String?
        var version: Double?
        var ownName: String?
        var presetName: String?
        var elementName: String?
        var isArray = false

        init(_ buffer: UnsafeBufferPointer<UInt8>, presetIndex: Int?) throws(ReadFailure) {
            var scanner = JSONScanner(buffer)
            switch scanner.peek() {
            case UInt8(ascii: "{"):
                try scanner.open(UInt8(ascii: "{"), depth: 1)
                if !scanner.objectIsEmpty() {
                    var seen: Set<String> = []
                    repeat {
                        let (key, offset) = try scanner.readKey(afterComma: !seen.isEmpty)
                        guard seen.insert(key).inserted else { throw JSONScanner.duplicateKey(key, at: offset) }
                        if firstKey == nil { firstKey = key }
                        let next = scanner.peek()
                        switch key {
                        case "format" where next == UInt8(ascii: "\""): format = try scanner.readString()
                        case "name" where next == UInt8(ascii: "\""): ownName = try scanner.readString()
                        case "version" where next == UInt8(ascii: "-") || next.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } == true:
                            version = try scanner.readNumber()
                        case "presets" where next == UInt8(ascii: "["):
                            presetName = try Self.name(ofElement: presetIndex, in: &scanner, depth: 2)
                        default:
                            try scanner.skipValue(depth: 2)
                        }
                    } while try scanner.nextMember()
                }
            case UInt8(ascii: "["):
                isArray = true
                elementName = try Self.name(ofElement: presetIndex, in: &scanner, depth: 1)
            default:
                try scanner.skipValue(depth: 1)
            }
            try scanner.finish()
        }

        /// Reads the array at the scanner, returning the `name` string of its element `index`
        /// (when that element is an object that has one) and checking the rest.
        private static func name(ofElement index: Int?, in scanner: inout JSONScanner, depth: Int) throws(ReadFailure) -> String? {
            try scanner.open(UInt8(ascii: "["), depth: depth)
            if scanner.arrayIsEmpty() { return nil }
            var name: String?
            var position = 0
            repeat {
                if position == index, scanner.peek() == UInt8(ascii: "{") {
                    try scanner.open(UInt8(ascii: "{"), depth: depth + 1)
                    if !scanner.objectIsEmpty() {
                        var seen: Set<String> = []
                        repeat {
                            let (key, offset) = try scanner.readKey(afterComma: !seen.isEmpty)
                            guard seen.insert(key).inserted else { throw JSONScanner.duplicateKey(key, at: offset) }
                            if key == "name", scanner.peek() == UInt8(ascii: "\"") {
                                name = try scanner.readString()
                            } else {
                                try scanner.skipValue(depth: depth + 2)
                            }
                        } while try scanner.nextMember()
                    }
                } else {
                    try scanner.skipValue(depth: depth + 1)
                }
                position += 1
            } while try scanner.nextElement()
            return name
        }
    }
}
