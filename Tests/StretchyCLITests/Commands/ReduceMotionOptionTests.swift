import HeaderGeometry
import TestKit
import Testing
import ValueText

@testable import StretchyCLI

/// `--reduce-motion`'s merge (docs/accessibility.md#on-the-command-line): the preset merged with
/// its `reducedMotion`, then sized; a merge that breaks a rule is a data error naming the key.
struct ReduceMotionOptionTests {
    /// `hero`: parallax 0.5, and `changes` as its reducedMotion.
    static func hero(_ changes: JSONValue) throws -> HeaderPreset {
        var preset = HeaderPreset(name: "hero", minHeight: 100, maxHeight: 300)
        preset.motion.parallax = 0.5
        preset.reducedMotion = try ReducedMotion(changes)
        return preset
    }

    func testTheMergedPresetOnlyWhenAsked() throws {
        let preset = try Self.hero(.fields(["motion": .fields(["parallax": .number(0)])]))
        try expectEqual(ReduceMotionOption.preset(preset, reducingMotion: false, at: .large), preset)
        let merged = try ReduceMotionOption.preset(preset, reducingMotion: true, at: .large)
        expectEqual(merged.motion.parallax, 0)
        expectEqual(merged.reducedMotion, nil)
    }

    // A preset read around the store's rules may hold a merge that breaks one: parallax 3 is
    // outside 0...1. One line, the preset and the key path, exit 65.
    func testAMergeThatBreaksARuleIsADataError() throws {
        let preset = try Self.hero(.fields(["motion": .fields(["parallax": .number(3)])]))
        let error = expect(throws: CommandError.self) {
            try ReduceMotionOption.preset(preset, reducingMotion: true, at: .large)
        }
        expectEqual(error?.exitStatus, .dataError)
        expectEqual(error?.message, "preset 'hero' reducedMotion.motion.parallax: 3 is outside 0...1")
        try expectEqual(ReduceMotionOption.preset(preset, reducingMotion: false, at: .large).motion.parallax, 0.5)
    }
}
