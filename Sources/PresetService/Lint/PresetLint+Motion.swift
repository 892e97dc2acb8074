import HeaderGeometry
import PresetFormat
import ValueText

/// Lint's two motion rules (docs/accessibility.md#lint): motion Apple's HIG ("Motion") and WCAG
/// 2.3.3 ask to calm with Reduce Motion on — parallax, a zoom, blur or slide that follows the
/// scroll, a spring that bounces — and whether the preset's `reducedMotion` calms it.
extension PresetLint {
    /// One thing that moves: what a reviewer reads (`parallax 0.5`), and the assignment that
    /// stops it (`motion.parallax=0`).
    struct Motion: Equatable {
        /// `parallax 0.5`, `the title's scale 1.5 → 1`, `the spring's dampingRatio 0.7`.
        var said: String
        /// The key and value that calm it, without the `reducedMotion.` prefix.
        var calm: String
    }

    /// What moves in `preset` as docs/accessibility.md#lint counts it: `motion.parallax ≠ 0`, a
    /// `scale`, `blur`, `translateX` or `translateY` track whose keyframes' values are not all
    /// equal, and `motion.spring.dampingRatio < 1`.
    static func motions(of preset: HeaderPreset) -> [Motion] {
        var found: [Motion] = []
        if preset.motion.parallax != 0 {
            found.append(Motion(said: "parallax \(NumberText.human(preset.motion.parallax))", calm: "motion.parallax=0"))
        }
        let moving: Set<TrackProperty> = [.scale, .blur, .translateX, .translateY]
        for track in preset.tracks where moving.contains(track.property) {
            let values = track.keyframes.map(\.value)
            guard let first = values.first, values.contains(where: { $0 != first }) else { continue }
            let held = track.property.identityValue
            found.append(
                Motion(
                    said: "the \(track.layer)'s \(track.property.rawValue) \(values.map(NumberText.human).joined(separator: " → "))",
                    calm: TrackText.key(layer: track.layer, property: track.property) + "=0:" + NumberText.shortest(held)))
        }
        if preset.motion.spring.dampingRatio < 1 {
            found.append(
                Motion(
                    said: "the spring's dampingRatio \(NumberText.human(preset.motion.spring.dampingRatio)) (it bounces)",
                    calm: "motion.spring.dampingRatio=1"))
        }
        return found
    }

    /// `motion-without-reduced` and `reduced-still-moves`.
    static func motionFindings(for preset: HeaderPreset) -> [LintFinding] {
        let moving = motions(of: preset)
        guard preset.reducedMotion != nil else {
            guard !moving.isEmpty else { return [] }
            return [
                LintFinding(
                    rule: .motionWithoutReduced, preset: preset.name,
                    message:
                        "\(listed(moving.map(\.said))) \(moving.count == 1 ? "moves" : "move") with Reduce Motion on, and the preset has no reducedMotion",
                    fix: "add reducedMotion: " + moving.map { "reducedMotion." + $0.calm }.joined(separator: " "))
            ]
        }
        let still = motions(of: preset.reducedMotionVariant)
        guard !still.isEmpty else { return [] }
        return [
            LintFinding(
                rule: .reducedStillMoves, preset: preset.name,
                message:
                    "with its reducedMotion merged, \(listed(still.map(\.said))) still \(still.count == 1 ? "moves" : "move") with Reduce Motion on",
                fix: "set " + still.map { "reducedMotion." + $0.calm }.joined(separator: " "))
        ]
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
