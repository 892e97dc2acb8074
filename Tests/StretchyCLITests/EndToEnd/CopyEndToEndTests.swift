import Foundation
import TestKit
import Testing

/// end to end: copy
struct CopyEndToEndTests {
    /// copies every parameter under the new name and leaves the source
    func testCopies() throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.expectSuccess(["copy", "sticky-utah", "my-utah"]), "copied 'sticky-utah' to 'my-utah'\n")
        let copy = try sandbox.expectSuccess(["show", "my-utah", "--format", "json"])
        let source = try sandbox.expectSuccess(["show", "sticky-utah", "--format", "json"])
        expect(copy.hasPrefix("{\n  \"name\": \"my-utah\",\n"))
        expectEqual(copy.replacingOccurrences(of: "\"my-utah\"", with: "\"sticky-utah\""), source)
    }

    /// every failure is one line, the right status, and writes nothing
    func testFailures() throws {
        for (arguments, status, message) in [
            (["copy", "stiky-utah", "x"], Int32(66), #"no preset named 'stiky-utah'; did you mean 'sticky-utah'?"#),
            (
                ["copy", "sticky-utah", "sticky-utah"], 65,
                "a copy needs a new name, not 'sticky-utah' again; for example 'stretchy copy sticky-utah sticky-utah-2'"
            ),
            (["copy", "sticky-utah", "scaling-header"], 65, #"a preset named 'scaling-header' already exists"#),
            (["copy", "sticky-utah", "-bad"], 64, "unknown option '-bad'"),
            (["copy", "sticky-utah", "a b"], 65, "invalid preset name 'a b'"),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.failures(arguments, status, message) }
        }
    }

    func failures(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }
}
