import PresetService
import HeaderGeometry

extension JSONValue {
    /// The preset object of SPEC.md §3, its keys in the canonical order (`motion` last, only when
    /// not the defaults), for output that embeds presets (`history --format json`).
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
        // As the canonical writer: `motion` only when it differs from the defaults.
        guard preset.motion != MotionParameters(), case .object(var members) = object else { return object }
        members.append(Member(key: "motion", value: motion(preset.motion)))
        return .object(members)
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
