import HeaderGeometry
import PresetService
import TestKit
import Testing

@testable import PresetPreview

/// The studio's controls show exactly what `stretchy edit KEY=VALUE` accepts (docs/studio.md#the-controls).
struct StudioControlsTests {
    static let shadowed = HeaderPreset(
        name: "sticky-utah", summary: "Pinned", minHeight: 120, maxHeight: 300,
        collapse: .shrink, damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 8))

    /// every control's value is one edit accepts
    ///
    /// Every control's text, assigned back as `edit` would, is accepted and changes nothing.
    func testEveryValueIsAccepted() throws {
        for preset in HeaderPreset.builtIn + [Self.shadowed, AccessibilityTogglesTests.calm] {
            try TestRow.$current.withValue(String(describing: preset)) { try self.everyValueIsAccepted(preset) }
        }
    }

    func everyValueIsAccepted(_ preset: HeaderPreset) throws {
        let settled = try PresetLibrary.applying([], to: preset)
        for (path, text) in StudioControl.values(of: settled) {
            let assigned = try PresetLibrary.applying([PresetAssignment(path: path, value: text)], to: settled)
            expectEqual(assigned, settled, "\(preset.name): \(path)=\(text)")
        }
    }

    /// A present shadow is edited through its members: its own control is empty, not `show`'s
    /// `{threshold 140, radius 8}`, which `edit shadow=…` refuses.
    func testAPresentShadowLeavesTheGroupControlEmpty() {
        let controls = StudioControl.all(for: Self.shadowed)
        expectEqual(controls.first { $0.path == "shadow" }?.text, nil)
        expectEqual(controls.first { $0.path == "shadow.threshold" }?.text, "140")
        expectEqual(StudioControl.all(for: HeaderPreset(name: "plain", summary: "")).first { $0.path == "shadow" }?.text, "none")
    }

    /// A key without a value reads `none` (which `edit` takes as it takes `null`), not `null` or
    /// an empty field a designer reads as nothing set; tracks present leave `tracks` empty.
    func testAKeyWithoutAValueReadsNone() {
        let plain = StudioControl.all(for: HeaderPreset(name: "plain", summary: ""))
        expectEqual(plain.first { $0.path == "pullTrigger" }?.text, "none")
        expectEqual(plain.first { $0.path == "tracks" }?.text, "none")
        expectEqual(StudioControl.all(for: Self.shadowed).first { $0.path == "pullTrigger" }?.text, "none")
    }

    /// Each group is one run of controls under one title; `dynamicType` and `reducedMotion` share
    /// `accessibility`, the key table's section (docs/format.md#accessibility), Add key last in it.
    func testEachGroupIsShownOnceAndTheAccessibilityKeysTogether() throws {
        var preset = AccessibilityTogglesTests.calm
        preset.dynamicType = HeaderDynamicType(textStyle: .body, scaledHeight: 40)
        let controls = StudioControl.all(for: preset)
        var titles: [String] = []
        for control in controls where titles.last != control.group { titles.append(control.group) }
        expectEqual(titles, ["preset", "snap", "motion", "tracks", "accessibility"])
        let accessibility = controls.filter { $0.group == "accessibility" }.map(\.path)
        expectEqual(
            accessibility,
            [
                "dynamicType", "dynamicType.textStyle", "dynamicType.scaledHeight", "reducedMotion",
                "reducedMotion.motion.parallax", "reducedMotion.tracks.title.scale",
            ])
        let page = StudioPage(entries: [StudioPage.Entry(preset: preset, revision: 1)], catalogue: [], editsKey: "k").html()
        let legends = page.components(separatedBy: "<legend>").dropFirst().map { $0.prefix { $0 != "<" } }
        expectEqual(legends, ["preset", "snap", "motion", "tracks", "accessibility"])
        let group = try require(page.range(of: "<legend>accessibility</legend>"))
        let end = try require(page.range(of: "</fieldset>", range: group.upperBound..<page.endIndex))
        expect(page[group.upperBound..<end.lowerBound].contains("data-studio-add-reduced>"))
    }

    /// A label wraps only after a dot: `snap.<wbr>initialPosition`.
    func testLabelsBreakAfterDots() {
        expectEqual(StudioPage.breakable("snap.initialPosition"), "snap.<wbr>initialPosition")
        expectEqual(StudioPage.breakable("summary"), "summary")
        expectEqual(StudioPage.breakable("tracks.a<b.scale"), "tracks.<wbr>a&lt;b.<wbr>scale")
    }
}
