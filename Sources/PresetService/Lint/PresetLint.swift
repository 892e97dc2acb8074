import HeaderGeometry
import ValueText

/// `stretchy lint`'s rules (docs/accessibility.md#lint): what a preset does on a screen that would
/// hurt someone using the app, each finding with its numbers and a fix.
///
/// The preset is checked at the context's text size (`H_c` for `H`) on its screen: `s` the
/// safe-area top, `V` the viewport height, `H'` and `h'` the heights on that screen, `E` the
/// collapse range, and `a`, `t` the accessory's offset and height (`0` without one).
public enum PresetLint {
    /// The HIG's minimum hit target, in points.
    public static let minimumHitTarget = 44.0
    /// The smallest text the HIG allows, in points.
    public static let minimumTextSize = 11.0
    /// How far apart two snap offsets must be, in points.
    public static let minimumSnapDistance = 8.0

    /// Every finding for `preset` in `context`, in the order of ``LintRule/allCases``.
    public static func findings(for preset: HeaderPreset, in context: LintContext) -> [LintFinding] {
        let sized = preset.sized(for: context.textSize)
        let check = Check(preset: sized, context: context)
        var found = check.contentRules()
        found += check.snapRules()
        found += check.barRules()
        found += motionFindings(for: preset)
        found += check.textRules()
        found += check.triggerRules()
        return found
    }

    /// One preset's numbers on one screen, and the rules that read them.
    private struct Check {
        let preset: HeaderPreset
        let context: LintContext
        let s: Double, viewport: Double, expanded: Double, collapsed: Double, range: Double, a: Double, t: Double

        init(preset: HeaderPreset, context: LintContext) {
            self.preset = preset
            self.context = context
            s = context.screen.safeAreaTop
            viewport = context.screen.viewportHeight ?? preset.motion.viewportHeight
            expanded = preset.expandedHeight(in: context.screen)
            collapsed = preset.collapsedHeight(in: context.screen)
            range = preset.collapseRange
            a = preset.accessory?.offset ?? 0
            t = preset.accessory?.height ?? 0
        }

        func finding(_ rule: LintRule, _ message: String, fix: String) -> LintFinding {
            LintFinding(rule: rule, preset: preset.name, message: message, fix: fix)
        }

        /// `short-content` and `unreachable-snap`, with a content height only.
        func contentRules() -> [LintFinding] {
            guard let content = context.contentHeight else { return [] }
            var found: [LintFinding] = []
            let needed = viewport - collapsed - t
            if content < needed {
                let missing = needed - content
                found.append(
                    finding(
                        .shortContent,
                        "\(pt(content)) of content is \(pt(missing)) short of the \(pt(needed)) (V − h' − t) the header needs to collapse fully",
                        fix: "pad the page to \(pt(needed)) of content, or raise minHeight to \(num(preset.minHeight + missing))"))
            }
            guard preset.snap.mode != .disabled else { return found }
            let largest = expanded + a + t + content - viewport
            var offsets = zip(preset.snap.effectivePositions, preset.snapOffsets).map { ("snap position \(num($0))", $0, $1) }
            offsets.append(("snap.initialPosition \(num(preset.snap.initialPosition))", preset.snap.initialPosition, preset.initialOffset))
            for (label, _, offset) in offsets where offset > largest + 1e-9 {
                let reachable = range > 0 ? max(0, largest) / range : 0
                found.append(
                    finding(
                        .unreachableSnap,
                        "\(label) is at offset \(pt(offset)), beyond the largest offset \(pt(largest)) (H' + a + t + C − V) with \(pt(content)) of content",
                        fix: "give the page at least \(pt(content + offset - largest)) of content, or move the position to \(num(reachable)) or less")
                )
            }
            return found
        }

        /// `snaps-too-close`, with snapping on.
        func snapRules() -> [LintFinding] {
            let positions = preset.snap.effectivePositions, offsets = preset.snapOffsets
            var found: [LintFinding] = []
            for index in offsets.indices.dropFirst() {
                let gap = offsets[index] - offsets[index - 1]
                guard gap < PresetLint.minimumSnapDistance else { continue }
                let spread = range > 0 ? (offsets[index - 1] + PresetLint.minimumSnapDistance) / range : 1
                found.append(
                    finding(
                        .snapsTooClose,
                        "snap positions \(num(positions[index - 1])) and \(num(positions[index])) are \(pt(gap)) apart (offsets \(num(offsets[index - 1])) and \(num(offsets[index]))), under \(pt(PresetLint.minimumSnapDistance))",
                        fix: "drop one of them, or move \(num(positions[index])) to \(num(spread)) or more"))
            }
            return found
        }

