import HeaderGeometry
import TestKit
import Testing

@testable import StretchyCLI

/// `show` lists the motion keys, as `edit` takes them, only for a preset that sets motion.
struct ShowCommandMotionTests {
    func testMotionRowsOnlyWhenNotTheDefaults() {
        var preset = HeaderPreset(name: "q", minHeight: 44, maxHeight: 96)
        expect(!ShowCommand.keyValueText(preset).contains("motion"))
        preset.motion = MotionParameters(deceleration: .fast, parallax: 0.25, quickReturn: true)
        let lines = ShowCommand.keyValueText(preset).split(separator: "\n").suffix(8)
        expectEqual(
            lines,
            [
                "motion.frameRate            120",
                "motion.decelerationRate     fast",
                "motion.viewportHeight       844",
                "motion.rubberBandConstant   0.55",
                "motion.spring.response      0.3",
                "motion.spring.dampingRatio  1",
                "motion.parallax             0.25",
                "motion.quickReturn          true",
            ])
    }
}
