import HeaderGeometry
import PresetExport
import TestKit
import Testing

/// The snap policy, the fling model and the pull trigger (docs/format.md#snap-policy-fling-and-pull-trigger)
/// in the Compose, Flutter and web exports: carried where the platform has them (Compose's
/// `splineBasedDecay`, Flutter's `stretchTriggerOffset` and `onStretchTrigger`), named in the
/// fidelity note where it has not.
struct BehaviourExportTests {
    /// Everything at once: direction snapping over three positions, Android's fling, a trigger at 80.
    static let refresh = HeaderPreset(
        name: "refresh", minHeight: 64, maxHeight: 240, collapse: .shrink, damping: 0, pullTrigger: 80,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 0.5, 1], policy: .direction),
        motion: MotionParameters(fling: .android))
    /// A trigger on a header that never grows (damping 1), with quick return and nearest snapping.
    static let stiff = HeaderPreset(
        name: "stiff", minHeight: 56, maxHeight: 200, collapse: .scroll, damping: 1, pullTrigger: 120.5,
        snap: SnapBehavior(mode: .immediately), motion: MotionParameters(quickReturn: true))
    /// None of the three keys: what every export wrote before them.
    static let plain = HeaderPreset(
        name: "plain", minHeight: 100, maxHeight: 300, damping: 1,
        snap: SnapBehavior(mode: .immediately))

    static func export(_ exporter: some PresetExporter, _ presets: [HeaderPreset]) throws -> String {
        try exporter.export(presets, options: ExportOptions(command: "stretchy export --to test"))
    }

    static func losses(in text: String, marker: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(marker) }
    }

    // MARK: Compose

    func testComposeFlingsAndroidPresetsWithSplineBasedDecay() throws {
        let kotlin = try Self.export(ComposeExporter(), [Self.refresh, Self.plain])
        expect(kotlin.contains("import androidx.compose.animation.rememberSplineBasedDecay"))
        expect(
            kotlin.contains(
                """
                    val FlingAnimationSpec: DecayAnimationSpec<Float>
                        @Composable get() = rememberSplineBasedDecay()
                """))
        // plain keeps UIKit's normal rate: m = 1000 ln(1/0.998) / 4.2 = 0.4767.
        expect(kotlin.contains("val FlingAnimationSpec: DecayAnimationSpec<Float> = exponentialDecay(frictionMultiplier = 0.4767f)"))
        expectEqual(kotlin.components(separatedBy: "rememberSplineBasedDecay()").count, 2, "only refresh flings as Android")
    }

    func testComposeCarriesThePolicyAndTheTrigger() throws {
        let kotlin = try Self.export(ComposeExporter(), [Self.refresh, Self.plain])
        expect(kotlin.contains("const val SnapsByDirection: Boolean = true"))
        expect(kotlin.contains("const val SnapsByDirection: Boolean = false"))
        expect(kotlin.contains("val PullTrigger: Dp = 80.dp"))
        expect(kotlin.contains("val PullTrigger: Dp = 0.dp"))
        expect(
            kotlin.contains(
                """
                    val triggered: Boolean
                        get() = pull >= StretchyRefreshHeader.PullTrigger
                """))
        expect(!kotlin.contains("pull >= StretchyPlainHeader.PullTrigger"))
        let lines = Self.losses(in: try Self.export(ComposeExporter(), [Self.refresh]), marker: "// - ")
        expect(lines.contains { $0.hasPrefix("// - snap.policy direction: Material 3 settles to whichever of expanded and collapsed is nearer") })
        expect(lines.contains { $0.hasPrefix("// - pullTrigger 80: TopAppBarState has no stretch trigger") })
        expect(!lines.contains { $0.hasPrefix("// - motion.fling") }, "Compose's splineBasedDecay is Android's fling: nothing lost")
        let plain = Self.losses(in: try Self.export(ComposeExporter(), [Self.plain]), marker: "// - ")
        expect(!plain.contains { $0.contains("policy") || $0.contains("pullTrigger") })
    }

    // MARK: Flutter

    func testFlutterPassesTheTriggerAsStretchTriggerOffsetAndOnStretchTrigger() throws {
        let dart = try Self.export(FlutterExporter(), [Self.refresh, Self.plain])
        expect(dart.contains("static const double stretchTriggerOffset = 80.0;"))
        expect(dart.contains("static const double stretchTriggerOffset = 100.0;"), "plain keeps Flutter's default")
        expect(dart.contains("static const bool hasPullTrigger = true;"))
        expect(dart.contains("static const bool hasPullTrigger = false;"))
        expect(dart.contains("    Future<void> Function()? onStretchTrigger,\n"))
        expect(dart.contains("      onStretchTrigger: onStretchTrigger,\n"))
        expect(
            dart.contains(
                """
                      ? OverScrollHeaderStretchConfiguration(
                          stretchTriggerOffset: StretchyRefreshHeader.stretchTriggerOffset,
                          onStretchTrigger: onStretchTrigger,
                        )
                """))
        expect(dart.contains("bool get triggered => StretchyRefreshHeader.hasPullTrigger && pull >= StretchyRefreshHeader.stretchTriggerOffset;"))
        let refresh = Self.losses(in: try Self.export(FlutterExporter(), [Self.refresh]), marker: "// - ")
        expect(!refresh.contains { $0.contains("pullTrigger") }, "a stretching bar fires onStretchTrigger")
        let stiff = Self.losses(in: try Self.export(FlutterExporter(), [Self.stiff]), marker: "// - ")
        expect(stiff.contains { $0.hasPrefix("// - pullTrigger 120.5: Flutter calls onStretchTrigger only for a SliverAppBar that stretches") })
        expect(stiff.contains { $0.hasPrefix("// - snap.policy nearest with quickReturn: Flutter's floating snap") })
    }

    func testFlutterSnapsByDirectionAndProjectsWithAndroidsSpline() throws {
        let dart = try Self.export(FlutterExporter(), [Self.refresh])
        expect(dart.contains("static const bool snapsByDirection = true;"))
        expect(dart.contains("static const bool flingsAsAndroid = true;"))
        expect(dart.contains("final double from = snapsImmediately || velocity.abs() < 200.0 ? offset : offset + flingDistance(velocity);"))
        expect(dart.contains("? offsets.firstWhere((double candidate) => candidate >= from)"))
        expect(dart.contains(": offsets.lastWhere((double candidate) => candidate <= from);"))
        // The spline with OverScroller's constants, as docs/format.md#motion-fling writes it.
        expect(dart.contains("const double fc = 0.015 * 9.80665 * 39.37 * 160.0 * 0.84;"))
        expect(dart.contains("final double rate = math.log(0.78) / math.log(0.9);"))
        expect(dart.contains("return ClampingScrollSimulation(position: position.pixels, velocity: velocity, tolerance: toleranceFor(position));"))
        let lines = Self.losses(in: dart, marker: "// - ")
        expect(
            lines.contains { $0.hasPrefix("// - motion.fling android: a release that does not snap flings as Flutter's ClampingScrollSimulation") })
        let plain = try Self.export(FlutterExporter(), [Self.plain])
        expect(plain.contains("static const bool snapsByDirection = false;"))
        expect(plain.contains("static const bool flingsAsAndroid = false;"))
    }

    // MARK: Web

    func testWebNamesWhatCSSCannotDoAndKeepsTheTrigger() throws {
        let html = try Self.export(WebExporter(), [Self.refresh])
        expect(html.contains("  --stretchy-pull-trigger: 80px;"))
        let lines = Self.losses(in: html, marker: "  - ")
        expect(
            lines.contains { $0.hasPrefix("  - snap.policy direction: scroll-snap picks the snap position nearest where the browser's fling ends") })
        expect(lines.contains("  - motion.fling android: the browser flings with its own deceleration, not Android's spline"))
        expect(!lines.contains { $0.hasPrefix("  - deceleration") }, "an Android fling does not use the rate")
        expect(lines.contains { $0.hasPrefix("  - pullTrigger 80: CSS cannot observe a pull") })
        let plain = try Self.export(WebExporter(), [Self.plain])
        expect(!plain.contains("--stretchy-pull-trigger"))
        expect(!Self.losses(in: plain, marker: "  - ").contains { $0.contains("policy") || $0.contains("pullTrigger") })
    }
}
