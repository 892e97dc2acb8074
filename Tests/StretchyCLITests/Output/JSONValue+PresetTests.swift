import HeaderGeometry
import PresetService
import StrictJSON
import TestKit
import Testing
import ValueText

@testable import StretchyCLI

struct JSONValuePresetTests {
    /// a preset as a JSONValue writes exactly the canonical object of docs/format.md#preset-keys
    func testMatchesTheCanonicalObject() {
        var preset = HeaderPreset(
            name: "hero", summary: "Tall \"one\"\nsecond line", minHeight: 100, maxHeight: 320.5,
            collapse: .scroll, damping: 0.25, shadow: HeaderShadow(threshold: 140, radius: 4))
        preset.snap = SnapBehavior(mode: .afterFinishAccelerating, positions: [1, 0, 0.5], initialPosition: 0.5)
        let expected = """
            {
              "name": "hero",
              "summary": "Tall \\"one\\"\\nsecond line",
              "minHeight": 100,
              "maxHeight": 320.5,
              "collapse": "scroll",
              "damping": 0.25,
              "shadow": {
                "threshold": 140,
                "radius": 4
              },
              "snap": {
                "mode": "afterFinishAccelerating",
                "positions": [
                  0,
                  0.5,
                  1
                ],
                "initialPosition": 0.5
              }
            }

            """
        expectEqual(JSONWriter.text(.preset(preset)), expected)
        expectEqual(PresetDocuments.object(preset), expected)
    }

    /// motion is written after snap only when not the defaults, as the canonical writer does
    func testMotionMatchesTheCanonicalObject() {
        var preset = HeaderPreset(name: "quick")
        expectEqual(JSONWriter.text(.preset(preset)), PresetDocuments.object(preset))
        expect(!JSONWriter.text(.preset(preset)).contains("motion"))
        preset.motion = MotionParameters(deceleration: ScrollDeceleration(rate: 0.995), parallax: 0.5, quickReturn: true)
        expectEqual(JSONWriter.text(.preset(preset)), PresetDocuments.object(preset))
        expect(JSONWriter.text(.preset(preset)).contains(#""decelerationRate": 0.995,"#))
        preset.motion.deceleration = .fast
        expectEqual(JSONWriter.text(.preset(preset)), PresetDocuments.object(preset))
    }

    /// no shadow is null and no positions an empty array, as in every built-in's canonical text
    func testBuiltIns() {
        for preset in BuiltInCatalogue.presets {
            expectEqual(JSONWriter.text(.preset(preset)), PresetDocuments.object(preset), "\(preset.name)")
        }
    }
}
