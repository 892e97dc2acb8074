import Foundation
import TestKit
import Testing

/// `reducedMotion` through the binary (docs/accessibility.md#reduce-motion): set key by key with
/// `edit`, shown, written last in documents, carried by history and the store, and refused with
/// one line and an unchanged database when the merge breaks a rule.
struct ReducedMotionEndToEndTests {
    /// `hero`: H 300, h 100, parallax 0.5, the title scaling 1.5 → 1.
    private func sandbox() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.expectSuccess([
            "create", "hero", "minHeight=100", "maxHeight=300", "motion.parallax=0.5", "tracks.title.scale=0:1.5,1:1",
        ])
        return sandbox
    }

    /// edit sets keys as Reduce Motion has them; show, history and the document carry them
    func testEditShowHistory() throws {
        let sandbox = try sandbox()
        try sandbox.expectSuccess(["edit", "hero", "reducedMotion.motion.parallax=0", "reducedMotion.tracks.title.scale=0:1"])
        let shown = try sandbox.expectSuccess(["show", "hero"])
        expect(shown.contains("reducedMotion.motion.parallax     0\n"), "\(shown)")
        expect(shown.contains("reducedMotion.tracks.title.scale  0:1\n"), "\(shown)")
        expect(shown.contains("motion.parallax                   0.5\n"), "\(shown)")
        let history = try sandbox.expectSuccess(["history", "hero"])
        expect(history.contains("reducedMotion.motion.parallax none → 0"), "\(history)")

        // The document writes it last, its keys in the preset's order, the track whole.
        let json = try sandbox.expectSuccess(["show", "hero", "--format", "json"])
        let tail = json[json.range(of: "\"reducedMotion\"")!.lowerBound...]
        expectEqual(
            tail,
            """
            "reducedMotion": {
                "motion": {
                  "parallax": 0
                },
                "tracks": [
                  {
                    "layer": "title",
                    "property": "scale",
                    "input": "progress",
                    "easing": "linear",
                    "keyframes": [
                      {
                        "at": 0,
                        "value": 1
                      }
                    ]
                  }
                ]
              }
            }

            """)
        // What show writes, import reads back to the same preset (the store's column included).
        let file = try sandbox.file("hero.json", json)
        let other = Sandbox()
        try other.expectSuccess(["import", file])
        try expectEqual(other.expectSuccess(["show", "hero", "--format", "json"]), json)

        try sandbox.expectSuccess(["edit", "hero", "reducedMotion=null"])
        expect(try !sandbox.expectSuccess(["show", "hero", "--format", "json"]).contains("reducedMotion"))
    }

    /// a merge that breaks a rule, a key it may not hold, or a track removed: one line, nothing changed
    func testRefused() throws {
        let sandbox = try sandbox()
        try sandbox.expectFailure(
            ["edit", "hero", "reducedMotion.motion.parallax=3"], status: 65,
            message: "reducedMotion.motion.parallax: 3 is outside 0...1")
        try sandbox.expectFailure(["edit", "hero", "reducedMotion.minHeight=400"], status: 65, message: "reducedMotion.minHeight")
        try sandbox.expectFailure(["edit", "hero", "reducedMotion.name=x"], status: 64, message: "not allowed in reducedMotion")
        try sandbox.expectFailure(["edit", "hero", "reducedMotion.colour=red"], status: 64, message: "unknown key 'colour'")
        try sandbox.expectFailure(
            ["edit", "hero", "reducedMotion.tracks.title.scale=null"], status: 65, message: "reducedMotion cannot remove a track")
        try sandbox.expectFailure(["edit", "hero", "reducedMotion=yes"], status: 64, message: "reducedMotion")
    }
}
