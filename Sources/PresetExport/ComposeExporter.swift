import HeaderGeometry

/// `--to compose`: one Kotlin file for Jetpack Compose with Material 3 (docs/platforms.md).
///
/// Per preset: an `object` with the heights in dp, the spring as a `spring()` spec, the fling's
/// decay (`exponentialDecay` at the preset's rate, or for `motion.fling android` Compose's own
/// `splineBasedDecay`), the snap policy and pull trigger as constants, and the
/// `exitUntilCollapsed` (or, for `quickReturn`, `enterAlways`) scroll behaviour that snaps with
/// that spring; and a `@Stable` state class that follows the behaviour's `TopAppBarState` and
/// exposes `heightOffset`, `collapsedFraction`, the frame (height, translation, shadow,
/// background offset), `triggered` for a preset with a pull trigger, and every track's value. Layouts are
/// `Templates/compose.kt` (the file) and `Templates/compose-preset.kt` (one preset).
public struct ComposeExporter: PresetExporter {
    /// The Kotlin package the file declares.
    public static let package = "stretchy.presets"

    private static let fileTemplate = Template(TemplateText.composeKt)
    private static let presetTemplate = Template(TemplateText.composePresetKt)
    private static let names = TemplateNames([TemplateText.composeKt, TemplateText.composePresetKt])

    /// An exporter.
    public init() {}

    /// The Kotlin file for `presets` (sorted by name), a preset at a time. Two names that become
    /// the same type name are an error naming both, before anything is written.
    public func export(_ presets: PresetWalk, options: ExportOptions, to emit: ([UInt8]) -> Void) throws {
        let count = try Self.names.check(presets, language: "Kotlin")
        let note = FidelityNote(platform: "Compose", command: options.command, losses: Self.losses(for:))
        var out = SourceText(capacity: 1 << 17)
        try Self.fileTemplate.render(into: &out) { name, out in
            switch name {
            case "note":
                try note.write(presets, count: count, style: .slash(KotlinEscaper.lineComment), to: &out) { $0.handOn(to: emit) }
            case "package": out.append(Self.package)
            case "animationImports": out.append(try Self.animationImports(for: presets))
            case "accessoryImports":
                var strip = false
                try presets.forEach { preset in strip = strip || preset.accessory != nil }
                if strip { out.append(ScreenExport.kotlinImports.map { "\nimport " + $0 }.joined()) }
            case "hiddenImports", "hiddenModifier":
                // Modifier.stretchyHidden, only in a file with an opacity track (docs/accessibility.md#in-the-exports).
                var strip = false, hides = false
                try presets.forEach { preset in
                    strip = strip || preset.accessory != nil
                    hides = hides || !AccessibilityExport.opacityLayers(of: preset).isEmpty
                }
                guard hides else { return true }
                if name == "hiddenModifier" {
                    out.append(AccessibilityExport.kotlinHiddenModifier)
                } else {
                    let imports = AccessibilityExport.kotlinHiddenImports.filter { !strip || !ScreenExport.kotlinImports.contains($0) }
                    out.append(imports.map { "\nimport " + $0 }.joined())
                }
            case "reducedMotionImports", "reducedMotionFunction":
                // stretchyReducesMotion, only in a file with a reducedMotion preset (docs/accessibility.md#in-the-exports).
                var switches = false
                try presets.forEach { preset in switches = switches || AccessibilityExport.variant(of: preset) != nil }
                guard switches else { return true }
                out.append(
                    name == "reducedMotionFunction"
                        ? AccessibilityExport.kotlinReducedMotionFunction
                        : AccessibilityExport.kotlinReducedMotionImports.map { "\nimport " + $0 }.joined())
            case "presets":
                try presets.forEach { preset in
                    let type = Self.names.typeName(for: preset.name)
                    out.append(Self.presetTemplate.render(Self.values(for: preset, type: type)))
                    // The preset with Reduce Motion on, declared beside it (docs/accessibility.md#in-the-exports).
                    if let variant = AccessibilityExport.variant(of: preset) {
                        var values = Self.values(for: variant, type: type + AccessibilityExport.variantSuffix)
                        values["summary"] = CommentText.lines(
                            AccessibilityExport.variantSummary(of: preset), prefix: " * ", escape: KotlinEscaper.blockComment)
                        out.append(Self.presetTemplate.render(values))
                    }
                    out.handOn(to: emit)
                }
            default: return false
            }
            return true
        }
        emit(out.bytes)
    }

