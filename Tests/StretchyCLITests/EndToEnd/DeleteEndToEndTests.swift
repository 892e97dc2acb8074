import TestKit
import Testing

/// end to end: delete
struct DeleteEndToEndTests {
    /// deletes, says how to undo it, and the undo brings it back
    func testDeletesAndUndoes() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "maxHeight=320"])
        try sandbox.expectSuccess(["edit", "hero", "maxHeight=330"])
        // Revision 1 created it, revision 2 edited it: 2 holds its last state.
        try expectEqual(sandbox.expectSuccess(["delete", "hero"]), "deleted 'hero'; undo with: stretchy revert hero 2\n")
        expect(!(try sandbox.expectSuccess(["list", "--names-only"])).split(separator: "\n").contains("hero"))
        try sandbox.expectSuccess(["revert", "hero", "2"])
        try expectEqual(sandbox.presetObject("hero")["maxHeight"] as? Double, 330)
    }

    /// a built-in deleted right away is undone with its first revision
    func testBuiltIn() throws {
        try expectEqual(
            Sandbox().expectSuccess(["delete", "sticky-utah"]), "deleted 'sticky-utah'; undo with: stretchy revert sticky-utah 1\n")
    }

    /// a name used again after a delete: the undo names the revision in the name's history
    func testNameUsedAgain() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "maxHeight=320"])
        try sandbox.expectSuccess(["delete", "hero"])
        try sandbox.expectSuccess(["create", "hero", "maxHeight=330"])
        // 1 create, 2 delete, 3 create (a new preset, its own first revision), 4 delete.
        try expectEqual(sandbox.expectSuccess(["delete", "hero"]), "deleted 'hero'; undo with: stretchy revert hero 3\n")
        try sandbox.expectSuccess(["revert", "hero", "3"])
        try expectEqual(sandbox.presetObject("hero")["maxHeight"] as? Double, 330)
    }

    /// a missing preset exits 66 with a hint and deletes nothing
    func testNotFound() throws {
        try Sandbox().expectFailure(
            ["delete", "stiky-utah"], status: 66,
            message: #"no preset named 'stiky-utah'; did you mean 'sticky-utah'?"#)
    }
}
