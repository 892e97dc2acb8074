import ValueText

/// Reads a document, a single preset object or a bare array of preset objects; see
/// ``PresetDocument`` for what is refused.
extension PresetDocument: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case format, version, presets
    }

    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            self.init(presets: try PresetDocument.presets(in: &array))
            return
        }
        guard let object = try? decoder.container(keyedBy: DocumentCodingKey.self) else {
            throw PresetDocumentError(
                keyPath: "",
                message: "expected a preset document, a preset object or an array of preset objects"
            )
            .decodingError(at: decoder.codingPath)
        }
        // A document has `format`, `version` and `presets`; any other object is one preset.
        let isDocument = object.allKeys.contains { CodingKeys(rawValue: $0.stringValue) != nil }
        guard isDocument else {
            self.init(presets: [try PresetDocument.placed(at: 0) { try HeaderPreset(from: decoder) }])
            return
        }
        do {
            try decoder.refuseUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let format = try container.decode(String.self, forKey: .format)
            guard format == PresetDocument.format else {
                throw PresetDocumentError(
                    keyPath: "format",
                    message:
                        "\(MessageText.quoted(format)) is not \(MessageText.quoted(PresetDocument.format)); this is not a stretchy preset document"
                )
                .decodingError(at: container.codingPath + [CodingKeys.format])
            }
            let version = try container.decode(Double.self, forKey: .version)
            if let problem = PresetDocument.problem(version: version) {
                throw PresetDocumentError(keyPath: "version", message: problem)
                    .decodingError(at: container.codingPath + [CodingKeys.version])
            }
            var array = try container.nestedUnkeyedContainer(forKey: .presets)
            self.init(presets: try PresetDocument.presets(in: &array))
        } catch let error as DecodingError {
            guard error.presetDocumentError == nil else { throw error }
            throw PresetDocumentError(error, below: decoder.codingPath, presetName: nil)
                .decodingError(at: PresetDocumentError.codingPath(of: error))
        }
    }

    /// Why `version` cannot be read, or `nil` when it is ``version``; a newer one says so.
    private static func problem(version: Double) -> String? {
        let known = PresetDocument.version
        if version != version.rounded(.towardZero) {
            return "\(NumberText.shortest(version)) is not a whole number"
        }
        if version > Double(known) {
            return "version \(NumberText.shortest(version)) was written by a newer stretchy (this one reads version \(known)); update HeaderGeometry"
        }
        if version < Double(known) {
            return "\(NumberText.shortest(version)) is not a document version (this one reads version \(known))"
        }
        return nil
    }

    /// Every preset of `array`, each valid, no name twice; an error names the preset by its name
    /// (when valid) and its place.
    private static func presets(in array: inout any UnkeyedDecodingContainer) throws -> [HeaderPreset] {
        var presets: [HeaderPreset] = []
        var indexByName: [String: Int] = [:]
        while !array.isAtEnd {
            let index = array.currentIndex
            let elementPath = array.codingPath + [DocumentCodingKey(intValue: index)!]
            let preset = try placed(at: index, elementPath: elementPath) { try array.decode(HeaderPreset.self) }
            if let earlier = indexByName[preset.name] {
                throw PresetDocumentError(
                    presetName: preset.name, presetIndex: index, keyPath: "name",
                    message: "appears twice in this document (presets #\(earlier + 1) and #\(index + 1))"
                )
                .decodingError(at: elementPath + [DocumentCodingKey("name")])
            }
            indexByName[preset.name] = index
            presets.append(preset)
        }
        return presets
    }

    /// Runs `decode` for the preset at `index` and gives any error it throws that place.
    private static func placed(
        at index: Int, elementPath: [any CodingKey]? = nil,
        _ decode: () throws -> HeaderPreset
    ) throws -> HeaderPreset {
        do {
            return try decode()
        } catch let error as DecodingError {
            let path = PresetDocumentError.codingPath(of: error)
            var placed =
                error.presetDocumentError
                // Not an object at all: the preset's own decoding never started.
                ?? PresetDocumentError(keyPath: "", message: "expected a preset object")
            placed.presetIndex = index
            throw placed.decodingError(at: error.presetDocumentError == nil ? (elementPath ?? path) : path)
        }
    }
}
