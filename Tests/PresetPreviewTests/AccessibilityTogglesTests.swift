import Foundation
import HeaderGeometry
import PresetService
import TestKit
import Testing

@testable import PresetPreview

/// The preview's and the studio's Reduce Motion and text-size toggles
/// (docs/accessibility.md#in-the-preview-and-the-studio): the toolbar's controls with their
/// names, the variant made by stretchy and embedded beside the preset, Apple's table, a chart per state.
struct AccessibilityTogglesTests {
    /// Parallax 0.5 and a title that scales 1.5 → 1; with Reduce Motion (set as `edit` sets it)
    /// no parallax and the title held at 1.
    static let calm: HeaderPreset = {
        let preset = HeaderPreset(
            name: "calm-hero", summary: "", minHeight: 100, maxHeight: 300, motion: MotionParameters(parallax: 0.5),
            tracks: [
                ContentTrack(
                    layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)])
            ])
        let edits = [
            PresetAssignment(path: "reducedMotion.motion.parallax", value: "0"),
            PresetAssignment(path: "reducedMotion.tracks.title.scale", value: "0:1"),
        ]
        return (try? PresetLibrary.applying(edits, to: preset)) ?? preset
    }()
    static let plain = HeaderPreset(name: "plain", summary: "", minHeight: 120, maxHeight: 300)
    static let texty = HeaderPreset(
        name: "texty", summary: "", minHeight: 100, maxHeight: 200, dynamicType: HeaderDynamicType(textStyle: .body, scaledHeight: 40))

    /// The JSON of the page's `stretchy-accessibility` element.
    static func accessibility(in page: String) throws -> [String: Any] {
        let start = try require(page.range(of: #"<script type="application/json" id="stretchy-accessibility">"#))
        let end = try require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let object = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
        return try require(object as? [String: Any])
    }

    /// the variant is embedded beside the preset: parallax 0 and the title held, the preset's own unchanged
    func testVariantEmbedded() throws {
        let page = PreviewPage(presets: [Self.calm, Self.plain]).html()
        let presets = try require(try Self.accessibility(in: page)["presets"] as? [[String: Any]])
        expectEqual(presets.count, 2)
        let variant = try require(presets[0]["variant"] as? [String: Any])
        expect(Self.calm.reducedMotion != nil)
        // The writer leaves a key at its default out: parallax 0 is written as no parallax.
        expectEqual(((variant["motion"] as? [String: Any])?["parallax"] as? Double ?? 0), 0)
        let track = try require((variant["tracks"] as? [[String: Any]])?.first)
        expectEqual((track["keyframes"] as? [[String: Any]])?.map { $0["value"] as? Double }, [1])
        expect(variant["reducedMotion"] == nil)
        // Without reducedMotion there is no variant: the page shows the preset itself.
        expect(presets[1]["variant"] is NSNull)
        expect(page.contains(#""parallax": 0.5"#))
    }

    /// the toolbar holds a labelled Reduce Motion checkbox and a labelled text-size select of the twelve sizes
    func testTogglesRendered() {
        let page = PreviewPage(presets: [Self.plain]).html()
        expect(page.contains(#"<label><input type="checkbox" data-toggle="reduced-motion"> Reduce Motion</label>"#))
        expect(page.contains(#"<label>Text size <select data-toggle="text-size">"#))
        let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "ax1", "ax2", "ax3", "ax4", "ax5"]
        for size in sizes { expect(page.contains(#"<option value="\#(size)""#), "\(size)") }
        expect(page.contains(#"<option value="large" selected>large (default)</option>"#))
        let studio = StudioPage(entries: [StudioPage.Entry(preset: Self.plain, revision: 1)], catalogue: ["plain"], editsKey: "k").html()
        expect(studio.contains(#"data-toggle="reduced-motion"> Reduce Motion</label>"#))
        expect(studio.contains(#"<label>Text size <select data-toggle="text-size">"#))
        expect(studio.contains(#"id="stretchy-accessibility""#))
    }

    /// --reduce-motion checks the box and --text-size selects its size; without them the browser decides
    func testStartingState() throws {
        let toggled = PreviewPage(presets: [Self.plain], toggles: AccessibilityToggles(reduceMotion: true, textSize: .ax5)).html()
        expect(toggled.contains(#"data-toggle="reduced-motion" checked> Reduce Motion"#))
        expect(toggled.contains(#"<option value="ax5" selected>ax5</option>"#))
        let settings = try require(try Self.accessibility(in: toggled)["settings"] as? [String: Any])
        expectEqual(settings["reduceMotion"] as? Bool, true)
        expectEqual(settings["textSize"] as? String, "ax5")
        let untouched = try require(try Self.accessibility(in: PreviewPage(presets: [Self.plain]).html())["settings"] as? [String: Any])
        expect(untouched["reduceMotion"] is NSNull)
        expectEqual(untouched["textSize"] as? String, "large")
    }

    /// Apple's table travels with the page: body 17 at large and 53 at ax5, largeTitle 34 and 60
    func testTable() throws {
        let settings = try require(try Self.accessibility(in: PreviewPage(presets: [Self.plain]).html())["settings"] as? [String: Any])
        let sizes = try require(settings["sizes"] as? [String])
        let styles = try require(settings["styles"] as? [String: [Double]])
        let large = try require(sizes.firstIndex(of: "large")), ax5 = try require(sizes.firstIndex(of: "ax5"))
        expectEqual(styles["body"]?[large], 17)
        expectEqual(styles["body"]?[ax5], 53)
        expectEqual(styles["largeTitle"]?[large], 34)
        expectEqual(styles["largeTitle"]?[ax5], 60)
    }

    /// no chart repeated for a preset neither toggle changes; a chart per other text size with dynamicType
    func testChartsPerState() throws {
        let page = PreviewPage(presets: [Self.plain, Self.texty]).html()
        let presets = try require(try Self.accessibility(in: page)["presets"] as? [[String: Any]])
        // -1: the page's own chart of the preset, at every size and with Reduce Motion.
        expectEqual((presets[0]["charts"] as? [Any])?.count, 0)
        let at = try require(presets[0]["chartAt"] as? [String: [Int]])
        expectEqual(at["plain"], Array(repeating: -1, count: 12))
        expectEqual(at["reduced"], Array(repeating: -1, count: 12))
        // body's twelve sizes give twelve heights (H + 40 · (size / 17 − 1)): eleven charts besides large's.
        expectEqual((presets[1]["charts"] as? [Any])?.count, 11)
        let texty = try require(presets[1]["chartAt"] as? [String: [Int]])
        expectEqual(texty["plain"]?[3], -1)
        expectEqual(Set(texty["plain"] ?? []).count, 12)
    }

    /// `presetJSON(_:only:)`'s object, parsed.
    static func states(_ preset: HeaderPreset, only: AccessibilityToggles.State?) throws -> (charts: Int, at: [String: [Int]]) {
        let object = try require(
            try JSONSerialization.jsonObject(with: Data(AccessibilityToggles.presetJSON(preset, only: only).utf8)) as? [String: Any])
        return (try require((object["charts"] as? [Any])?.count), try require(object["chartAt"] as? [String: [Int]]))
    }

    /// the studio's page draws one state's chart; -2 is every other state, -1 the preset itself
    func testOneStateOnly() throws {
        let sizes = TextSize.allCases
        let large = try require(sizes.firstIndex(of: .large)), ax5 = try require(sizes.firstIndex(of: .ax5))
        // dynamicType, no variant: ax5's chart alone; large is the preset's own; Reduce Motion shows the same.
        let texty = try Self.states(Self.texty, only: .init(reduceMotion: false, textSize: .ax5))
        expectEqual(texty.charts, 1)
        expectEqual(texty.at["plain"], sizes.indices.map { $0 == ax5 ? 0 : $0 == large ? -1 : -2 })
        expectEqual(texty.at["reduced"], texty.at["plain"])
        // A variant without dynamicType: with Reduce Motion asked for, the variant's chart; the
        // plain column is the preset's own at every size.
        let calm = try Self.states(Self.calm, only: .init(reduceMotion: true, textSize: .large))
        expectEqual(calm.at["plain"], Array(repeating: -1, count: sizes.count))
        expectEqual(calm.at["reduced"]?.allSatisfy { $0 == 0 || $0 == -1 }, true)
        let calmPlain = try Self.states(Self.calm, only: .init(reduceMotion: false, textSize: .large))
        expectEqual(calmPlain.at["reduced"], Array(repeating: -2, count: sizes.count))
        // The browser decides (nil): both Reduce Motion columns at the starting size.
        let either = try Self.states(Self.calm, only: .init(reduceMotion: nil, textSize: .large))
        expectEqual(either.at["reduced"], calm.at["reduced"])
        // Neither toggle changes a plain preset: nothing drawn, nothing to ask for.
        let plain = try Self.states(Self.plain, only: .init(reduceMotion: true, textSize: .ax5))
        expectEqual(plain.charts, 0)
        expectEqual(plain.at["plain"], Array(repeating: -1, count: sizes.count))
        expectEqual(plain.at["reduced"], Array(repeating: -1, count: sizes.count))
    }

    /// the studio shows each reducedMotion key as the variant has it, and none when there is none
    func testStudioRows() {
        let controls = StudioControl.all(for: Self.calm)
        expectEqual(controls.first { $0.path == "reducedMotion" }?.text, nil)
        expectEqual(controls.first { $0.path == "reducedMotion.motion.parallax" }?.text, "0")
        expect(controls.first { $0.path == "reducedMotion.tracks.title.scale" } != nil)
        expect(controls.filter { $0.path.hasPrefix("reducedMotion") }.allSatisfy { $0.group == "accessibility" })
        expectEqual(StudioControl.all(for: Self.plain).first { $0.path == "reducedMotion" }?.text, "none")
        // A key it does not set yet is added by name; the name, summary and dynamicType are not offered.
        let keys = StudioControl.reducedMotionKeys
        expect(keys.contains("motion.parallax") && keys.contains("maxHeight") && keys.contains("snap.mode"))
        expect(!keys.contains("name") && !keys.contains("summary") && !keys.contains { $0.hasPrefix("dynamicType") })
        let page = StudioPage(entries: [StudioPage.Entry(preset: Self.calm, revision: 1)], catalogue: [], editsKey: "k").html()
        expect(page.contains(#"<option value="motion.parallax">"#))
        expect(page.contains(#"aria-label="key Reduce Motion changes""#))
    }
}
