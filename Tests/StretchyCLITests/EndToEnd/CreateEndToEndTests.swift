import Foundation
import TestKit
import Testing

/// end to end: create
struct CreateEndToEndTests {
    /// a new preset from the defaults of docs/format.md#preset-keys with the assignments applied
    func testFromDefaults() throws {
        let sandbox = Sandbox()
        try expectEqual(
            sandbox.expectSuccess(["create", "hero", "maxHeight=320", "shadow.threshold=140"]), "created 'hero'\n")
        let object = try sandbox.presetObject("hero")
        expectEqual(object["summary"] as? String, "")
        expectEqual(object["minHeight"] as? Double, 150)
        expectEqual(object["maxHeight"] as? Double, 320)
        expectEqual(object["collapse"] as? String, "shrink")
        expectEqual(object["damping"] as? Double, 0)
        let shadow = try require(object["shadow"] as? [String: Double])
        expectEqual(shadow, ["threshold": 140, "radius": 8])
    }

    /// --from copies the base, then applies the assignments
    func testFromBase() throws {
        let sandbox = Sandbox()
        try expectEqual(
            sandbox.expectSuccess(["create", "my-utah", "--from", "sticky-utah", "snap.mode=immediately"]), "created 'my-utah' from 'sticky-utah'\n")
        let object = try sandbox.presetObject("my-utah")
        expectEqual(object["minHeight"] as? Double, 120)
        expectEqual(object["damping"] as? Double, 0.5)
        let snap = try require(object["snap"] as? [String: Any])
        expectEqual(snap["mode"] as? String, "immediately")
    }

    /// --from with changes and no summary= says what it is based on; a plain copy or summary= keeps the words
    func testFromBaseSummary() throws {
        for (assignments, summary) in [
            (["damping=0.4"], "Based on sticky-utah: damping 0.5 → 0.4."),
            (["maxHeight=320", "damping=0.4"], "Based on sticky-utah: maxHeight 300 → 320; damping 0.5 → 0.4."),
            (["damping=0.4", "summary=Mine."], "Mine."),
            ([], nil),
        ] as [([String], String?)] {
            try TestRow.$current.withValue(String(describing: (assignments, summary))) { try self.fromBaseSummary(assignments, summary) }
        }
    }

    func fromBaseSummary(_ assignments: [String], _ summary: String?) throws {
        let sandbox = Sandbox()
        let base = try require(try sandbox.presetObject("sticky-utah")["summary"] as? String)
        try sandbox.expectSuccess(["create", "hero", "--from", "sticky-utah"] + assignments)
        expect(try sandbox.presetObject("hero")["summary"] as? String == summary ?? base)
    }

    /// every failure is one line, the right status, and writes nothing
    func testFailures() throws {
        for (arguments, status, message) in [
            (["create", "sticky-utah"], Int32(65), #"a preset named 'sticky-utah' already exists"#),
            (["create", "Hero"], 65, #"invalid preset name 'Hero'"#),
            (["create", #"a"b"#], 65, #"invalid preset name 'a"b'"#),
            (["create", "hero", "maxHeight=abc"], 64, "maxHeight: 'abc' is not a number"),
            (["create", "hero", "maxHeight=-5"], 65, "maxHeight"),
            (["create", "hero", "damping=2"], 65, "damping"),
            (["create", "hero", "minHeight=400"], 65, "minHeight"),
            (["create", "hero", "collapse=shrnk"], 64, "did you mean 'shrink'?"),
            (["create", "hero", "damping=0.1", "damping=0.2"], 64, "damping is given twice ('0.1' and '0.2'); give each key once"),
            (
                ["create", "hero", "--from", "sticky-utah", "--from", "stretchy-ios18"], 64,
                "--from is given twice ('sticky-utah' and 'stretchy-ios18'); give it once"
            ),
            (["create", "hero", "--bogus"], 64, "unknown option '--bogus'"),
            (["create"], 64, "missing expected argument '<name>'"),
            (["create", "hero", "maxHeigt=320"], 64, "unknown key 'maxHeigt'; did you mean 'maxHeight'?"),
            (["create", "hero", "maxHeight"], 64, "KEY=VALUE"),
            (["create", "hero", "name=x"], 64, "the name is not a key"),
            (["create", "hero", "--from", "stiky-utah"], 66, #"no preset named 'stiky-utah'; did you mean 'sticky-utah'?"#),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.failures(arguments, status, message) }
        }
    }

    func failures(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }
}
