import HeaderGeometry
import StrictJSON
import ValueText

/// Reads what holds the presets — a document's `format`, `version` and `presets`, a bare array, or
/// one preset object — straight from the token stream, each preset through its `Decodable`
/// conformance (``StrictDecoder``), and stops at the first problem, in file order.
/// ``PresetDocumentReader`` turns that problem into the user's error.
struct PresetListReader {
    /// What the input may be.
    enum Shape {
        /// A document, a single preset object or a bare array of preset objects.
        case anything
        /// Exactly one preset object.
        case onePreset
    }

    var scanner: JSONScanner
    /// The presets read so far, in file order.
    var presets: [HeaderPreset] = []
    /// Each name read so far and the index of the preset that has it.
    var indexByName: [String: Int] = [:]

    /// The keys whose presence marks a top-level object as a document rather than a preset.
    static let documentKeys: Set<String> = ["format", "version", "presets"]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes)
    }

    /// Reads the whole input as `shape`.
    mutating func read(_ shape: Shape) throws(ReadFailure) -> [HeaderPreset] {
        guard let next = scanner.peek() else { throw scanner.expectedValue() }
        switch (shape, next) {
        case (.anything, UInt8(ascii: "{")):
            if try topLevelObjectIsDocument() {
                try readDocument()
            } else {
                try readPreset(depth: 1)
            }
        case (.anything, UInt8(ascii: "[")):
            try readPresetArray(depth: 1)
        case (.onePreset, UInt8(ascii: "{")):
            try readPreset(depth: 1)
        default:
            guard let kind = scanner.nextValueKind() else { throw scanner.expectedValue() }
            let wanted =
                shape == .onePreset
                ? "one preset object"
                : "a preset document, a preset object or an array of preset objects"
            throw ReadFailure(kind: .content, offset: scanner.index, message: "expected \(wanted), found \(kind)")
        }
        try scanner.finish()
        return presets
    }

    /// Whether the object at the next byte is a document: its first key is `format`, `version`
    /// or `presets`. Reads ahead without consuming anything.
    mutating func topLevelObjectIsDocument() throws(ReadFailure) -> Bool {
        let start = scanner.index
        defer { scanner.index = start }
        try scanner.open(UInt8(ascii: "{"), depth: 1)
        if scanner.objectIsEmpty() { return false }
        let (key, _) = try scanner.readKey(afterComma: false)
        return PresetListReader.documentKeys.contains(key)
    }

    /// Reads `{"format": ..., "version": ..., "presets": [...]}`.
    mutating func readDocument() throws(ReadFailure) {
        let objectOffset = scanner.index
        try scanner.open(UInt8(ascii: "{"), depth: 1)
        var seenFormat = false, seenVersion = false, seenPresets = false
        var first = true
        repeat {
            let (key, keyOffset) = try scanner.readKey(afterComma: !first)
            first = false
            switch key {
            case "format":
                try mark(&seenFormat, key, keyOffset)
                let format = try readString(at: "format")
                if format != PresetDocumentWriter.formatName {
                    throw PresetListReader.wrongFormat(format)
                }
            case "version":
                try mark(&seenVersion, key, keyOffset)
                scanner.skipWhitespace()
                let valueOffset = scanner.index
                let version = try readNumber(at: "version")
                if let failure = PresetListReader.versionProblem(version, offset: valueOffset) {
                    throw failure
                }
            case "presets":
                try mark(&seenPresets, key, keyOffset)
                guard scanner.peek() == UInt8(ascii: "[") else {
                    throw try typeMismatch(expected: "an array", at: "presets")
                }
                try readPresetArray(depth: 2)
            default:
                throw ReadFailure(
                    kind: .content, offset: keyOffset,
                    message: "unknown key \(PresetListReader.quote(key)) in the document (it has 'format', 'version' and 'presets')")
            }
        } while try scanner.nextMember()
        for (seen, key) in [(seenFormat, "format"), (seenVersion, "version"), (seenPresets, "presets")] where !seen {
            throw ReadFailure(
                kind: .content, offset: objectOffset,
                message: "the document has no \(MessageText.quoted(key)) key")
        }
    }

    /// Reads one preset object whose `{` opens nesting level `depth`, and appends it.
    mutating func readPreset(depth: Int) throws(ReadFailure) {
        let index = presets.count
        guard scanner.peek() == UInt8(ascii: "{") else {
            guard let found = scanner.nextValueKind() else { throw scanner.expectedValue() }
            throw ReadFailure(
                kind: .content, offset: scanner.index, presetIndex: index,
                message: "expected a preset object, found \(found)")
        }
        let start = scanner.index
        let end = StrictDecoder.End()
        let preset: HeaderPreset
        do {
            preset = try HeaderPreset(from: StrictDecoder(bytes: scanner.bytes, offset: start, depth: depth, end: end))
        } catch var failure as ReadFailure {
            if failure.kind == .content { failure.presetIndex = index }
            throw failure
        } catch let error as DecodingError {
            throw StrictDecoder.failure(error, bytes: scanner.bytes, start: start, presetIndex: index)
        } catch {
            throw ReadFailure(kind: .content, offset: start, presetIndex: index, message: "\(error)")
        }
        scanner.index = end.offset
        if let earlier = indexByName[preset.name] {
            let nameOffset = StrictDecoder.offset(of: [StrictDecoder.MemberKey("name")], in: scanner.bytes, from: start)
            throw ReadFailure(
                kind: .content, offset: nameOffset, presetIndex: index, keyPath: "name",
                message: "appears twice in this document (presets #\(earlier + 1) and #\(index + 1))")
        }
        indexByName[preset.name] = index
        presets.append(preset)
    }

    /// Reads `[preset, ...]`; the `[` opens nesting level `depth`.
    mutating func readPresetArray(depth: Int) throws(ReadFailure) {
        try scanner.open(UInt8(ascii: "["), depth: depth)
        if scanner.arrayIsEmpty() { return }
        repeat {
            try readPreset(depth: depth + 1)
        } while try scanner.nextElement()
    }

    /// Records that `key` was seen, or fails when it was seen before in this object.
    func mark(_ seen: inout Bool, _ key: String, _ offset: Int) throws(ReadFailure) {
        if seen { throw JSONScanner.duplicateKey(key, at: offset) }
        seen = true
    }

    /// The failure for a document `format` other than ours.
    static func wrongFormat(_ format: String) -> ReadFailure {
        ReadFailure(
            kind: .format, keyPath: "format",
            message: "\(quote(format)) is not \(MessageText.quoted(PresetDocumentWriter.formatName)); this is not a stretchy preset document")
    }

    /// Why `version` cannot be read, or `nil` when it is the version this reader knows.
    static func versionProblem(_ version: Double, offset: Int?) -> ReadFailure? {
        let known = PresetDocumentWriter.version
        if version != version.rounded(.towardZero) {
            return ReadFailure(
                kind: .content, offset: offset, keyPath: "version",
                message: "\(NumberText.shortest(version)) is not a whole number")
        }
        if version > Double(known) {
            return ReadFailure(
                kind: .version,
                message: "version \(NumberText.shortest(version)) was written by a newer stretchy (this one reads version \(known)); upgrade stretchy"
            )
        }
        if version < Double(known) {
            return ReadFailure(
                kind: .content, offset: offset, keyPath: "version",
                message: "\(NumberText.shortest(version)) is not a document version (this stretchy reads version \(known))")
        }
        return nil
    }

    /// `s` quoted as every message quotes a text (``MessageText/quoted(_:longest:)``).
    static func quote(_ s: String) -> String {
        MessageText.quoted(s)
    }
}
