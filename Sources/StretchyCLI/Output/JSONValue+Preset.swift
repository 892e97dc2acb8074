import HeaderGeometry

extension JSONValue {
    /// The preset object of SPEC.md §3, its keys in the canonical order, for output that embeds
    /// presets (`history --format json`).
    public static func preset(_ preset: HeaderPreset) -> JSONValue {
        .fields([
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
    }
}
