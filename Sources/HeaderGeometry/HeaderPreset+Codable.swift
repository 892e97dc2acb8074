import ValueText

/// Decodes and encodes the preset object of docs/format.md#preset-keys with any `Decoder`/`Encoder`
/// (an app's `JSONDecoder`, say).
///
/// Decoding is strict, as `stretchy validate` is: missing keys take their defaults (`motion` and
/// `tracks` too), but an unknown key, an explicit `null` where a value belongs (only `shadow`,
/// `pullTrigger`, `accessory`, `dynamicType` and `reducedMotion` may be `null`), a wrong type or a broken rule throws `DecodingError.dataCorrupted` at the key's
/// coding path, saying `preset "hero" snap.positions[2]: 1.2 is outside 0...1` (the parts are its
/// `DecodingError.presetDocumentError`), so a decoded preset is always valid. To read a whole
/// document, decode ``PresetDocument``. Encoding writes every key (`motion` only when it differs
/// from its defaults, `tracks` only when not empty).
extension HeaderPreset: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, summary, minHeight, maxHeight, collapse, safeArea, damping, shadow, pullTrigger, accessory, snap, motion, tracks, dynamicType,
            reducedMotion
    }

    public init(from decoder: any Decoder) throws {
        do {
            let container: KeyedDecodingContainer<CodingKeys>
            do {
                container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            } catch let error as DecodingError {
                throw error.expecting("a preset object", atDepth: decoder.codingPath.count)
            }
            // Keys are read in the canonical order (docs/format.md#canonical-writing); a missing
            // name is reported after them, as any missing key is after its object's values.
            let name = try container.decodeIfGiven(String.self, forKey: .name)
            self.init(
                name: name ?? "",
                summary: try container.decodeIfGiven(String.self, forKey: .summary) ?? Defaults.summary,
                minHeight: try container.decodeIfGiven(Double.self, forKey: .minHeight) ?? Defaults.minHeight,
                maxHeight: try container.decodeIfGiven(Double.self, forKey: .maxHeight) ?? Defaults.maxHeight,
                collapse: try container.decodeCaseIfGiven(CollapseMode.self, forKey: .collapse) ?? Defaults.collapse,
                safeArea: try container.decodeCaseIfGiven(SafeAreaPlacement.self, forKey: .safeArea) ?? .default,
                damping: try container.decodeIfGiven(Double.self, forKey: .damping) ?? Defaults.damping,
                shadow: try container.decodeOrNull(HeaderShadow.self, forKey: .shadow, expecting: "an object or null"),
                pullTrigger: try container.decodeOrNull(Double.self, forKey: .pullTrigger, expecting: "a number or null"),
                accessory: try container.decodeOrNull(HeaderAccessory.self, forKey: .accessory, expecting: "an object or null"),
                snap: try container.decodeIfGiven(SnapBehavior.self, forKey: .snap) ?? SnapBehavior(),
                motion: try container.decodeIfGiven(MotionParameters.self, forKey: .motion) ?? MotionParameters(),
                tracks: try container.decodeList(
                    ContentTrack.self, forKey: .tracks, expecting: "an array of track objects",
                    each: "a track object", atMost: ContentTrack.maximumTrackCount,
                    noun: "tracks") ?? [],
                dynamicType: try container.decodeOrNull(HeaderDynamicType.self, forKey: .dynamicType, expecting: "an object or null"),
                reducedMotion: try Self.decodeReducedMotion(from: container)
            )
            guard name != nil else {
                throw DecodingError.keyNotFound(
                    CodingKeys.name,
                    DecodingError.Context(
                        codingPath: container.codingPath, debugDescription: "a preset needs a name"))
            }
        } catch let error as DecodingError {
            guard error.presetDocumentError == nil else { throw error }
            throw PresetDocumentError(error, below: decoder.codingPath, presetName: HeaderPreset.label(in: decoder))
                .decodingError(at: PresetDocumentError.codingPath(of: error))
        }
        // A value of the wrong type in reducedMotion is placed at that value, as any other
        // (docs/accessibility.md#reduce-motion); a broken rule of the merge is one of the rules below.
        if reducedMotion != nil {
            do throws(PresetDocumentError) {
                _ = try mergingReducedMotion()
            } catch  where !error.isRule && !error.keyPath.isEmpty && HeaderPreset.nameProblem(name) == nil {
                var placed = error
                placed.presetName = name
                throw placed.decodingError(at: placed.codingPath(below: decoder.codingPath))
            } catch {}
        }
        if let violation = violations.first {
            var keyPath = violation.keyPath
            if keyPath.hasPrefix("snap.positions["),
                let snap = try? decoder.container(keyedBy: DocumentCodingKey.self)
                    .nestedContainer(keyedBy: DocumentCodingKey.self, forKey: DocumentCodingKey("snap")),
                let written = try? snap.decode([Double].self, forKey: DocumentCodingKey("positions"))
            {
                keyPath = SnapBehavior.writtenKeyPath(keyPath, positions: written)
            }
            var error = PresetDocumentError(
                presetName: HeaderPreset.nameProblem(name) == nil ? name : nil,
                keyPath: keyPath, message: violation.message)
            error.isRule = true
            throw error.decodingError(at: error.codingPath(below: decoder.codingPath))
        }
        // As the CLI's reader keeps them (and the canonical writer writes them): by layer, then
        // property; checked first, so a broken track's key path has the document's index.
        // A scale track's anchor at the centre is the default, which documents leave out.
        tracks = ContentTrack.canonicallyOrdered(tracks).map { $0.withDefaultAnchorRemoved }
    }

    /// The name of the preset `decoder` is at, when it has a valid one: what its errors are
    /// labelled with. Read only on the way to an error.
    private static func label(in decoder: any Decoder) -> String? {
        guard let object = try? decoder.container(keyedBy: DocumentCodingKey.self),
            let name = try? object.decode(String.self, forKey: DocumentCodingKey("name"))
        else { return nil }
        return HeaderPreset.nameProblem(name) == nil ? name : nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(summary, forKey: .summary)
        try container.encode(minHeight, forKey: .minHeight)
        try container.encode(maxHeight, forKey: .maxHeight)
        try container.encode(collapse, forKey: .collapse)
        // Written only when not "below", right after collapse (docs/screen.md#the-safe-area).
        if safeArea != .default || encoder.writesEveryKey {
            try container.encode(safeArea.rawValue, forKey: .safeArea)
        }
        try container.encode(damping, forKey: .damping)
        if let shadow {
            try container.encode(shadow, forKey: .shadow)
        } else {
            try container.encodeNil(forKey: .shadow)
        }
        // Written only when set, right after the shadow (docs/format.md#pull-trigger).
        if let pullTrigger {
            try container.encode(pullTrigger, forKey: .pullTrigger)
        } else if encoder.writesEveryKey {
            try container.encodeNil(forKey: .pullTrigger)
        }
        // Written only when set, right after the pull trigger (docs/screen.md#the-accessory).
        if let accessory {
            try container.encode(accessory, forKey: .accessory)
        } else if encoder.writesEveryKey {
            try container.encodeNil(forKey: .accessory)
        }
        try container.encode(snap, forKey: .snap)
        // Like the canonical writer: only a preset whose motion differs from the defaults has
        // the key, so documents of presets without motion stay as they were.
        if motion != MotionParameters() || encoder.writesEveryKey {
            try container.encode(motion, forKey: .motion)
        }
        // Likewise tracks (docs/tracks.md): written only when there are some, in document order.
        if !tracks.isEmpty || encoder.writesEveryKey {
            try container.encode(ContentTrack.canonicallyOrdered(tracks), forKey: .tracks)
        }
        // Written only when set, after the tracks (docs/accessibility.md#dynamic-type).
        if let dynamicType {
            try container.encode(dynamicType, forKey: .dynamicType)
        } else if encoder.writesEveryKey {
            try container.encodeNil(forKey: .dynamicType)
        }
        // Written only when set, last (docs/accessibility.md#reduce-motion).
        if let reducedMotion {
            try container.encode(reducedMotion.changes, forKey: .reducedMotion)
        } else if encoder.writesEveryKey {
            try container.encodeNil(forKey: .reducedMotion)
        }
    }

    /// The `reducedMotion` object, or `nil` when absent or `null`; a key it may not hold is an
    /// error at that key.
    private static func decodeReducedMotion(from container: KeyedDecodingContainer<CodingKeys>) throws -> ReducedMotion? {
        guard let changes = try container.decodeOrNull(JSONValue.self, forKey: .reducedMotion, expecting: "an object or null")
        else { return nil }
        do throws(PresetDocumentError) {
            return try ReducedMotion(changes)
        } catch {
            let below = error.keyPath.split(separator: ".").dropFirst().map { DocumentCodingKey(String($0)) as any CodingKey }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [CodingKeys.reducedMotion] + below, debugDescription: error.message))
        }
    }
}

extension SnapBehavior {
    /// A violation's key path with its sorted-position index turned back into the index the
    /// document wrote (the model keeps positions sorted; the user reads them in their order).
    static func writtenKeyPath(_ keyPath: String, positions: [Double]) -> String {
        let prefix = "snap.positions["
        guard keyPath.hasPrefix(prefix), keyPath.hasSuffix("]"),
            let sortedIndex = Int(keyPath.dropFirst(prefix.count).dropLast())
        else { return keyPath }
        let order = positions.indices.sorted {
            positions[$0] < positions[$1] || (positions[$0] == positions[$1] && $0 < $1)
        }
        guard order.indices.contains(sortedIndex) else { return keyPath }
        return prefix + String(order[sortedIndex]) + "]"
    }
}