    /// The imports from `androidx.compose.animation` that the presets' code uses, in order: the
    /// ones every file uses, the easings of their tracks, and the decay each one flings with (an
    /// unused import is a warning in the app's build).
    static func animationImports(for presets: PresetWalk) throws -> String {
        var names: Set<String> = ["core.AnimationSpec", "core.DecayAnimationSpec", "core.Easing", "core.spring"]
        try presets.forEach { preset in
            for track in preset.tracks {
                let easing = TrackExport.kotlinEasing(track.easing).prefix { $0.isLetter }
                if easing != "StretchyStepEasing" { names.insert("core." + easing) }
            }
            names.insert(preset.motion.fling == .android ? "rememberSplineBasedDecay" : "core.exponentialDecay")
        }
        return names.sorted().map { "import androidx.compose.animation.\($0)" }.joined(separator: "\n")
    }

    /// What Compose's Material 3 app bar cannot do for `preset`, one line each.
    static func losses(for preset: HeaderPreset) -> [String] {
        let facts = PresetFacts(preset)
        var losses: [String] = []
        if facts.stretches || TrackExport.hasPullTracks(preset) {
            var pulled: [String] = []
            if facts.stretches { pulled.append("the damping (\(CodeNumber.plain(preset.damping)))") }
            if TrackExport.hasPullTracks(preset) { pulled.append("the tracks keyed to the pull") }
            losses.append(
                "the pull: TopAppBarState does not see an overscroll, so for \(pulled.joined(separator: " and ")) to act, set the state's `pull` from your own overscroll handling; Android's overscroll replaces the rubber band (constant \(CodeNumber.plain(preset.motion.rubberBandConstant)) over \(CodeNumber.plain(preset.motion.viewportHeight)) pt)"
            )
        }
        switch preset.snap.mode {
        case .disabled: break
        case .immediately:
            losses.append(
                "snap mode immediately: Material 3 settles once the fling ends, so a release snaps from where the fling stops, not where the finger lifts"
            )
        case .afterFinishAccelerating:
            losses.append(
                "snap mode afterFinishAccelerating: a release slower than 200 pt/s also snaps from where the fling stops, not where the finger lifts")
        }
        if !facts.snapPositions.isEmpty, facts.snapPositions != [0, 1] {
            losses.append(
                "snap positions \(PresetFacts.list(facts.snapPositions)): Material 3 snaps only to expanded (0) or collapsed (1), whichever is nearer"
            )
        }
        if preset.snap.mode != .disabled, preset.snap.policy == .direction {
            losses.append(
                "snap.policy direction: Material 3 settles to whichever of expanded and collapsed is nearer once the fling ends, not to the one the release was moving toward (SnapsByDirection says what the preset wants)"
            )
        }
        if let trigger = preset.pullTrigger {
            losses.append(
                "pullTrigger \(CodeNumber.plain(trigger)): TopAppBarState has no stretch trigger; the state's `triggered` turns true once the `pull` you set reaches PullTrigger, so start your refresh from it (or pass PullTrigger as your pull-to-refresh threshold)"
            )
        }
        if let dynamicType = preset.dynamicType {
            losses.append(
                AccessibilityExport.dynamicTypeNote(
                    dynamicType, setting: "the system font scale (LocalDensity.current.fontScale)",
                    kept: "the app bar state's height offset limit (set once, when the state is first remembered), the screen's and snapping's values"
                ))
        }
        if AccessibilityExport.variant(of: preset) != nil {
            losses.append(
                "reducedMotion: the preset with Remove animations on is declared beside it (ReducedMotion in its names); reducesMotion() reads Settings.Global.ANIMATOR_DURATION_SCALE at each composition, so switching the setting builds the other scroll behaviour and state afresh, at the top"
            )
        }
        return losses + ScreenExport.composeLosses(for: preset)
    }

