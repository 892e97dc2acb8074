import TestKit
import Testing

/// end to end: revert
struct RevertEndToEndTests {
    /// brings back an earlier revision as a new one, printing what changed
    func testReverts() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["edit", "sticky-utah", "maxHeight=320"])
        try expectEqual(
            sandbox.expectSuccess(["revert", "sticky-utah", "1"]), "reverted 'sticky-utah' to revision 1\n  maxHeight 320 → 300\n")
        try expectEqual(sandbox.presetObject("sticky-utah")["maxHeight"] as? Double, 300)
        let history = try sandbox.expectSuccess(["history", "sticky-utah", "--format", "csv"])
        expectEqual(history.split(separator: "\n").last?.hasPrefix("3,"), true)
        expect(history.hasSuffix(",revert,revision 1 back; maxHeight 320 → 300\n"))
    }

    /// brings back a deleted preset
    func testDeleted() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["delete", "sticky-utah"])
        try expectEqual(
            sandbox.expectSuccess(["revert", "sticky-utah", "1"]), "reverted 'sticky-utah' to revision 1\n  brought back\n")
        try expectEqual(sandbox.presetObject("sticky-utah")["damping"] as? Double, 0.5)
    }

    /// bringing back a deleted preset says what differs from it as it was deleted, as its history does
    func testDeletedAfterEdits() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "rv", "maxHeight=320"])
        try sandbox.expectSuccess(["edit", "rv", "maxHeight=330", "damping=0.2"])
        try sandbox.expectSuccess(["delete", "rv"])
        try expectEqual(
            sandbox.expectSuccess(["revert", "rv", "1"]), "reverted 'rv' to revision 1\n  brought back\n  maxHeight 330 → 320\n  damping 0.2 → 0\n")
    }

    /// reverting to what is already current says so and adds no revision
    func testNothingDiffers() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let before = sandbox.databaseBytes()
        try expectEqual(
            sandbox.expectSuccess(["revert", "sticky-utah", "1"]), "no change: 'sticky-utah' is already as at revision 1\n")
        expectEqual(sandbox.databaseBytes(), before)
        try expectEqual(sandbox.expectSuccess(["history", "sticky-utah", "--format", "csv"]).split(separator: "\n").count, 2)
    }

    /// every failure is one line, the right status, and writes nothing
    func testFailures() throws {
        for (arguments, status, message) in [
            (["revert", "sticky-utah", "9"], Int32(66), #"'sticky-utah' has no revision 9"#),
            (["revert", "stiky-utah", "1"], 66, #"did you mean 'sticky-utah'?"#),
            (["revert", "sticky-utah", "0"], 64, "'0'"),
            (["revert", "sticky-utah", "one"], 64, "'one'"),
            (["revert", "sticky-utah"], 64, "missing expected argument '<revision>'"),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.failures(arguments, status, message) }
        }
    }

    func failures(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }

    /// reverting to a deletion is refused with exit 65
    func testToDeletion() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["delete", "sticky-utah"])
        try sandbox.expectSuccess(["revert", "sticky-utah", "1"])
        try sandbox.expectFailure(["revert", "sticky-utah", "2"], status: 65, message: "is its deletion")
    }
}
