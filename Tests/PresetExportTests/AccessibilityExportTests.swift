import HeaderGeometry
import PresetExport
import TestKit
import Testing

/// The exports follow the platform's text size for a preset with `dynamicType` and hide a layer
/// at opacity 0 from assistive technology (docs/accessibility.md#in-the-exports); a preset with
/// neither gets none of it.
struct AccessibilityExportTests {
    /// An iOS large-title bar: 96 pt, 41 of them the title's line (largeTitle, 34 pt at large),
    /// its title fading out by half the collapse.
    static let accessible: HeaderPreset = {
        var preset = HeaderPreset(
            name: "large-title", minHeight: 44, maxHeight: 96, collapse: .shrink,
            dynamicType: HeaderDynamicType(textStyle: .largeTitle, scaledHeight: 41))
        preset.tracks = [
            ContentTrack(layer: "title", property: .opacity, keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 0.5, value: 0)])
        ]
        return preset
    }()

    /// The same bar without `dynamicType`, its title scaling instead of fading.
    static let plain: HeaderPreset = {
        var preset = HeaderPreset(name: "large-title", minHeight: 44, maxHeight: 96, collapse: .shrink)
        preset.tracks = [
            ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 1, value: 0.6)])
        ]
        return preset
    }()

    static func export(_ exporter: some PresetExporter, _ preset: HeaderPreset) throws -> String {
        try exporter.export([preset], options: ExportOptions(command: "stretchy export large-title"))
    }

    func testComposeGrowsWithTheFontScaleAndHidesTheTransparentTitle() throws {
        let kotlin = try Self.export(ComposeExporter(), Self.accessible)
        expect(kotlin.contains("    val ScaledHeight: Dp = 41.dp\n"))
        expect(kotlin.contains("    fun maxHeight(fontScale: Float): Dp = maxOf(MinHeight, MaxHeight + ScaledHeight * (fontScale - 1f))\n"))
        expect(kotlin.contains("        get() = StretchyLargeTitleHeader.maxHeight(density.fontScale)\n"))
        expect(kotlin.contains("StretchyLargeTitleHeader.Shrinks -> maxOf(StretchyLargeTitleHeader.MinHeight, maxHeight - offset)"))
        expect(kotlin.contains("val limit = with(LocalDensity.current) { -(maxHeight(fontScale) - MinHeight).toPx() }"))
        expect(kotlin.contains("    val titleHidden: Boolean\n        get() = titleOpacity <= 0f\n"))
        expect(kotlin.contains("fun Modifier.stretchyHidden(hidden: Boolean): Modifier = if (hidden) clearAndSetSemantics {} else this\n"))
        expect(kotlin.contains("\nimport androidx.compose.ui.semantics.clearAndSetSemantics\n"))
        expect(kotlin.contains("// - dynamicType largeTitle, scaledHeight 41: the height at rest follows the system font scale"))
    }

    func testFlutterGrowsWithTheTextScalerAndExcludesTheTransparentTitle() throws {
        let dart = try Self.export(FlutterExporter(), Self.accessible)
        expect(dart.contains("  static const double scaledHeight = 41.0;\n"))
        expect(dart.contains("      math.max(collapsedHeight, expandedHeight + scaledHeight * (textScale - 1.0));\n"))
        // Measured at the style's own size, so a nonlinear scaler (Android 14's) scales it as it would the title.
        expect(dart.contains("static double textScaleOf(BuildContext context) => MediaQuery.textScalerOf(context).scale(34.0) / 34.0;"))
        expect(dart.contains("  double get maxExtent => StretchyLargeTitleHeader.expandedHeightAt(textScale);\n"))
        expect(dart.contains("StretchyLargeTitleHeader.frameAt(stretched > 0 ? -stretched : shrinkOffset, textScale: textScale);"))
        expect(dart.contains("      expandedHeight: expandedHeightAt(textScale),\n"))
        expect(dart.contains("  double get progress => offset <= 0 ? 0.0 : collapseRange > 0 ? math.min(offset / collapseRange, 1.0) : 1.0;\n"))
        expect(dart.contains("return ExcludeSemantics(excluding: titleOpacity <= 0.0, child: stretchyLayer(child, opacity: titleOpacity));"))
        expect(dart.contains("// - dynamicType largeTitle, scaledHeight 41: the height at rest follows MediaQuery.textScalerOf(context)"))
    }

    func testWebGrowsWithTheRootFontSizeAndMarksTheTransparentTitle() throws {
        let html = try Self.export(WebExporter(), Self.accessible)
        expect(html.contains("for (const [name, max, min, scaled, shrinks, pins] of [[\"large-title\", 96, 44, 41, true, false]]) {"))
        expect(html.contains("parseFloat(getComputedStyle(document.documentElement).fontSize) / 16"))
        expect(html.contains("for (const name of [\"large-title\"]) {"))
        expect(html.contains("layer.setAttribute(\"aria-hidden\", \"true\")"))
        expect(html.contains("  - dynamicType largeTitle, scaledHeight 41: the height at rest follows the root font size"))
    }

    /// Without `dynamicType` and an opacity track, no export reads the text size or hides a layer.
    func testAPresetWithoutTheKeysGetsNoneOfIt() throws {
        let kotlin = try Self.export(ComposeExporter(), Self.plain)
        let dart = try Self.export(FlutterExporter(), Self.plain)
        let html = try Self.export(WebExporter(), Self.plain)
        for marker in ["fontScale", "ScaledHeight", "Hidden", "clearAndSetSemantics", "dynamicType"] {
            expect(!kotlin.contains(marker), "\(marker)")
        }
        for marker in ["textScale", "scaledHeight", "ExcludeSemantics", "dynamicType"] {
            expect(!dart.contains(marker), "\(marker)")
        }
        for marker in ["aria-hidden", "fontSize", "dynamicType"] {
            expect(!html.contains(marker), "\(marker)")
        }
    }

    /// A 300 pt header whose title zooms; with Reduce Motion on it is 200 pt and the title holds
    /// its size (docs/accessibility.md#reduce-motion).
    static let calmed: HeaderPreset = {
        var preset = HeaderPreset(name: "hero", minHeight: 100, maxHeight: 300, collapse: .shrink)
        preset.tracks = [
            ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)])
        ]
        var calmer = preset
        calmer.maxHeight = 200
        calmer.tracks = [ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1)])]
        preset.reducedMotion = ReducedMotion(from: preset, to: calmer)
        return preset
    }()

    func testComposeDeclaresTheVariantAndPicksItByTheAnimatorScale() throws {
        let kotlin = try Self.export(ComposeExporter(), Self.calmed)
        expect(kotlin.contains("object StretchyHeroHeader {\n    /** The header's height at rest (maxHeight). */\n    val MaxHeight: Dp = 300.dp\n"))
        expect(
            kotlin.contains(
                "object StretchyHeroReducedMotionHeader {\n    /** The header's height at rest (maxHeight). */\n    val MaxHeight: Dp = 200.dp\n"))
        expect(kotlin.contains("get() = stretchyTrackValue(collapsedFraction, floatArrayOf(0f), floatArrayOf(1f), LinearEasing)"))
        expect(kotlin.contains("    fun reducesMotion(): Boolean = stretchyReducesMotion(LocalContext.current)\n"))
        expect(kotlin.contains("if (reducesMotion()) StretchyHeroReducedMotionHeader.scrollBehavior() else scrollBehavior()"))
        expect(kotlin.contains("Settings.Global.getFloat(context.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f"))
        expect(kotlin.contains("\nimport android.provider.Settings\n"))
    }

    func testFlutterDeclaresTheVariantAndPicksItByDisableAnimations() throws {
        let dart = try Self.export(FlutterExporter(), Self.calmed)
        expect(
            dart.contains(
                "class StretchyHeroHeader {\n  StretchyHeroHeader._();\n\n  /// SliverAppBar.expandedHeight: the header's height at rest (maxHeight).\n  static const double expandedHeight = 300.0;"
            ))
        expect(
            dart.contains(
                "class StretchyHeroReducedMotionHeader {\n  StretchyHeroReducedMotionHeader._();\n\n  /// SliverAppBar.expandedHeight: the header's height at rest (maxHeight).\n  static const double expandedHeight = 200.0;"
            ))
        expect(dart.contains("  static bool reducesMotion(BuildContext context) => MediaQuery.disableAnimationsOf(context);\n"))
        expect(dart.contains("reducesMotion(context) ? StretchyHeroReducedMotionHeader.physics : physics;"))
        expect(dart.contains("? StretchyHeroReducedMotionHeaderDelegate(layers: layers, vsync: vsync, onStretchTrigger: onStretchTrigger)"))
    }

    func testWebPlaysTheVariantUnderPrefersReducedMotion() throws {
        let html = try Self.export(WebExporter(), Self.calmed)
        let media = try require(html.range(of: "@media (prefers-reduced-motion: reduce) {\n[data-stretchy-scroller=\"hero\"]"))
        let variant = html[media.lowerBound...]
        expect(variant.contains("[data-stretchy-scroller=\"hero\"] [data-stretchy-header] {\n  height: 200px;\n}"))
        expect(variant.contains("[data-stretchy-scroller=\"hero\"] .stretchy-body { margin-top: 200px; }"))
        expect(html[..<media.lowerBound].contains("[data-stretchy-scroller=\"hero\"] [data-stretchy-header] {\n  height: 300px;\n}"))
        // The fallback's collapse range is the variant's (100) while the setting is on as the page loads.
        expect(html.contains("...(matchMedia(\"(prefers-reduced-motion: reduce)\").matches ? [[\"hero\", 100]] : [[\"hero\", 200]])"))
    }

    func testSwiftCarriesTheChanges() throws {
        let swift = try Self.export(SwiftExporter(), Self.calmed)
        expect(
            swift.contains(
                "        reducedMotion: try? ReducedMotion(.fields([\"maxHeight\": .number(200), \"tracks\": .array([.fields([\"layer\": .string(\"title\"), "
            ))
        expect(swift.contains("\"keyframes\": .array([.fields([\"at\": .number(0), \"value\": .number(1)])])"))
    }

    /// Without `reducedMotion` no export declares a variant or reads the setting.
    func testAPresetWithoutReducedMotionHasNoVariant() throws {
        var plain = Self.calmed
        plain.reducedMotion = nil
        expect(!(try Self.export(ComposeExporter(), plain)).contains("ReducedMotion"))
        expect(!(try Self.export(ComposeExporter(), plain)).contains("ANIMATOR_DURATION_SCALE"))
        expect(!(try Self.export(FlutterExporter(), plain)).contains("ReducedMotion"))
        expect(!(try Self.export(FlutterExporter(), plain)).contains("disableAnimationsOf"))
        expect(!(try Self.export(WebExporter(), plain)).contains("reducedMotion"))
        expect(!(try Self.export(SwiftExporter(), plain)).contains("ReducedMotion"))
    }

    /// A preset named as another's variant would declare the same classes: refused, naming both.
    func testAPresetNamedLikeAVariantIsRefused() throws {
        let twin = HeaderPreset(name: "hero-reduced-motion")
        for exporter in [ComposeExporter() as any PresetExporter, FlutterExporter()] {
            expect(throws: ExportError.self) {
                try exporter.export([Self.calmed, twin], options: ExportOptions(command: "stretchy export"))
            }
        }
    }
}
