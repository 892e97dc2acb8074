import Foundation
import TestKit
import Testing

/// `stretchy lint` through the binary (docs/accessibility.md#lint): the catalogue passes its own
/// lint, a bad preset names each broken rule with its fix, and the exit statuses of the contract.
struct LintEndToEndTests {
    // Every warning of the catalogue is fixed (docs/accessibility.md#lint): the presets that move
    // say what they are with Reduce Motion on, on the default screen and on a Dynamic Island phone.
    /// the built-in catalogue has no errors and no warnings: exit 0
    func testCatalogue() throws {
        for options in [[], ["--device", "iphone-15"], ["--reduce-motion"], ["--device", "iphone-15", "--text-size", "ax5"]] {
            try TestRow.$current.withValue(String(describing: options)) { try self.catalogue(options) }
        }
    }

    func catalogue(_ options: [String]) throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["lint"] + options)
        expectEqual(outcome.status, 0, "\(outcome.stdout)")
        expectEqual(outcome.stderr, "")
        expect(outcome.stdout.hasSuffix(" presets\n"))
        expect(outcome.stdout.contains("0 errors, 0 warnings, "), "\(outcome.stdout)")
        expect(!outcome.stdout.contains("motion-without-reduced"))
    }

    // bad: H 300, h 20, E 280, snapping on at 0 and 1, pullTrigger 900 on the default 844 pt viewport.
    //   tiny-bar: 20 < 44. unreachable-trigger: 900 >= 844.
    //   --content-height 500: largest offset 300 + 500 − 844 = −44, so 0 and the initial 0 are
    //   unreachable too (an error), and the page is 844 − 20 − 500 = 324 pt short.
    /// a bad preset names each broken rule with its fix, and an error exits 1
    func testBadPreset() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess([
            "create", "bad", "minHeight=20", "maxHeight=300", "snap.mode=immediately", "pullTrigger=900",
        ])
        let warnings = try sandbox.run(["lint", "bad"])
        expectEqual(warnings.status, 0)
        expectEqual(
            warnings.stdout,
            """
            bad: warning: the collapsed bar is 20 pt, under the 44 pt minimum hit target [tiny-bar]
              fix: raise minHeight to 44
            bad: warning: pullTrigger is 900 pt, but a pull never passes the 844 pt viewport, so it never fires [unreachable-trigger]
              fix: lower pullTrigger under 844 (Flutter's default is 100)
            0 errors, 2 warnings, 0 infos in 1 preset

            """)
        let errors = try sandbox.run(["lint", "bad", "--content-height", "500", "--format", "json"])
        expectEqual(errors.status, 1)
        let objects = try require(JSONSerialization.jsonObject(with: Data(errors.stdout.utf8)) as? [[String: String]])
        expectEqual(
            objects.map { $0["rule"] ?? "" },
            [
                "short-content", "unreachable-snap", "unreachable-snap", "unreachable-snap", "tiny-bar", "unreachable-trigger",
            ])
        expect(objects.allSatisfy { Set($0.keys) == ["rule", "severity", "preset", "message", "fix"] })
        expectEqual(objects[1]["severity"], "error")
        expectEqual(objects[0]["message"], "500 pt of content is 324 pt short of the 824 pt (V − h' − t) the header needs to collapse fully")
    }

    /// usage errors exit 64, an unknown preset 66, one line each, nothing changed
    func testMistakes() throws {
        let sandbox = Sandbox()
        try sandbox.expectFailure(["lint", "--content-height", "-1"], status: 64, message: "--content-height must be in 0...100000")
        try sandbox.expectFailure(["lint", "--text-size", "giant"], status: 64, message: "--text-size")
        try sandbox.expectFailure(["lint", "--format", "csv"], status: 64, message: "--format")
        try sandbox.expectFailure(["lint", "no-such-preset"], status: 66, message: "no-such-preset")
    }
}
