import HeaderGeometry
import ValueText

/// A release's rest in words (`stretchy snap --explain`): which rule decided, for someone who has
/// never seen the formulas of docs/concepts.md#snapping.
public enum RestExplanation {
    /// The sentences, in the order the rules apply: the release, the fling, the snap mode, the
    /// snap offset chosen (or why none), the clamp at the top, the rest.
    public static func lines(for preset: HeaderPreset, _ decision: RestDecision) -> [String] {
        let y = text(decision.offset), v = decision.velocity
        var lines: [String] = []
        let direction =
            v > 0
            ? "moving \(text(v)) pt/s into the content"
            : v < 0 ? "moving \(text(-v)) pt/s back toward the top" : "standing still (velocity 0)"
        lines.append("The finger lifts at offset \(y), \(direction).")
        lines.append(flingSentence(preset, decision))
        lines.append(contentsOf: snapSentences(decision))
        if (decision.snappedTo ?? decision.projected) < 0 {
            lines.append("That is past the top, and a pull always springs back: the scroll rests at 0.")
        }
        var rest = "Rest: \(text(decision.rest))"
        if let snapped = decision.snappedTo {
            rest += " (snapped to \(text(snapped)))."
        } else {
            rest += decision.rule == .snappingDisabled ? " (no snapping)." : " (no snap offset)."
        }
        lines.append(rest)
        return lines
    }

    private static func flingSentence(_ preset: HeaderPreset, _ decision: RestDecision) -> String {
        let distance = decision.projected - decision.offset
        let how: String
        switch preset.motion.fling {
        case .uikit:
            let rate = preset.motion.clamped.deceleration
            let name = rate.name.map { "\($0) " } ?? ""
            how = "UIKit's \(name)deceleration, which keeps \(text(rate.rate)) of the speed every millisecond"
        case .android:
            how = "Android's spline fling, as motion.fling android says; the deceleration rate is not used"
        }
        if decision.velocity == 0 {
            return "With no speed there is no fling: on its own the scroll would stay at \(text(decision.offset))."
        }
        return "The fling alone (\(how)) would carry it \(text(abs(distance))) pt further, to \(text(decision.projected))."
    }

    private static func snapSentences(_ decision: RestDecision) -> [String] {
        let offsets = decision.snapOffsets.map(text).joined(separator: ", ")
        let point: String
        switch decision.rule {
        case .snappingDisabled:
            return ["Snapping is off (snap.mode disabled), so the scroll stops where the fling ends."]
        case .fromRelease:
            point = "Snap mode immediately settles from where the finger lifted, \(text(decision.offset)), whatever the speed."
        case .slowRelease:
            point =
                "Snap mode afterFinishAccelerating, and the release is slow (\(text(abs(decision.velocity))) pt/s, "
                + "under \(text(HeaderPreset.slowReleaseSpeed)) pt/s): it settles from where the finger lifted, \(text(decision.offset))."
        case .fromProjection:
            point =
                "Snap mode afterFinishAccelerating, and the release is fast (\(text(abs(decision.velocity))) pt/s, "
                + "at least \(text(HeaderPreset.slowReleaseSpeed)) pt/s): it settles from where the fling would end, \(text(decision.projected))."
        }
        guard let anchor = decision.anchor else { return [point] }
        guard let snapped = decision.snappedTo else {
            let span = "\(text(decision.snapOffsets.first ?? 0)) to \(text(decision.snapOffsets.last ?? 0))"
            return [
                point,
                "The snap offsets are \(offsets); \(text(anchor)) lies outside them (\(span)), so there is nothing "
                    + "to settle on and the scroll stops where the fling ends, \(text(decision.projected)).",
            ]
        }
        let choice: String
        if decision.policy == .direction, decision.velocity != 0 {
            choice =
                decision.velocity > 0
                ? "Snap policy direction: moving into the content, it takes the first snap offset at or past \(text(anchor)) among \(offsets): \(text(snapped))."
                : "Snap policy direction: moving back toward the top, it takes the last snap offset at or before \(text(anchor)) among \(offsets): \(text(snapped))."
        } else {
            let policy =
                decision.policy == .direction
                ? "Snap policy direction, with no speed to follow, takes the nearest"
                : "Snap policy nearest takes the nearest"
            let below = decision.snapOffsets.last { $0 < anchor }, above = decision.snapOffsets.first { $0 > anchor }
            if let below, let above, anchor - below == above - anchor {
                choice =
                    "\(policy) snap offset among \(offsets); \(text(anchor)) is half way between \(text(below)) and \(text(above)), and a tie goes to the more collapsed one: \(text(snapped))."
            } else {
                choice = "\(policy) snap offset to \(text(anchor)) among \(offsets): \(text(snapped))."
            }
        }
        return [point, choice]
    }

    private static func text(_ value: Double) -> String { NumberText.human(value) }
}
