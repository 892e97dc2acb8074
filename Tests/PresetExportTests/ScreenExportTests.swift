import HeaderGeometry
import PresetExport
import TestKit
import Testing

/// The screen of docs/screen.md in the exports: the strip's numbers, the page rule and the
/// helpers a platform has, written from the preset; expected values worked by hand from
/// docs/screen.md's formulas (`P = E + a`, the strip's top `max(H + a - y, h)` when pinned).
struct ScreenExportTests {
    /// The built-in profile's numbers: H 130, h 44, a 150, t 48, so E = 86 and P = 236.
    static let profile = HeaderPreset(
        name: "profile", minHeight: 44, maxHeight: 130, collapse: .scroll, safeArea: .added,
        accessory: HeaderAccessory(height: 48, offset: 150),
        tracks: [
            ContentTrack(
                layer: "title", property: .opacity, input: .offset,
                keyframes: [TrackKeyframe(at: 150, value: 0), TrackKeyframe(at: 190, value: 1)]),
            ContentTrack(
                layer: "avatar", property: .scale, input: .offset,
                keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 86, value: 0.6)],
                anchor: TrackAnchor(x: 0, y: 1)),
        ])

    static func export(_ exporter: some PresetExporter, _ preset: HeaderPreset = profile) throws -> String {
        try exporter.export([preset], options: ExportOptions(command: "stretchy export profile"))
    }

    func testComposeWritesTheStripsNumbersAndThePageRule() throws {
        let kotlin = try Self.export(ComposeExporter())
        expect(kotlin.contains("val AccessoryHeight: Dp = 48.dp"))
        expect(kotlin.contains("val AccessoryOffset: Dp = 150.dp"))
        expect(kotlin.contains("val PinOffset: Dp = 236.dp"))
        expect(kotlin.contains("if (current < PinOffset) current else maxOf(saved, PinOffset)"))
        expect(kotlin.contains("fun accessoryTop(offset: Dp): Dp = maxOf(MinHeight, MaxHeight + AccessoryOffset - offset)"))
        // Offset tracks read the offset in dp; the anchor is a fidelity line.
        expect(kotlin.contains("stretchyTrackValue(offset.value, floatArrayOf(150f, 190f)"))
        expect(kotlin.contains("track avatar.scale scales about [0, 1] of its layer"))
    }

    /// The pinned tab row under the collapsing app bar: a Material 3 TabRow the height of the
    /// strip at accessoryTop(offset), one Tab per title; its imports only in a file that has a strip.
    func testComposeDrawsAPinnedTabRowUnderTheAppBar() throws {
        let kotlin = try Self.export(ComposeExporter())
        expect(kotlin.contains("fun AccessoryTabs("))
        expect(kotlin.contains("TabRow(\n"))
        expect(kotlin.contains("modifier.height(AccessoryHeight).offset { IntOffset(0, accessoryTop(offset).roundToPx()) }"))
        expect(kotlin.contains("Tab(selected = index == selected, onClick = { onSelect(index) }, text = { Text(title) })"))
        for name in ["TabRow", "Tab", "Text", "Modifier", "IntOffset", "height", "offset"] {
            expect(ComposeImportTests.importedNames(in: kotlin).contains(name), "\(name)")
        }
        let plain = try Self.export(ComposeExporter(), HeaderPreset(name: "plain", minHeight: 64, maxHeight: 152))
        expect(!plain.contains("TabRow") && !plain.contains("import androidx.compose.material3.Tab"))
    }

    func testFlutterPinsTheStripAsTheSliverAppBarsBottom() throws {
        let dart = try Self.export(FlutterExporter())
        expect(dart.contains("static const double pinOffset = 236.0;"))
        expect(dart.contains("current < pinOffset ? current : math.max(saved, pinOffset)"))
        expect(dart.contains("expandedHeight: expandedHeight + accessoryOffset + accessoryHeight,"))
        expect(dart.contains("bottom: bottom,"))
        expect(dart.contains("NestedScrollView("))
        expect(dart.contains("stretchyTrackValue(offset, const <double>[150.0, 190.0]"))
        // A strip that scrolls away has no pinned helper.
        var scrolling = Self.profile
        scrolling.accessory?.behavior = .scroll
        let scrolled = try Self.export(FlutterExporter(), scrolling)
        expect(!scrolled.contains("sliverAppBarWithAccessory"))
        expect(scrolled.contains("put your TabBar in the body"))
    }

    func testTheWebStripIsStickyUnderTheCollapsedHeader() throws {
        let html = try Self.export(WebExporter())
        // The content above the strip: H + a = 130 + 150; the strip sticks at h = 44.
        expect(html.contains(".stretchy-accessory-offset { height: 280px; }"))
        expect(html.contains("position: sticky; top: 44px; height: 48px;"))
        expect(html.contains("data-stretchy-accessory=\"profile\""))
        // The page rule's script, with P = 236.
        expect(html.contains("[\"profile\", 236]"))
        // The offset track runs over its own offsets; the anchor is the layer's origin.
        expect(html.contains("animation-range: 150px 190px"))
        expect(html.contains("transform-origin: 0% 100%;"))
        expect(html.contains("safeArea added: a browser tab draws no status bar"))
        // A strip that scrolls away is not sticky.
        var scrolling = Self.profile
        scrolling.accessory?.behavior = .scroll
        expect(!(try Self.export(WebExporter(), scrolling)).contains("position: sticky; top: 44px"))
    }
}
