/// Decodes and encodes the preset object of SPEC.md §3 with any `Decoder`/`Encoder`
/// (an app's `JSONDecoder`, say). Missing keys take their defaults (`motion` too, and it is
/// written only when it differs from them; `tracks` only when not empty); rules are not checked here —
/// use ``HeaderPreset/violations``.
extension HeaderPreset: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, summary, minHeight, maxHeight, collapse, damping, shadow, snap, motion, tracks
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            summary: try container.decodeIfPresent(String.self, forKey: .summary) ?? Defaults.summary,
            minHeight: try container.decodeIfPresent(Double.self, forKey: .minHeight) ?? Defaults.minHeight,
            maxHeight: try container.decodeIfPresent(Double.self, forKey: .maxHeight) ?? Defaults.maxHeight,
            collapse: try container.decodeIfPresent(CollapseMode.self, forKey: .collapse) ?? Defaults.collapse,
            damping: try container.decodeIfPresent(Double.self, forKey: .damping) ?? Defaults.damping,
            shadow: try container.decodeIfPresent(HeaderShadow.self, forKey: .shadow),
            snap: try container.decodeIfPresent(SnapBehavior.self, forKey: .snap) ?? SnapBehavior(),
            motion: try container.decodeIfPresent(MotionParameters.self, forKey: .motion) ?? MotionParameters(),
            tracks: try container.decodeIfPresent([ContentTrack].self, forKey: .tracks) ?? []
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(summary, forKey: .summary)
        try container.encode(minHeight, forKey: .minHeight)
        try container.encode(maxHeight, forKey: .maxHeight)
        try container.encode(collapse, forKey: .collapse)
        try container.encode(damping, forKey: .damping)
        if let shadow {
            try container.encode(shadow, forKey: .shadow)
        } else {
            try container.encodeNil(forKey: .shadow)
        }
        try container.encode(snap, forKey: .snap)
        // Like the canonical writer: only a preset whose motion differs from the defaults has
        // the key, so documents of presets without motion stay as they were.
        if motion != MotionParameters() {
            try container.encode(motion, forKey: .motion)
        }
        // Likewise tracks (SPEC.md §6): written only when there are some, in document order.
        if !tracks.isEmpty {
            try container.encode(ContentTrack.canonicallyOrdered(tracks), forKey: .tracks)
        }
    }
}
