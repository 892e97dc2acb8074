import Foundation
import TestKit
import Testing

/// end to end: edit NAME KEY=VALUE
struct EditEndToEndTests {
    /// prints each change, one per line, and saves them
    func testChanges() throws {
        let sandbox = Sandbox()
        let output = try sandbox.expectSuccess([
            "edit", "sticky-utah", "maxHeight=320", "shadow=null",
            "snap.positions=0,0.5,1",
        ])
        expectEqual(
            output,
            """
            maxHeight 300 → 320
            shadow {threshold 140, radius 8} → null
            snap.positions [] → [0, 0.5, 1]

            """)
        let object = try sandbox.presetObject("sticky-utah")
        expectEqual(object["maxHeight"] as? Double, 320)
        expect(object["shadow"] is NSNull)
    }

    /// an edit that changes nothing says no change and adds no revision
    func testNoChange() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let before = sandbox.databaseBytes()
        try expectEqual(sandbox.expectSuccess(["edit", "sticky-utah", "maxHeight=300"]), "no change\n")
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// every failure is one line, the right status, and writes nothing
    func testFailures() throws {
        for (arguments, status, message) in [
            (["edit", "stiky-utah", "maxHeight=320"], Int32(66), #"no preset named 'stiky-utah'; did you mean 'sticky-utah'?"#),
            (["edit", "sticky-utah", "maxHeight=-1"], 65, "maxHeight"),
            (["edit", "sticky-utah", "maxHeight=320", "damping=1.5"], 65, "damping"),
            (["edit", "sticky-utah", "snap.positions=0,2"], 65, "snap.positions"),
            // A value that cannot be read as the key's type is a usage error, like an unknown key;
            // one that reads but breaks a rule (above) is invalid data.
            (["edit", "sticky-utah", "shadow.radius=x"], 64, "shadow.radius: 'x' is not a number"),
            (["edit", "sticky-utah", "maxHeight=abc"], 64, "maxHeight: 'abc' is not a number"),
            (["edit", "sticky-utah", "collapse=sideways"], 64, "collapse: 'sideways' is not allowed"),
            (["edit", "sticky-utah", "tracks.title.scale=0:big"], 64, "tracks.title.scale[0].value: 'big' is not a number"),
            (["edit", "sticky-utah", "shadows=null"], 64, "unknown key 'shadows'; did you mean 'shadow'?"),
            (
                ["edit", "sticky-utah", "maxHeight=330", "maxHeight=340"], 64,
                "maxHeight is given twice ('330' and '340'); give each key once"
            ),
            (["edit", "sticky-utah", "--format", "json"], 64, "unknown option '--format'"),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.failures(arguments, status, message) }
        }
    }

    func failures(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }
}
