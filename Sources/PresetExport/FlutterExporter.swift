import HeaderGeometry

/// `--to flutter`: one Dart file for Flutter (docs/platforms.md).
///
/// Per preset: a class of constants named as `SliverAppBar`'s parameters (`expandedHeight`,
/// `collapsedHeight`, `toolbarHeight`, `pinned`, `floating`, `snap`, `stretch`, `stretchTriggerOffset`) with a
/// `sliverAppBar()` builder, the spring as a `SpringDescription`; a frame class (height,
/// translation, progress, shadow, parallax, tracks); a `SliverPersistentHeaderDelegate` whose
/// `build` lays the layers out in that frame; and `BouncingScrollPhysics` that snap as docs/concepts.md#snapping
/// says with the preset's spring. Layouts are `Templates/flutter.dart` and
/// `Templates/flutter-preset.dart`. `snap.policy direction` snaps by the release's direction,
/// `motion.fling android` projects with Android's spline and flings with Flutter's
/// `ClampingScrollSimulation`, and `pullTrigger` is `stretchTriggerOffset` with `onStretchTrigger`
/// passed through `sliverAppBar()` and the delegate.
public struct FlutterExporter: PresetExporter {
    private static let fileTemplate = Template(TemplateText.flutterDart)
    private static let presetTemplate = Template(TemplateText.flutterPresetDart)
    private static let names = TemplateNames([TemplateText.flutterDart, TemplateText.flutterPresetDart])

    /// An exporter.
    public init() {}

