import HeaderGeometry

/// What changed between two versions of a preset, key by key, as `history` shows it.
public enum PresetDiff {
    /// One line per changed key: `maxHeight 300 → 320`, `shadow none → threshold 140, radius 8`,
    /// `name sticky → sticky-utah`, `tracks.title.scale null → 0:1.5,1:1`. Empty when nothing changed.
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
        lines += trackChanges(from: old.tracks, to: new.tracks)
        return lines
    }

    /// One line per track added, removed or changed, by layer and then property:
    /// `tracks.title.scale null → 0:1.5,1:1`, `tracks.title.scale.easing linear → easeOut`.
    private static func trackChanges(from old: [ContentTrack], to new: [ContentTrack]) -> [String] {
        var lines: [String] = []
        func key(_ track: ContentTrack) -> String { TrackText.key(layer: track.layer, property: track.property) }
        let before = ContentTrack.canonicallyOrdered(old), after = ContentTrack.canonicallyOrdered(new)
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if j == after.count || (i < before.count && before[i].precedes(after[j])) {
                lines.append("\(key(before[i])) \(TrackText.track(before[i])) → null")
                i += 1
            } else if i == before.count || after[j].precedes(before[i]) {
                lines.append("\(key(after[j])) null → \(TrackText.track(after[j]))")
                j += 1
            } else {
                let was = before[i], now = after[j], name = key(now)
                if was.keyframes != now.keyframes {
                    lines.append("\(name) \(TrackText.keyframes(was.keyframes)) → \(TrackText.keyframes(now.keyframes))")
                }
                if was.input != now.input {
                    lines.append("\(name).input \(was.input.rawValue) → \(now.input.rawValue)")
                }
                if was.easing != now.easing {
                    lines.append("\(name).easing \(TrackText.easing(was.easing)) → \(TrackText.easing(now.easing))")
                }
                i += 1
                j += 1
            }
        }
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
