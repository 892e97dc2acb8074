import TestKit
import Testing

/// end to end: rename
struct RenameEndToEndTests {
    /// renames, says so, and the history follows the new name
    func testRenames() throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.expectSuccess(["rename", "sticky-utah", "utah"]), "renamed 'sticky-utah' to 'utah'\n")
        let object = try sandbox.presetObject("utah")
        expectEqual(object["maxHeight"] as? Double, 300)
        let history = try sandbox.expectSuccess(["history", "utah", "--format", "csv"])
        expect(history.hasSuffix(",rename,name sticky-utah → utah\n"))
        try sandbox.expectFailure(["show", "sticky-utah"], status: 66, message: #"no preset named 'sticky-utah'"#)
    }

    /// every failure is one line, the right status, and writes nothing
    func testFailures() throws {
        for (arguments, status, message) in [
            (["rename", "stiky-utah", "utah"], Int32(66), #"no preset named 'stiky-utah'; did you mean 'sticky-utah'?"#),
            (["rename", "sticky-utah", "sticky-utah"], 65, "'sticky-utah' is already named so; give a new name"),
            (["rename", "sticky-utah", "scaling-header"], 65, #"a preset named 'scaling-header' already exists"#),
            (["rename", "sticky-utah", "Utah!"], 65, #"invalid preset name 'Utah!'"#),
            (["rename", "sticky-utah"], 64, "missing expected argument '<new>'"),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.failures(arguments, status, message) }
        }
    }

    func failures(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }
}
