import HeaderGeometry
import TestKit
import Testing

@testable import PresetExport

/// What the Kotlin, Dart and HTML exports promise a user: the preset's values where the platform
/// has them (worked out here from the formulas of docs/concepts.md), and a note naming exactly what it drops.
struct PlatformExporterTests {
    static let stickyUtah = HeaderPreset(
        name: "sticky-utah", minHeight: 120, maxHeight: 300, collapse: .shrink,
        damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 8))
    static let snapping = HeaderPreset(
        name: "snapping", minHeight: 150, maxHeight: 350, collapse: .shrink, damping: 0,
        snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 0.5))
    static let toolbar = HeaderPreset(
        name: "toolbar", minHeight: 56, maxHeight: 256, collapse: .scroll, damping: 1,
        shadow: HeaderShadow(threshold: 112, radius: 4))
    static let quick = HeaderPreset(
        name: "quick.return_bar", minHeight: 48, maxHeight: 240, collapse: .scroll, damping: 1,
        snap: SnapBehavior(mode: .afterFinishAccelerating),
        motion: MotionParameters(
            deceleration: ScrollDeceleration(rate: 0.995),
            spring: SnapSpring(response: 0.5, dampingRatio: 0.7),
            parallax: 0.5, quickReturn: true))

    /// Tracks of every input and easing kind; the avatar's bezier overshoots below 0.
    static let tracked: HeaderPreset = {
        var preset = HeaderPreset(name: "tracked", minHeight: 64, maxHeight: 300, collapse: .shrink, damping: 1)
        preset.tracks = [
            ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)]),
            ContentTrack(
                layer: "title", property: .opacity, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
                keyframes: [TrackKeyframe(at: 0.2, value: 1), TrackKeyframe(at: 0.8, value: 0)]),
            ContentTrack(
                layer: "scrim", property: .opacity, easing: .step,
                keyframes: [TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 0.5, value: 0.6)]),
            ContentTrack(
                layer: "background", property: .blur, input: .pull, easing: .easeOut,
                keyframes: [TrackKeyframe(at: 0, value: 2), TrackKeyframe(at: 120, value: 12)]),
            ContentTrack(
                layer: "avatar", property: .blur, easing: .cubicBezier(x1: 0.3, y1: -2, x2: 0.7, y2: 3),
                keyframes: [TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 0.6, value: 8)]),
        ]
        return preset
    }()

    static func export(_ exporter: some PresetExporter, _ presets: [HeaderPreset]) throws -> String {
        try exporter.export(presets, options: ExportOptions(command: "stretchy export --to test"))
    }

    /// The "- " lines of the note for one preset: what the platform cannot express.
    static func losses(in text: String, marker: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(marker) }
    }

    // MARK: The notes

    func testComposeNotesListExactlyWhatIsDropped() throws {
        for (preset, expected) in [
            (Self.stickyUtah, ["the pull:"]),
            (Self.snapping, ["the pull:", "snap mode immediately:", "snap positions 0, 0.5, 1:"]),
            (Self.toolbar, []),
            (Self.quick, ["snap mode afterFinishAccelerating:"]),
        ] {
            try TestRow.$current.withValue(String(describing: (preset, expected))) {
                try self.composeNotesListExactlyWhatIsDropped(preset: preset, expected: expected)
            }
        }
    }

    func composeNotesListExactlyWhatIsDropped(preset: HeaderPreset, expected: [String]) throws {
        let lines = Self.losses(in: try Self.export(ComposeExporter(), [preset]), marker: "// - ")
        expectEqual(lines.count, expected.count, "\(lines)")
        for (line, start) in zip(lines, expected) { expect(line.hasPrefix("// - " + start), "\(line)") }
        if expected.isEmpty {
            expect(try Self.export(ComposeExporter(), [preset]).contains("// \(preset.name): Compose expresses every value of this preset."))
        }
    }

    func testFlutterNotesListExactlyWhatIsDropped() throws {
        for (preset, expected) in [
            // Every preset: SliverAppBar puts the status bar on top of both heights.
            (Self.stickyUtah, ["the status bar: SliverAppBar adds MediaQuery.padding.top", "the rubber band"]),
            (Self.snapping, ["the status bar:", "the rubber band"]),
            (Self.toolbar, ["the status bar:"]),
            // Flutter's floating snap goes by the last drag's direction, not the nearer position.
            (Self.quick, ["the status bar:", "deceleration 0.995 per ms:", "snap.policy nearest with quickReturn:"]),
        ] {
            try TestRow.$current.withValue(String(describing: (preset, expected))) {
                try self.flutterNotesListExactlyWhatIsDropped(preset: preset, expected: expected)
            }
        }
    }

    func flutterNotesListExactlyWhatIsDropped(preset: HeaderPreset, expected: [String]) throws {
        let lines = Self.losses(in: try Self.export(FlutterExporter(), [preset]), marker: "// - ")
        expectEqual(lines.count, expected.count, "\(lines)")
        for (line, start) in zip(lines, expected) { expect(line.hasPrefix("// - " + start), "\(line)") }
    }

    func testWebNotesListExactlyWhatIsDropped() throws {
        for (preset, expected) in [
            // 300 - 140 = 160: the shadow switches at 160 px.
            // Every preset the scroll drives: the browsers that run it as designed, and the fallback.
            (
                Self.stickyUtah,
                [
                    "scroll-driven animations (CSS animation-timeline): Chrome, Edge and other Chromium browsers from 115, Safari from 26",
                    "the pull:", "the shadow switches on at most 1 px late: from offset 161 px instead of just past 160 px", "deceleration normal",
                ]
            ),
            (
                Self.snapping,
                [
                    "scroll-driven animations", "the pull:", "snap mode immediately becomes", "the snap spring (response 0.3 s, damping ratio 1)",
                    "a release exactly halfway", "deceleration normal",
                ]
            ),
            // 256 - 112 = 144.
            (Self.toolbar, ["scroll-driven animations", "the shadow switches on at most 1 px late: from offset 145 px", "deceleration normal"]),
            (
                Self.quick,
                [
                    "snap mode afterFinishAccelerating becomes", "the snap spring (response 0.5 s, damping ratio 0.7)", "a release exactly halfway",
                    "deceleration 0.995 per ms",
                ]
            ),
        ] {
            try TestRow.$current.withValue(String(describing: (preset, expected))) {
                try self.webNotesListExactlyWhatIsDropped(preset: preset, expected: expected)
            }
        }
    }

    func webNotesListExactlyWhatIsDropped(preset: HeaderPreset, expected: [String]) throws {
        let html = try Self.export(WebExporter(), [preset])
        expect(html.hasPrefix("<!--\n  Generated by `stretchy export --to test` from the Stretchy preset \"\(preset.name)\"."))
        let lines = Self.losses(in: html, marker: "  - ")
        expectEqual(lines.count, expected.count, "\(lines)")
        for (line, start) in zip(lines, expected) { expect(line.hasPrefix("  - " + start), "\(line)") }
    }

    // MARK: The values

    /// Spring: k = (2π / 0.3)² = 438.6490844928604 → 438.6491; c = 4π / 0.3 = 41.88790204786391 → 41.8879.
    /// Compose's exponentialDecay is e^(-4.2 m t); UIKit's 0.998 per ms is e^(1000 ln 0.998 t) =
    /// e^(-2.002002669 t), so m = 2.002002669 / 4.2 = 0.4767.
    func testComposeCarriesHeightsSpringDecayAndBehaviour() throws {
        let kotlin = try Self.export(ComposeExporter(), [Self.stickyUtah, Self.quick])
        expect(kotlin.contains("object StretchyStickyUtahHeader {"))
        expect(kotlin.contains("val MaxHeight: Dp = 300.dp"))
        expect(kotlin.contains("val MinHeight: Dp = 120.dp"))
        expect(kotlin.contains("val CollapseRange: Dp = 180.dp"))
        expect(kotlin.contains("const val Damping: Float = 0.5f"))
        expect(kotlin.contains("spring(dampingRatio = 1f, stiffness = 438.6491f)"))
        expect(kotlin.contains("exponentialDecay(frictionMultiplier = 0.4767f)"))
        expect(kotlin.contains("TopAppBarDefaults.exitUntilCollapsedScrollBehavior("))
        expect(kotlin.contains("val SnapAnimationSpec: AnimationSpec<Float>? = null"))
        expect(kotlin.contains("class StretchyStickyUtahHeaderState(val appBarState: TopAppBarState"))
        expect(kotlin.contains("val heightOffset: Float"))
        expect(kotlin.contains("val collapsedFraction: Float"))
        // quick.return_bar: enterAlways, and its spring k = (2π/0.5)² = 157.9137, ratio 0.7.
        expect(kotlin.contains("object StretchyQuickReturnBarHeader {"))
        expect(kotlin.contains("TopAppBarDefaults.enterAlwaysScrollBehavior("))
        expect(kotlin.contains("spring(dampingRatio = 0.7f, stiffness = 157.9137f)"))
    }

    func testFlutterCarriesSliverAppBarParametersAndSpring() throws {
        let dart = try Self.export(FlutterExporter(), [Self.snapping])
        expect(dart.contains("static const double expandedHeight = 350.0;"))
        expect(dart.contains("static const double collapsedHeight = 150.0;"))
        expect(dart.contains("static const bool pinned = true;"))
        expect(dart.contains("static const bool floating = false;"))
        expect(dart.contains("static const bool stretch = true;"))
        expect(dart.contains("static const double stretchTriggerOffset = 100.0;"))
        expect(dart.contains("static const List<double> snapPositions = <double>[0.0, 0.5, 1.0];"))
        // initialPosition 0.5 of E = 200.
        expect(dart.contains("static const double initialScrollOffset = 100.0;"))
        expect(dart.contains("SpringDescription(mass: 1.0, stiffness: 438.6491, damping: 41.8879)"))
        expect(dart.contains("class StretchySnappingHeaderDelegate extends SliverPersistentHeaderDelegate {"))
        expect(dart.contains("Widget build(BuildContext context, double shrinkOffset, bool overlapsContent) {"))
        expect(dart.contains("class StretchySnappingScrollPhysics extends BouncingScrollPhysics {"))
    }

    /// SliverAppBar's collapsed height is collapsedHeight (plus the status bar); its toolbar row,
    /// where the title sits, is Flutter's kToolbarHeight (56) unless the preset collapses lower,
    /// since SliverAppBar asserts collapsedHeight >= toolbarHeight.
    func testFlutterKeepsTheToolbarRowAtFlutterDefaultHeight() throws {
        for (minHeight, toolbar) in [(147.0, "kToolbarHeight"), (56.0, "kToolbarHeight"), (44.0, "44.0"), (0.0, "0.0")] {
            try TestRow.$current.withValue(String(describing: (minHeight, toolbar))) {
                try self.flutterKeepsTheToolbarRowAtFlutterDefaultHeight(minHeight: minHeight, toolbar: toolbar)
            }
        }
    }

    func flutterKeepsTheToolbarRowAtFlutterDefaultHeight(minHeight: Double, toolbar: String) throws {
        let preset = HeaderPreset(name: "tall", minHeight: minHeight, maxHeight: 300, collapse: .shrink, damping: 1)
        let dart = try Self.export(FlutterExporter(), [preset])
        expect(dart.contains("static const double toolbarHeight = \(toolbar);"))
        expect(dart.contains("      collapsedHeight: collapsedHeight,\n      toolbarHeight: toolbarHeight,\n"))
        expect(!dart.contains("toolbarHeight: collapsedHeight"))
        // The bar under the status bar is the app's choice: primary passes through.
        expect(dart.contains("      primary: primary,\n"))
    }

    func testWebUsesStickyForScrollAndScrollDrivenAnimationsForShrink() throws {
        let html = try Self.export(WebExporter(), [Self.stickyUtah, Self.toolbar])
        let utah = "[data-stretchy-scroller=\"sticky-utah\"]", bar = "[data-stretchy-scroller=\"toolbar\"]"
        expect(html.contains("\(utah) .stretchy-pin { top: 0px; }"))
        expect(html.contains("  animation-timeline: scroll(), scroll();\n  animation-range: 0px 180px, 160px 161px;"))
        expect(html.contains("  from { height: 300px; }\n  to { height: 120px; }"))
        // scroll: sticky with top = -E = -(256 - 56).
        expect(html.contains("\(bar) .stretchy-pin { top: -200px; }"))
        expect(html.contains("<div class=\"stretchy-scroller\" data-stretchy-scroller=\"toolbar\">"))
        expect(html.contains("<header class=\"stretchy-header\" data-stretchy-header=\"sticky-utah\">"))
        expect(html.contains("@media (prefers-reduced-motion: reduce)"))
        // Two scripts: the fallback where scroll timelines are not supported, and the trace
        // recorder, which every web export carries.
        expectEqual(html.components(separatedBy: "<script>").count, 3)
        expect(html.contains("<script>\n" + WebExporter.recorderScript + "</script>"))
    }

    /// Browsers without scroll-driven animations: every scroll-driven declaration sits inside
    /// `@supports (animation-timeline: scroll())`, and a `@supports not` twin plays the same
    /// keyframes, paused, at `--stretchy-progress`, which a script sets to min(y / E, 1) there
    /// (sticky-utah: E = 300 - 120 = 180; its shadow switches past 160 px, 160.01 / 180 = 88.8944 %).
    func testWebFallsBackToAScriptWhereScrollTimelinesAreNotSupported() throws {
        let html = try Self.export(WebExporter(), [Self.stickyUtah, Self.tracked])
        let header = "[data-stretchy-scroller=\"sticky-utah\"] [data-stretchy-header]"
        expect(
            html.contains(
                """
                @supports (animation-timeline: scroll()) {
                \(header) {
                  animation-name: stretchy-sticky-utah-height, stretchy-sticky-utah-shadow;
                """))
        expect(
            html.contains(
                """
                @supports not (animation-timeline: scroll()) {
                \(header) {
                  animation-name: stretchy-sticky-utah-height, stretchy-sticky-utah-shadow-by-progress;
                  animation-duration: 1s, 1s;
                  animation-timing-function: linear, linear;
                  animation-fill-mode: both, both;
                  animation-play-state: paused, paused;
                  animation-delay: calc(var(--stretchy-progress, 0) * -1s), calc(var(--stretchy-progress, 0) * -1s);
                }
                """))
        expect(html.contains("  88.8944%, 100% { box-shadow: 0 0 8px rgba(0, 0, 0, 0.33); }"))
        expect(
            html.contains(
                "if (!CSS.supports(\"animation-timeline\", \"scroll()\")) for (const [name, range] of [[\"sticky-utah\", 180], [\"tracked\", 236]])"))
        // Outside the guard, nothing names a scroll timeline or range.
        var outside = "", depth = 0, guarded = false
        for line in html.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "@supports (animation-timeline: scroll()) {" { guarded = true; depth = 0; continue }
            if line == "@supports not (animation-timeline: scroll()) {" { continue }
            if guarded {
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                if depth < 0 { guarded = false }
                continue
            }
            outside += line + "\n"
        }
        expect(html.contains("animation-timeline: scroll()"))
        expect(!outside.contains("animation-timeline: scroll(") && !outside.contains("animation-range"))
        expect(outside.contains("  animation-play-state: paused, paused;"))
    }

    /// The recorder runs under the page's Content-Security-Policy: the SHA-256 of its element's
    /// text (`"\n" + script`) is listed (SHA256Tests checks the digest against published vectors;
    /// Tests/Browser/test_web_verify.py has Chromium enforce the policy).
    func testWebCarriesTheTraceRecorderHashedInItsPolicy() throws {
        let html = try Self.export(WebExporter(), [Self.stickyUtah])
        expect(WebExporter.recorderScript.contains("api.record = function (name)"))
        expect(WebExporter.recorderScript.contains("api.stopRecording = function (name, options)"))
        let digest = SHA256.base64(SHA256.digest(Array(("\n" + WebExporter.recorderScript).utf8)))
        // Last of the policy's scripts, after the fallback's.
        expect(html.contains(" 'sha256-\(digest)';"))
        expectEqual(html.components(separatedBy: "'sha256-").count, 3)
    }

    func testWebSnapsWithScrollSnapAndStartsWithAScriptOnlyWhenNeeded() throws {
        let html = try Self.export(WebExporter(), [Self.snapping])
        expect(html.contains("scroll-snap-type: y mandatory;"))
        // Positions 0, 0.5, 1 of E = 200.
        expect(html.contains("[data-stretchy-snap=\"0.5\"] { top: 100px; }"))
        expect(html.contains("[data-stretchy-free=\"after\"] { top: 200px; bottom: 0; }"))
        expect(html.contains("--stretchy-snap-easing: linear(0, "))
        expect(html.contains("<script>") && html.contains("[[\"snapping\", 100]]"))
    }

    /// Quick return depends on the scroll's history: a script keeps the collapse and the header's
    /// animations, paused, show `--stretchy-progress`; the header moves inside a pin at top 0.
    func testWebFollowsQuickReturnWithAScript() throws {
        let html = try Self.export(WebExporter(), [Self.quick])
        expect(html.contains("for (const [name, range] of [[\"quick.return_bar\", 192]])"))
        expect(html.contains("animation-delay: calc(var(--stretchy-progress, 0) * -1s)"))
        expect(html.contains("[data-stretchy-scroller=\"quick.return_bar\"] .stretchy-pin { top: 0px; }"))
        expect(html.contains("  from { top: 0px; }\n  to { top: -192px; }"))
        // Quick return needs no fallback: it is played by the script everywhere.
        expect(!html.contains("@supports") && !html.contains("CSS.supports"))
    }

    // MARK: Tracks

    func testComposeEvaluatesEachTrackWithItsEasingAsCode() throws {
        let kotlin = try Self.export(ComposeExporter(), [Self.tracked])
        expect(
            kotlin.contains(
                "val titleScale: Float\n        get() = stretchyTrackValue(collapsedFraction, floatArrayOf(0f, 1f), floatArrayOf(1.5f, 1f), LinearEasing)"
            ))
        expect(
            kotlin.contains(
                "stretchyTrackValue(collapsedFraction, floatArrayOf(0.2f, 0.8f), floatArrayOf(1f, 0f), CubicBezierEasing(0.8f, 0f, 0.8f, 0.15f))"))
        expect(
            kotlin.contains(
                "val scrimOpacity: Float\n        get() = stretchyTrackValue(collapsedFraction, floatArrayOf(0f, 0.5f), floatArrayOf(0f, 0.6f), StretchyStepEasing)"
            ))
        expect(
            kotlin.contains(
                "val backgroundBlur: Float\n        get() = stretchyTrackValue(pull.value, floatArrayOf(0f, 120f), floatArrayOf(2f, 12f), CubicBezierEasing(0f, 0f, 0.58f, 1f))"
            ))
        // Compose hands the values over as they are: only the pull needs the app.
        expectEqual(Self.losses(in: kotlin, marker: "// - ").count, 1)
        expect(
            kotlin.contains(
                "// - the pull: TopAppBarState does not see an overscroll, so for the tracks keyed to the pull to act, set the state's `pull`"))
    }

    func testFlutterEvaluatesEachTrackAndItsDelegateAppliesThem() throws {
        let dart = try Self.export(FlutterExporter(), [Self.tracked])
        expect(
            dart.contains(
                "double get titleOpacity => stretchyTrackValue(progress, const <double>[0.2, 0.8], const <double>[1.0, 0.0], const Cubic(0.8, 0.0, 0.8, 0.15));"
            ))
        expect(
            dart.contains(
                "double get backgroundBlur => stretchyTrackValue(pull, const <double>[0.0, 120.0], const <double>[2.0, 12.0], const Cubic(0.0, 0.0, 0.58, 1.0));"
            ))
        expect(dart.contains("const StretchyStepCurve()"))
        // The title has an opacity track: at 0 it leaves the semantics tree.
        expect(
            dart.contains(
                "if (name == 'title') return ExcludeSemantics(excluding: titleOpacity <= 0.0, child: stretchyLayer(child, scale: titleScale, opacity: titleOpacity));"
            ))
        expect(Self.losses(in: dart, marker: "// - ").contains { $0.hasPrefix("// - track avatar.blur overshoots to -") })
    }

    /// Progress tracks run over the collapse range (300 - 64 = 236 px), keyframes at `at × 100 %`.
    /// A step whose last keyframe is at progress 1 jumps to it a hundredth of a pixel early, and
    /// holds it to the end of the range and past it: a 100% keyframe with that value, or CSS
    /// would show the property's initial value (opacity 1) once collapsed.
    func testWebHoldsAStepsLastValueToTheEnd() throws {
        var preset = HeaderPreset(name: "stepped", minHeight: 100, maxHeight: 300, collapse: .shrink)
        preset.tracks = [
            ContentTrack(
                layer: "scrim", property: .opacity, easing: .step,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 0.5, value: 0.4), TrackKeyframe(at: 1, value: 0.8),
                ])
        ]
        let html = try Self.export(WebExporter(), [preset])
        // E = 200: (0.5 - 0.01 / 200) × 100 = 49.995 %, (1 - 0.01 / 200) × 100 = 99.995 %.
        expect(
            html.contains(
                """
                  0% { --stretchy-opacity: 0; animation-timing-function: steps(1, jump-end); }
                  49.995% { --stretchy-opacity: 0.4; animation-timing-function: steps(1, jump-end); }
                  99.995% { --stretchy-opacity: 0.8; animation-timing-function: steps(1, jump-end); }
                  100% { --stretchy-opacity: 0.8; }
                }
                """))
    }

    func testWebPlaysProgressTracksAsScrollDrivenKeyframes() throws {
        let html = try Self.export(WebExporter(), [Self.tracked])
        expect(
            html.contains(
                """
                @keyframes stretchy-tracked\\.title-opacity {
                  0% { --stretchy-opacity: 1; animation-timing-function: linear; }
                  20% { --stretchy-opacity: 1; animation-timing-function: cubic-bezier(0.8, 0, 0.8, 0.15); }
                  80% { --stretchy-opacity: 0; animation-timing-function: cubic-bezier(0.8, 0, 0.8, 0.15); }
                  100% { --stretchy-opacity: 0; }
                }
                """))
        // A step's jump is placed 0.01 px of scroll early: (0.5 - 0.01 / 236) × 100 = 49.995763 %.
        expect(html.contains("  49.995763% { --stretchy-opacity: 0.6; animation-timing-function: steps(1, jump-end); }"))
        expect(html.contains("animation-range: 0px 236px, 0px 236px;"))
        // The pull track holds its value at a pull of 0.
        expect(html.contains("[data-stretchy-layer=\"background\"] {\n  --stretchy-blur: 2px;"))
        expect(html.contains("<div data-stretchy-layer=\"scrim\"></div>"))
        let losses = Self.losses(in: html, marker: "  - ")
        expect(losses.contains("  - track background.blur keyed to the pull: held at its value at a pull of 0 (2), since CSS cannot observe a pull"))
        expect(losses.contains { $0.hasPrefix("  - track avatar.blur overshoots to -") })
        expect(!losses.contains { $0.contains("title.opacity") })
    }

    func testTwoNamesThatBecomeOneTypeAreRefused() {
        let presets = [HeaderPreset(name: "a-b"), HeaderPreset(name: "a_b")]
        expect(throws: ExportError.self) { try Self.export(ComposeExporter(), presets) }
        expect(throws: ExportError.self) { try Self.export(FlutterExporter(), presets) }
        expect((try? Self.export(WebExporter(), presets)) != nil)
    }
}
