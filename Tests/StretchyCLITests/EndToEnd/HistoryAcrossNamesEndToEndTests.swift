import Foundation
import TestKit
import Testing

/// `history NAME` lists every revision the name ever had, and every number it lists works with
/// `revert`, across deletes, re-creations, renames and restores.
struct HistoryAcrossNamesEndToEndTests {
    /// The history as (revision, action, changes) rows, via `--format json`.
    static func rows(_ sandbox: Sandbox, _ name: String) throws -> [(Int, String, [String])] {
        let text = try sandbox.expectSuccess(["history", name, "--format", "json"])
        let array = try require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        return array.map { ($0["revision"] as? Int ?? 0, $0["action"] as? String ?? "", $0["changes"] as? [String] ?? []) }
    }

    /// Reverts to every listed revision that holds a preset and checks each one takes.
    static func everyNumberReverts(_ sandbox: Sandbox, _ name: String) throws {
        let text = try sandbox.expectSuccess(["history", name, "--format", "json"])
        let array = try require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        for entry in array where !(entry["preset"] is NSNull) {
            let number = try require(entry["revision"] as? Int)
            let preset = try require(entry["preset"] as? [String: Any])
            try sandbox.expectSuccess(["revert", name, String(number)])
            let now = try sandbox.presetObject(name)
            expectEqual(now["maxHeight"] as? Double, preset["maxHeight"] as? Double, "revision \(number)")
            expectEqual(now["summary"] as? String, preset["summary"] as? String, "revision \(number)")
        }
    }

    /// edit, delete, restore: every revision listed, and delete's undo hint works
    func testDeleteThenRestore() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["edit", "sticky-utah", "maxHeight=333"])
        try expectEqual(sandbox.expectSuccess(["delete", "sticky-utah"]), "deleted 'sticky-utah'; undo with: stretchy revert sticky-utah 2\n")
        try sandbox.expectSuccess(["restore", "sticky-utah"])
        let rows = try Self.rows(sandbox, "sticky-utah")
        expectEqual(rows.map(\.0), [1, 2, 3, 4])
        expectEqual(rows.map(\.1), ["builtin", "edit", "delete", "restore"])
        try sandbox.expectSuccess(["revert", "sticky-utah", "2"])
        try expectEqual(sandbox.presetObject("sticky-utah")["maxHeight"] as? Double, 333)
        try Self.everyNumberReverts(sandbox, "sticky-utah")
    }

    /// delete then create under the same name: the old revisions stay listed and the undo hint still works
    func testDeleteThenCreate() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "foo", "maxHeight=310"])
        try sandbox.expectSuccess(["edit", "foo", "maxHeight=320"])
        try expectEqual(sandbox.expectSuccess(["delete", "foo"]), "deleted 'foo'; undo with: stretchy revert foo 2\n")
        try sandbox.expectSuccess(["create", "foo", "maxHeight=400"])
        let rows = try Self.rows(sandbox, "foo")
        expectEqual(rows.map(\.1), ["create", "edit", "delete", "create"])
        expectEqual(rows[3].2, ["new preset"])
        try sandbox.expectSuccess(["revert", "foo", "2"])
        try expectEqual(sandbox.presetObject("foo")["maxHeight"] as? Double, 320)
        try expectEqual(Self.rows(sandbox, "foo").last?.2, ["revision 2 back", "maxHeight 400 → 320"])
    }

    /// renames into and out of a name are in its history, and its numbers stay put
    func testRenames() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "foo", "maxHeight=310"])
        try sandbox.expectSuccess(["rename", "foo", "bar"])  // out of foo
        try sandbox.expectSuccess(["create", "baz", "maxHeight=320"])
        try sandbox.expectSuccess(["rename", "baz", "foo"])  // into foo
        let rows = try Self.rows(sandbox, "foo")
        expectEqual(rows.map(\.1), ["create", "rename", "create", "rename"])
        expectEqual(rows[1].2, ["name foo → bar"])
        expectEqual(rows[3].2, ["name baz → foo"])
        try sandbox.expectSuccess(["revert", "foo", "1"])
        try expectEqual(sandbox.presetObject("foo")["maxHeight"] as? Double, 310)
        try expectEqual(sandbox.presetObject("bar")["maxHeight"] as? Double, 310)
        try expectEqual(Self.rows(sandbox, "foo").prefix(4).map(\.1), ["create", "rename", "create", "rename"])
        try Self.everyNumberReverts(sandbox, "foo")
    }

    /// a revert of a deleted preset records the revision it brought back and the changes
    func testRevertRecordsItsTarget() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "maxHeight=320"])
        try sandbox.expectSuccess(["edit", "hero", "maxHeight=330"])
        try sandbox.expectSuccess(["delete", "hero"])
        try sandbox.expectSuccess(["revert", "hero", "1"])
        try expectEqual(Self.rows(sandbox, "hero").last?.2, ["revision 1 back", "brought back", "maxHeight 330 → 320"])
    }

    /// create --from records its source and its overrides
    func testCreateFromRecordsSource() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "--from", "sticky-utah", "maxHeight=320"])
        let rows = try Self.rows(sandbox, "hero")
        expectEqual(rows.map(\.1), ["copy", "edit"])
        expectEqual(rows[0].2, [#"copy of 'sticky-utah'"#])
        // The edit changed the numbers the base's summary spoke of, so the summary changed too.
        expectEqual(rows[1].2.last, "maxHeight 300 → 320")
        expectEqual(rows[1].2.first?.hasPrefix("summary "), true)
        expectEqual(rows[1].2.count, 2)
        try sandbox.expectSuccess(["copy", "scaling-header", "plain-copy"])
        try expectEqual(Self.rows(sandbox, "plain-copy").map(\.2), [[#"copy of 'scaling-header'"#]])
    }
}