    static func values(for preset: HeaderPreset, type: String) -> [String: String] {
        let facts = PresetFacts(preset)
        let spring = facts.spring
        let snaps = preset.snap.mode != .disabled
        let stiffness = CodeNumber.kotlin(Double(CodeNumber.rounded(spring.stiffness, places: 4))!)
        let shadowExpression: String
        if let shadow = preset.shadow, shadow.radius > 0 {
            shadowExpression = "if (height + translation < \(type)Header.ShadowThreshold) \(type)Header.ShadowRadius else 0.dp"
        } else {
            shadowExpression = "0.dp"
        }
        let collapsedFraction =
            facts.collapseRange > 0
            ? "appBarState.collapsedFraction"
            : "if (appBarState.contentOffset < 0f) 1f else 0f"
        // Compose's exponentialDecay: velocity × e^(-4.2 × frictionMultiplier × t).
        let friction = CodeNumber.kotlin(Double(CodeNumber.rounded(facts.decayPerSecond / 4.2, places: 4))!)
        let flingSpec: String
        if preset.motion.fling == .android {
            // Android's spline is Compose's own: splineBasedDecay at the screen's density.
            flingSpec = """
                /** Flings slow down as Android's spline (OverScroller's; motion.fling android): splineBasedDecay. */
                    val FlingAnimationSpec: DecayAnimationSpec<Float>
                        @Composable get() = rememberSplineBasedDecay()
                """
        } else {
            flingSpec = """
                /** Flings slow down as UIScrollView's \(facts.decelerationDescription): velocity × e^(-\(CodeNumber.rounded(facts.decayPerSecond, places: 4)) t). */
                    val FlingAnimationSpec: DecayAnimationSpec<Float> = exponentialDecay(frictionMultiplier = \(friction))
                """
        }
        var triggerProperty = ""
        if preset.pullTrigger != nil {
            triggerProperty = """

                    /** Whether the pull has reached PullTrigger: where a refresh starts. */
                    val triggered: Boolean
                        get() = pull >= \(type)Header.PullTrigger

                """
        }
        return [
            "summary": CommentText.lines("\(preset.name): \(preset.summary)", prefix: " * ", escape: KotlinEscaper.blockComment),
            "name": preset.name,
            "nameLiteral": KotlinEscaper.stringLiteral(preset.name),
            "type": type,
            "maxHeight": CodeNumber.plain(preset.maxHeight),
            "minHeight": CodeNumber.plain(preset.minHeight),
            "collapseRange": CodeNumber.plain(facts.collapseRange),
            "shrinks": preset.collapse == .shrink ? "true" : "false",
            "damping": CodeNumber.kotlin(preset.damping),
            "shadowWord": preset.shadow == nil ? "no shadow: 0" : "shadow.threshold",
            "shadowThreshold": CodeNumber.plain(preset.shadow?.threshold ?? 0),
            "shadowRadius": CodeNumber.plain(preset.shadow?.radius ?? 0),
            "shadowExpression": shadowExpression,
            "snapPositions": facts.snapPositions.map(CodeNumber.kotlin).joined(separator: ", "),
            "initialPosition": CodeNumber.kotlin(preset.snap.initialPosition),
            "parallax": CodeNumber.kotlin(preset.motion.parallax),
            "parallaxSign": preset.collapse == .shrink ? "-" : "",
            "springDescription": facts.springDescription,
            "dampingRatio": CodeNumber.kotlin(Double(CodeNumber.rounded(preset.motion.spring.dampingRatio, places: 4))!),
            "stiffness": stiffness,
            "stiffnessText": CodeNumber.rounded(spring.stiffness, places: 4),
            "snapWord": snaps ? "" : " (none: the preset does not snap)",
            "snapSpec": snaps ? "Spring" : "null",
            "flingSpec": flingSpec,
            "snapsByDirection": preset.snap.mode != .disabled && preset.snap.policy == .direction ? "true" : "false",
            "pullTriggerWord": preset.pullTrigger == nil ? "none: the preset has no pull trigger, so 0" : "pullTrigger",
            "pullTrigger": CodeNumber.plain(preset.pullTrigger ?? 0),
            "screen": ScreenExport.kotlin(for: preset),
            "triggerProperty": triggerProperty,
            "behaviour": preset.motion.quickReturn ? "enterAlwaysScrollBehavior" : "exitUntilCollapsedScrollBehavior",
            "behaviourWord": preset.motion.quickReturn
                ? "enterAlways (quickReturn: the header comes back on any scroll toward the top)"
                : "exitUntilCollapsed",
            "collapsedFraction": collapsedFraction,
            "tracks": TrackExport.kotlinProperties(for: preset),
            "dynamicType": AccessibilityExport.kotlinObjectMembers(for: preset),
            "reducedMotion": AccessibilityExport.kotlinObjectSwitch(for: preset, type: type),
            "limit": preset.dynamicType == nil ? "-CollapseRange.toPx()" : "-(maxHeight(fontScale) - MinHeight).toPx()",
            "stateDynamicType": AccessibilityExport.kotlinStateMembers(for: preset, type: type),
            "stateMaxHeight": preset.dynamicType == nil ? "\(type)Header.MaxHeight" : "maxHeight",
            "stateCollapseRange": preset.dynamicType == nil ? "\(type)Header.CollapseRange" : "collapseRange",
        ]
    }
}
