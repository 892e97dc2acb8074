/// Writes `{"format": "stretchy-presets", "version": 1, "presets": [...]}`: a document
/// `stretchy import` reads. (`stretchy export` writes the canonical bytes; an `Encoder` writes
/// the same values in its own layout.)
extension PresetDocument: Encodable {
    private enum EncodingKeys: String, CodingKey {
        case format, version, presets
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EncodingKeys.self)
        try container.encode(PresetDocument.format, forKey: .format)
        try container.encode(PresetDocument.version, forKey: .version)
        try container.encode(presets, forKey: .presets)
    }
}
