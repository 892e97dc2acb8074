import Foundation
import TestKit
import Testing

@testable import PresetStore

/// `--reduce-motion` and lint's motion rules through the binary (docs/accessibility.md): the
/// commands evaluate the preset merged with its `reducedMotion`, expected values worked out by
/// hand from the frame and parallax formulas (docs/concepts.md).
struct ReduceMotionOptionEndToEndTests {
    /// `hero`: H 300, h 100 (E 200), shrink, parallax 0.5, the title scaling 1.5 → 1, snapping
    /// on at 0 and 1; with Reduce Motion: parallax 0, the scale held at 1, snapping off.
    private func sandbox() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.expectSuccess([
            "create", "hero", "minHeight=100", "maxHeight=300", "motion.parallax=0.5", "tracks.title.scale=0:1.5,1:1",
            "snap.mode=immediately",
        ])
        try sandbox.expectSuccess([
            "edit", "hero", "reducedMotion.motion.parallax=0", "reducedMotion.tracks.title.scale=0:1", "reducedMotion.snap.mode=disabled",
        ])
        return sandbox
    }

    // At 0 the progress is 0, at 100 it is 100 / 200 = 0.5: title.scale 1.5 and 1.5 − 0.5 · 0.5 =
    // 1.25; held, 1 at both. The height, 300 − y, is the same either way.
    /// eval --reduce-motion evaluates the merged preset; without it, the preset as written
    func testEval() throws {
        let sandbox = try sandbox()
        let plain = try sandbox.expectSuccess(["eval", "hero", "--at", "0,100", "--columns", "height,title.scale", "--format", "csv"])
        expectEqual(plain, "offset,height,title.scale\n0,300,1.5\n100,200,1.25\n")
        let reduced = try sandbox.expectSuccess([
            "eval", "hero", "--at", "0,100", "--columns", "height,title.scale", "--format", "csv", "--reduce-motion",
        ])
        expectEqual(reduced, "offset,height,title.scale\n0,300,1\n100,200,1\n")
    }

    // simulate --trace 0,100: shrink, the background is −p · (progress · E) from the header:
    // at 100, −0.5 · 0.5 · 200 = −50; with parallax 0 it stays at 0.
    /// simulate --reduce-motion: parallax 0.5 → 0 stills the background
    func testSimulate() throws {
        let sandbox = try sandbox()
        let column = { (output: String) -> [String] in
            let rows = output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            guard let index = rows.first?.firstIndex(of: "parallaxOffset") else { return [] }
            return rows.dropFirst().map { $0[index] }
        }
        let plain = try sandbox.expectSuccess(["simulate", "hero", "--trace", "0,100", "--format", "csv"])
        expectEqual(column(plain), ["0", "-50"], "\(plain)")
        let reduced = try sandbox.expectSuccess(["simulate", "hero", "--trace", "0,100", "--format", "csv", "--reduce-motion"])
        expectEqual(column(reduced), ["0", "0"], "\(reduced)")
    }

    // Released at 60 with no velocity: snapping on, the nearer of the offsets 0 and 200 is 0;
    // with Reduce Motion snapping is off and it rests where released, at 60.
    /// snap --reduce-motion with snapping disabled in the variant rests where released
    func testSnap() throws {
        let sandbox = try sandbox()
        let plain = try sandbox.expectSuccess(["snap", "hero", "--offset", "60", "--format", "json"])
        let reduced = try sandbox.expectSuccess(["snap", "hero", "--offset", "60", "--format", "json", "--reduce-motion"])
        let rest = { (text: String) throws -> Double? in
            try (JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["rest"] as? Double
        }
        try expectEqual(rest(plain), 0)
        try expectEqual(rest(reduced), 60)
    }

    /// a preset without reducedMotion is itself under --reduce-motion
    func testWithoutReducedMotion() throws {
        let sandbox = try sandbox()
        try sandbox.expectSuccess(["create", "still", "minHeight=100", "maxHeight=300"])
        let arguments = ["eval", "still", "--at", "0,100", "--format", "csv"]
        try expectEqual(sandbox.expectSuccess(arguments + ["--reduce-motion"]), sandbox.expectSuccess(arguments))
    }

    // half: Reduce Motion sets parallax 0 but leaves the title's scale 1.5 → 1 moving: an error.
    // wild: parallax 0.5 and a spring of 0.7, no reducedMotion: a warning, with both fixes.
    // Both have title tracks and no dynamicType: an info each.
    /// lint names both motion rules with their fixes, and reduced-still-moves exits 1
    func testLint() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess([
            "create", "half", "minHeight=100", "maxHeight=300", "motion.parallax=0.5", "tracks.title.scale=0:1.5,1:1",
            "reducedMotion.motion.parallax=0",
        ])
        try sandbox.expectSuccess(["create", "wild", "minHeight=100", "maxHeight=300", "motion.parallax=0.5", "motion.spring.dampingRatio=0.7"])
        let outcome = try sandbox.run(["lint", "half", "wild"])
        expectEqual(outcome.status, 1)
        expectEqual(outcome.stderr, "")
        expectEqual(
            outcome.stdout,
            """
            half: error: with its reducedMotion merged, the title's scale 1.5 → 1 still moves with Reduce Motion on [reduced-still-moves]
              fix: set reducedMotion.tracks.title.scale=0:1
            half: info: the title layer has tracks (title.scale) but the preset has no dynamicType, so the header keeps its height at every text size [no-dynamic-type]
              fix: set dynamicType.scaledHeight to the points of maxHeight the title takes, and dynamicType.textStyle to its style
            wild: warning: parallax 0.5 and the spring's dampingRatio 0.7 (it bounces) move with Reduce Motion on, and the preset has no reducedMotion [motion-without-reduced]
              fix: add reducedMotion: reducedMotion.motion.parallax=0 reducedMotion.motion.spring.dampingRatio=1
            1 error, 1 warning, 1 info in 2 presets

            """)
        let json = try sandbox.run(["lint", "wild", "--format", "json"])
        expectEqual(json.status, 0)
        let objects = try require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: String]])
        expectEqual(objects.map { $0["rule"] ?? "" }, ["motion-without-reduced"])
        expect(objects.allSatisfy { Set($0.keys) == ["rule", "severity", "preset", "message", "fix"] })
        expectEqual(objects.first?["severity"], "warning")

        // The fix, applied, clears both.
        try sandbox.expectSuccess(["edit", "half", "reducedMotion.tracks.title.scale=0:1"])
        try sandbox.expectSuccess(["edit", "wild", "reducedMotion.motion.parallax=0", "reducedMotion.motion.spring.dampingRatio=1"])
        let fixed = try sandbox.run(["lint", "half", "wild", "--reduce-motion"])
        expectEqual(fixed.status, 0)
        expect(!fixed.stdout.contains("motion"), "\(fixed.stdout)")
    }

    /// bad input: one line, its exit status, the database unchanged
    func testMistakes() throws {
        let sandbox = try sandbox()
        try sandbox.expectFailure(["eval", "hero", "--at", "0", "--reduce-motion=yes"], status: 64, message: "--reduce-motion")
        try sandbox.expectFailure(["snap", "nobody", "--offset", "0", "--reduce-motion"], status: 66, message: "nobody")
        try sandbox.expectFailure(["lint", "nobody", "--reduce-motion"], status: 66, message: "nobody")

        // A merge that breaks a rule cannot be saved; one written around the store's checks as a
        // new revision is refused as the store refuses any such row: one line naming the key.
        // (A merge that breaks a rule in a preset read otherwise is 65: ReduceMotionOptionTests.)
        try sandbox.expectSuccess(["create", "broken", "minHeight=100", "maxHeight=300"])
        let raw = try Database(path: sandbox.database, create: false)
        try raw.execute(
            """
            CREATE TEMP TABLE latest AS SELECT * FROM revision WHERE name = 'broken' ORDER BY number DESC LIMIT 1;
            UPDATE latest SET id = NULL, number = number + 1, reduced_motion = '{"motion": {"parallax": 3}}';
            INSERT INTO revision SELECT * FROM latest;
            DROP TABLE latest;
            """)
        raw.close()
        for command in [["eval", "broken", "--at", "0"], ["lint", "broken"]] {
            try sandbox.expectFailure(command + ["--reduce-motion"], status: 74, message: "reducedMotion.motion.parallax: 3 is outside 0...1")
        }
    }
}