    /// The Dart file for `presets` (sorted by name), a preset at a time. Two names that become
    /// the same class name are an error naming both, before anything is written.
    public func export(_ presets: PresetWalk, options: ExportOptions, to emit: ([UInt8]) -> Void) throws {
        let count = try Self.names.check(presets, language: "Dart")
        let note = FidelityNote(platform: "Flutter", command: options.command, losses: Self.losses(for:))
        var out = SourceText(capacity: 1 << 17)
        try Self.fileTemplate.render(into: &out) { name, out in
            switch name {
            case "note":
                try note.write(presets, count: count, style: .slash(DartEscaper.lineComment), to: &out) { $0.handOn(to: emit) }
            case "presets":
                try presets.forEach { preset in
                    let type = Self.names.typeName(for: preset.name)
                    out.append(Self.presetTemplate.render(Self.values(for: preset, type: type)))
                    // The preset with Reduce Motion on, declared beside it (docs/accessibility.md#in-the-exports).
                    if let variant = AccessibilityExport.variant(of: preset) {
                        var values = Self.values(for: variant, type: type + AccessibilityExport.variantSuffix)
                        values["summary"] = CommentText.lines(
                            AccessibilityExport.variantSummary(of: preset), prefix: "/// ", escape: DartEscaper.lineComment)
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

    /// What Flutter cannot express for `preset`, one line each.
    static func losses(for preset: HeaderPreset) -> [String] {
        let facts = PresetFacts(preset)
        // SliverAppBar's extents are collapsedHeight and expandedHeight plus MediaQuery's top
        // padding when it is primary (Flutter's default).
        var losses = [
            "the status bar: SliverAppBar adds MediaQuery.padding.top to expandedHeight and collapsedHeight, so sliverAppBar() under a status bar is \(CodeNumber.plain(preset.maxHeight)) and \(CodeNumber.plain(preset.minHeight)) pt plus that inset; pass primary: false (or use the delegate) for exactly the preset's heights"
        ]
        if facts.stretches || TrackExport.hasPullTracks(preset) {
            losses.append(
                "the rubber band (constant \(CodeNumber.plain(preset.motion.rubberBandConstant)) over \(CodeNumber.plain(preset.motion.viewportHeight)) pt): BouncingScrollPhysics resists a pull with its own friction"
            )
        }
        losses += TrackExport.clampLosses(for: preset, platform: "Flutter")
        if preset.motion.fling == .android {
            losses.append(
                "motion.fling android: a release that does not snap flings as Flutter's ClampingScrollSimulation, Flutter's own port of Android's spline, and a pull runs BouncingScrollPhysics' spring back; snapping projects with the spline itself (stretchyAndroidFlingDistance)"
            )
        } else if preset.motion.deceleration.name == nil {
            losses.append(
                "deceleration \(facts.decelerationDescription): Flutter flings at ScrollDecelerationRate.\(decelerationName(preset)), the nearer of normal (0.998) and fast (0.99); snapping still projects with \(CodeNumber.plain(preset.motion.deceleration.rate))"
            )
        }
        if let trigger = preset.pullTrigger, !facts.stretches {
            losses.append(
                "pullTrigger \(CodeNumber.plain(trigger)): Flutter calls onStretchTrigger only for a SliverAppBar that stretches, and this preset does not (damping 1); the frame's `triggered` still says when the pull reaches it"
            )
        }
        if preset.motion.quickReturn, !facts.snapPositions.isEmpty, preset.snap.policy == .nearest {
            losses.append(
                "snap.policy nearest with quickReturn: Flutter's floating snap shows or hides the bar by the direction of the last drag, not by the nearer position"
            )
        }
        if let dynamicType = preset.dynamicType {
            losses.append(
                AccessibilityExport.dynamicTypeNote(
                    dynamicType, setting: "MediaQuery.textScalerOf(context) (textScaleOf, passed to sliverAppBar, frameAt and the delegate)",
                    kept: "the snap positions and the physics' snap targets"))
        }
        if AccessibilityExport.variant(of: preset) != nil {
            losses.append(
                "reducedMotion: the preset with animations off is declared beside it (ReducedMotion in its names); physicsOf and delegateOf pick it by MediaQuery.disableAnimationsOf(context), so switching the setting swaps the physics and the delegate where the scroll is"
            )
        }
        return losses + ScreenExport.flutterLosses(for: preset)
    }

    /// Flutter's `kToolbarHeight`: the height of a Material toolbar, in logical pixels.
    static let flutterToolbarHeight = 56.0

    /// `normal` or `fast`, whichever rate is nearer the preset's.
    static func decelerationName(_ preset: HeaderPreset) -> String {
        let rate = preset.motion.deceleration.rate
        if let name = preset.motion.deceleration.name { return name }
        return abs(rate - 0.998) <= abs(rate - 0.99) ? "normal" : "fast"
    }

    static func values(for preset: HeaderPreset, type: String) -> [String: String] {
        let facts = PresetFacts(preset)
        let spring = facts.spring
        let range = CodeNumber.dart(facts.collapseRange)
        let positions = facts.snapPositions
        var physics =
            preset.motion.fling == .android
            ? "bouncing like iOS, flinging as Android's spline (ClampingScrollSimulation)"
            : "bouncing like iOS, flinging at UIScrollView's \(decelerationName(preset)) deceleration"
        let chooses =
            preset.snap.policy == .direction
            ? "the snap position it was moving toward (at or past it moving into the content, at or before it moving back; the nearest when still) of"
            : "the nearest of"
        if !positions.isEmpty {
            physics +=
                "; a release comes to rest on \(chooses) the snap positions \(PresetFacts.list(positions)) (\(preset.snap.mode == .immediately ? "from where the finger lifts" : "from where the fling would end, or where the finger lifts below 200 pt/s")), carried there by the preset's spring"
        }
        let shadowExpression: String
        if preset.shadow != nil, (preset.shadow?.radius ?? 0) > 0 {
            shadowExpression = "visibleHeight < \(type)Header.shadowThreshold ? \(type)Header.shadowRadius : 0.0"
        } else {
            shadowExpression = "0.0"
        }
        let snapMilliseconds = Int((SpringEasing(spring: preset.motion.spring).duration * 1000).rounded())
        return [
            "summary": CommentText.lines("\(preset.name): \(preset.summary)", prefix: "/// ", escape: DartEscaper.lineComment),
            "name": preset.name,
            "nameLiteral": DartEscaper.stringLiteral(preset.name),
            "type": type,
            "maxHeight": CodeNumber.dart(preset.maxHeight),
            "minHeight": CodeNumber.dart(preset.minHeight),
            // SliverAppBar asserts collapsedHeight >= toolbarHeight.
            "toolbarHeight": preset.minHeight >= flutterToolbarHeight ? "kToolbarHeight" : CodeNumber.dart(preset.minHeight),
            "toolbarWord": preset.minHeight >= flutterToolbarHeight
                ? "Flutter's own (kToolbarHeight, 56), whatever the collapsed height"
                : "the collapsed height, since the preset collapses below Flutter's kToolbarHeight (56) and SliverAppBar's collapsedHeight may not be less than its toolbarHeight",
            "collapseRange": range,
            "pinned": preset.minHeight > 0 ? "true" : "false",
            "floating": preset.motion.quickReturn ? "true" : "false",
            "snap": preset.motion.quickReturn && !positions.isEmpty ? "true" : "false",
            "stretch": facts.stretches ? "true" : "false",
            "shrinks": preset.collapse == .shrink ? "true" : "false",
            "damping": CodeNumber.dart(preset.damping),
            "shadowWord": preset.shadow == nil ? "no shadow: 0" : "shadow.threshold",
            "shadowThreshold": CodeNumber.dart(preset.shadow?.threshold ?? 0),
            "shadowRadius": CodeNumber.dart(preset.shadow?.radius ?? 0),
            "shadowExpression": shadowExpression,
            "snapPositions": positions.map(CodeNumber.dart).joined(separator: ", "),
            "snapsImmediately": preset.snap.mode == .immediately ? "true" : "false",
            "snapModeWord": "from where the finger lifts (snap mode immediately) rather than from where the fling would end",
            "initialPosition": CodeNumber.dart(preset.snap.initialPosition),
            "initialScrollOffset": CodeNumber.dart(preset.snap.initialPosition * facts.collapseRange),
            "parallax": CodeNumber.dart(preset.motion.parallax),
            "screen": ScreenExport.dart(for: preset),
            "parallaxSign": preset.collapse == .shrink ? "-" : "",
            "springDescription": facts.springDescription,
            "stiffness": CodeNumber.dart(Double(CodeNumber.rounded(spring.stiffness, places: 4))!),
            "springDamping": CodeNumber.dart(Double(CodeNumber.rounded(spring.damping, places: 4))!),
            "deceleration": facts.decelerationDescription,
            "projection": CodeNumber.dart(preset.motion.deceleration.projectionFactor),
            "flingWord": preset.motion.fling == .android
                ? "Android's spline fling (motion.fling android)"
                : "velocity × projection (UIScrollView's deceleration)",
            "flingsAsAndroid": preset.motion.fling == .android ? "true" : "false",
            "snapsByDirection": preset.snap.policy == .direction && !positions.isEmpty ? "true" : "false",
            "triggerWord": preset.pullTrigger == nil
                ? "Flutter's default; the preset has no pull trigger"
                : "the preset's pullTrigger, the pull at which onStretchTrigger fires",
            "stretchTriggerOffset": CodeNumber.dart(preset.pullTrigger ?? 100),
            "hasPullTrigger": preset.pullTrigger == nil ? "false" : "true",
            "decelerationName": decelerationName(preset),
            "physicsWord": physics,
            "progressExpression": preset.dynamicType != nil
                ? AccessibilityExport.dartProgressExpression : facts.collapseRange > 0 ? "math.min(offset / \(range), 1.0)" : "1.0",
            "snapMilliseconds": String(snapMilliseconds),
            "tracks": TrackExport.dartProperties(for: preset),
            "reducedMotion": AccessibilityExport.dartClassSwitch(for: preset, type: type),
        ].merging(AccessibilityExport.dartValues(for: preset, type: type, range: range)) { old, _ in old }
    }
}
