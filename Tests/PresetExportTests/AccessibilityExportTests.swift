import HeaderGeometry
import PresetExport
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

    @Test func composeGrowsWithTheFontScaleAndHidesTheTransparentTitle() throws {
        let kotlin = try Self.export(ComposeExporter(), Self.accessible)
        #expect(kotlin.contains("    val ScaledHeight: Dp = 41.dp\n"))
        #expect(kotlin.contains("    fun maxHeight(fontScale: Float): Dp = maxOf(MinHeight, MaxHeight + ScaledHeight * (fontScale - 1f))\n"))
        #expect(kotlin.contains("        get() = StretchyLargeTitleHeader.maxHeight(density.fontScale)\n"))
        #expect(kotlin.contains("StretchyLargeTitleHeader.Shrinks -> maxOf(StretchyLargeTitleHeader.MinHeight, maxHeight - offset)"))
        #expect(kotlin.contains("val limit = with(LocalDensity.current) { -(maxHeight(fontScale) - MinHeight).toPx() }"))
        #expect(kotlin.contains("    val titleHidden: Boolean\n        get() = titleOpacity <= 0f\n"))
        #expect(kotlin.contains("fun Modifier.stretchyHidden(hidden: Boolean): Modifier = if (hidden) clearAndSetSemantics {} else this\n"))
        #expect(kotlin.contains("\nimport androidx.compose.ui.semantics.clearAndSetSemantics\n"))
        #expect(kotlin.contains("// - dynamicType largeTitle, scaledHeight 41: the height at rest follows the system font scale"))
    }

    @Test func flutterGrowsWithTheTextScalerAndExcludesTheTransparentTitle() throws {
        let dart = try Self.export(FlutterExporter(), Self.accessible)
        #expect(dart.contains("  static const double scaledHeight = 41.0;\n"))
        #expect(dart.contains("      math.max(collapsedHeight, expandedHeight + scaledHeight * (textScale - 1.0));\n"))
        // Measured at the style's own size, so a nonlinear scaler (Android 14's) scales it as it would the title.
        #expect(dart.contains("static double textScaleOf(BuildContext context) => MediaQuery.textScalerOf(context).scale(34.0) / 34.0;"))
        #expect(dart.contains("  double get maxExtent => StretchyLargeTitleHeader.expandedHeightAt(textScale);\n"))
        #expect(dart.contains("StretchyLargeTitleHeader.frameAt(stretched > 0 ? -stretched : shrinkOffset, textScale: textScale);"))
        #expect(dart.contains("      expandedHeight: expandedHeightAt(textScale),\n"))
        #expect(dart.contains("  double get progress => offset <= 0 ? 0.0 : collapseRange > 0 ? math.min(offset / collapseRange, 1.0) : 1.0;\n"))
        #expect(dart.contains("return ExcludeSemantics(excluding: titleOpacity <= 0.0, child: stretchyLayer(child, opacity: titleOpacity));"))
        #expect(dart.contains("// - dynamicType largeTitle, scaledHeight 41: the height at rest follows MediaQuery.textScalerOf(context)"))
    }

    @Test func webGrowsWithTheRootFontSizeAndMarksTheTransparentTitle() throws {
        let html = try Self.export(WebExporter(), Self.accessible)
        #expect(html.contains("for (const [name, max, min, scaled, shrinks, pins] of [[\"large-title\", 96, 44, 41, true, false]]) {"))
        #expect(html.contains("parseFloat(getComputedStyle(document.documentElement).fontSize) / 16"))
        #expect(html.contains("for (const name of [\"large-title\"]) {"))
        #expect(html.contains("layer.setAttribute(\"aria-hidden\", \"true\")"))
        #expect(html.contains("  - dynamicType largeTitle, scaledHeight 41: the height at rest follows the root font size"))
    }

    /// Without `dynamicType` and an opacity track, no export reads the text size or hides a layer.
    @Test func aPresetWithoutTheKeysGetsNoneOfIt() throws {
        let kotlin = try Self.export(ComposeExporter(), Self.plain)
        let dart = try Self.export(FlutterExporter(), Self.plain)
        let html = try Self.export(WebExporter(), Self.plain)
        for marker in ["fontScale", "ScaledHeight", "Hidden", "clearAndSetSemantics", "dynamicType"] {
            #expect(!kotlin.contains(marker), "\(marker)")
        }
        for marker in ["textScale", "scaledHeight", "ExcludeSemantics", "dynamicType"] {
            #expect(!dart.contains(marker), "\(marker)")
        }
        for marker in ["aria-hidden", "fontSize", "dynamicType"] {
            #expect(!html.contains(marker), "\(marker)")
        }
    }
}