        /// `tiny-bar` and `under-status-bar`.
        func barRules() -> [LintFinding] {
            var found: [LintFinding] = []
            let included = preset.safeArea == .included
            let bar = included ? preset.minHeight - s : preset.minHeight
            if bar > 0, bar < PresetLint.minimumHitTarget {
                let target = PresetLint.minimumHitTarget + (included ? s : 0)
                let alternative = included && preset.minHeight >= PresetLint.minimumHitTarget ? ", or use safeArea added" : ""
                let below = included ? " below the \(pt(s)) status bar" : ""
                found.append(
                    finding(
                        .tinyBar,
                        "the collapsed bar is \(pt(bar))\(below), under the \(pt(PresetLint.minimumHitTarget)) minimum hit target",
                        fix: "raise minHeight to \(num(target))\(alternative)"))
            }
            if included, preset.collapse == .shrink, preset.minHeight > 0, preset.minHeight < s {
                found.append(
                    finding(
                        .underStatusBar,
                        "the collapsed header is \(pt(preset.minHeight)) from the screen's top, under the \(pt(s)) status bar, so it hides there",
                        fix: "raise minHeight to \(num(s + PresetLint.minimumHitTarget)), or use safeArea added"))
            }
            return found
        }

        /// `text-too-small` and `no-dynamic-type`.
        func textRules() -> [LintFinding] {
            let titleTracks = preset.tracks.filter { $0.layer == "title" }
            guard !titleTracks.isEmpty else { return [] }
            guard let dynamicType = preset.dynamicType else {
                let names = titleTracks.map { "title.\($0.property.rawValue)" }.joined(separator: ", ")
                return [
                    finding(
                        .noDynamicType,
                        "the title layer has tracks (\(names)) but the preset has no dynamicType, so the header keeps its height at every text size",
                        fix: "set dynamicType.scaledHeight to the points of maxHeight the title takes, and dynamicType.textStyle to its style")
                ]
            }
            let size = dynamicType.textStyle.size(at: context.textSize)
            var found: [LintFinding] = []
            for track in titleTracks where track.property == .scale {
                // The smallest scale over the collapse, sampled finely, and at every keyframe.
                let samples = (0...400).map { Double($0) / 400 * max(range, 0) }
                var smallest = (scale: Double.infinity, progress: 0.0)
                for y in samples {
                    let frame = preset.frame(at: y, in: context.screen)
                    let scale = track.value(forInput: track.input.value(in: frame))
                    if scale < smallest.scale { smallest = (scale, frame.progress) }
                }
                for keyframe in track.keyframes where keyframe.value < smallest.scale && track.input == .progress {
                    smallest = (keyframe.value, keyframe.at)
                }
                let points = size * smallest.scale
                guard points < PresetLint.minimumTextSize else { continue }
                found.append(
                    finding(
                        .textTooSmall,
                        "the title's scale falls to \(num(smallest.scale)) at progress \(num(smallest.progress)): \(dynamicType.textStyle.rawValue) \(pt(size)) at \(context.textSize.rawValue) × \(num(smallest.scale)) = \(pt(points)), under \(pt(PresetLint.minimumTextSize))",
                        fix:
                            "keep title.scale at \(num(PresetLint.minimumTextSize / size)) or more, or set the title in a larger dynamicType.textStyle"
                    ))
            }
            return found
        }

        /// `unreachable-trigger`.
        func triggerRules() -> [LintFinding] {
            guard let trigger = preset.pullTrigger, trigger >= viewport else { return [] }
            return [
                finding(
                    .unreachableTrigger,
                    "pullTrigger is \(pt(trigger)), but a pull never passes the \(pt(viewport)) viewport, so it never fires",
                    fix: "lower pullTrigger under \(num(viewport)) (Flutter's default is 100)")
            ]
        }

        private func pt(_ value: Double) -> String { "\(NumberText.human(value)) pt" }
        private func num(_ value: Double) -> String { NumberText.human(value) }
    }
}
