import HeaderGeometry

/// What changed between two versions of a preset, key by key, as `history` shows it.
public enum PresetDiff {
    /// One line per changed key: `maxHeight 300 → 320`, `shadow none → threshold 140, radius 8`,
    /// `name sticky → sticky-utah`. Empty when nothing changed.
    public static func changes(from old: HeaderPreset, to new: HeaderPreset) -> [String] {
        var lines: [String] = []
        func note(_ key: String, _ before: String, _ after: String) {
            if before != after { lines.append("\(key) \(before) → \(after)") }
        }
        note("name", old.name, new.name)
        note("summary", quoted(old.summary), quoted(new.summary))
        note("minHeight", number(old.minHeight), number(new.minHeight))
        note("maxHeight", number(old.maxHeight), number(new.maxHeight))
        note("collapse", old.collapse.rawValue, new.collapse.rawValue)
        note("damping", number(old.damping), number(new.damping))
        switch (old.shadow, new.shadow) {
        case let (before?, after?):
            note("shadow.threshold", number(before.threshold), number(after.threshold))
            note("shadow.radius", number(before.radius), number(after.radius))
        default:
            note("shadow", shadow(old.shadow), shadow(new.shadow))
        }
        note("snap.mode", old.snap.mode.rawValue, new.snap.mode.rawValue)
        note("snap.positions", list(old.snap.positions), list(new.snap.positions))
        note("snap.initialPosition", number(old.snap.initialPosition), number(new.snap.initialPosition))
        let before = old.motion, after = new.motion
        note("motion.frameRate", number(before.frameRate), number(after.frameRate))
        note("motion.decelerationRate", rate(before.deceleration), rate(after.deceleration))
        note("motion.viewportHeight", number(before.viewportHeight), number(after.viewportHeight))
        note("motion.rubberBandConstant", number(before.rubberBandConstant), number(after.rubberBandConstant))
        note("motion.spring.response", number(before.spring.response), number(after.spring.response))
        note("motion.spring.dampingRatio", number(before.spring.dampingRatio), number(after.spring.dampingRatio))
        note("motion.parallax", number(before.parallax), number(after.parallax))
        note("motion.quickReturn", String(before.quickReturn), String(after.quickReturn))
        return lines
    }

    /// A deceleration rate as the JSON writes it: `normal`, `fast` or the number.
    private static func rate(_ deceleration: ScrollDeceleration) -> String {
        deceleration.name ?? number(deceleration.rate)
    }

    private static func number(_ value: Double) -> String { NumberText.shortest(value) }

    private static func list(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    private static func shadow(_ shadow: HeaderShadow?) -> String {
        guard let shadow else { return "null" }
        return "{threshold \(number(shadow.threshold)), radius \(number(shadow.radius))}"
    }

    private static func quoted(_ text: String) -> String {
        let short = text.count > 30 ? String(text.prefix(29)) + "…" : text
        return "\"" + short.replacingNewlines() + "\""
    }
}

private extension String {
    func replacingNewlines() -> String {
        String(unicodeScalars.map { $0 == "\n" ? "⏎" : Character($0) })
    }
}
