import HeaderGeometry

extension JSONValue {
    /// The preset object of SPEC.md §3, its keys in the canonical order (`motion` only when not
    /// the defaults, then `tracks` only when there are some, sorted), for output that embeds
    /// presets (`history --format json`).
    public static func preset(_ preset: HeaderPreset) -> JSONValue {
        let object = JSONValue.fields([
            "name": .string(preset.name),
            "summary": .string(preset.summary),
            "minHeight": .number(preset.minHeight),
            "maxHeight": .number(preset.maxHeight),
            "collapse": .string(preset.collapse.rawValue),
            "damping": .number(preset.damping),
            "shadow": preset.shadow.map { shadow -> JSONValue in
                .fields(["threshold": .number(shadow.threshold), "radius": .number(shadow.radius)])
            } ?? .null,
            "snap": .fields([
                "mode": .string(preset.snap.mode.rawValue),
                "positions": .array(preset.snap.positions.map(JSONValue.number)),
                "initialPosition": .number(preset.snap.initialPosition),
            ]),
        ])
        // As the canonical writer: `motion` only when it differs from the defaults, `tracks`
        // (SPEC.md §6) only when there are some.
        guard case .object(var members) = object else { return object }
        if preset.motion != MotionParameters() {
            members.append((key: "motion", value: motion(preset.motion)))
        }
        if !preset.tracks.isEmpty {
            members.append((key: "tracks", value: .array(ContentTrack.canonicallyOrdered(preset.tracks).map(track))))
        }
        return .object(members)
    }

    /// A track object with all five keys, in the canonical order.
    static func track(_ track: ContentTrack) -> JSONValue {
        let easing: JSONValue = track.easing.name.map(JSONValue.string)
            ?? .array(track.easing.controlPoints.map { [$0.x1, $0.y1, $0.x2, $0.y2].map(JSONValue.number) } ?? [])
        return .fields([
            "layer": .string(track.layer),
            "property": .string(track.property.rawValue),
            "input": .string(track.input.rawValue),
            "easing": easing,
            "keyframes": .array(track.keyframes.map { .fields(["at": .number($0.at), "value": .number($0.value)]) }),
        ])
    }

    /// The `motion` object with every key, in the canonical order.
    static func motion(_ motion: MotionParameters) -> JSONValue {
        .fields([
            "frameRate": .number(motion.frameRate),
            "decelerationRate": motion.deceleration.name.map(JSONValue.string) ?? .number(motion.deceleration.rate),
            "viewportHeight": .number(motion.viewportHeight),
            "rubberBandConstant": .number(motion.rubberBandConstant),
            "spring": .fields(["response": .number(motion.spring.response),
                               "dampingRatio": .number(motion.spring.dampingRatio)]),
            "parallax": .number(motion.parallax),
            "quickReturn": .bool(motion.quickReturn),
        ])
    }
}
