import TestKit
import Testing

/// end to end: restore
struct RestoreEndToEndTests {
    /// puts changed and deleted built-ins back as shipped, several at once
    func testRestores() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["edit", "sticky-utah", "maxHeight=320"])
        try sandbox.expectSuccess(["delete", "scaling-header"])
        let output = try sandbox.expectSuccess(["restore", "sticky-utah", "scaling-header", "stretchy-ios18"])
        expectEqual(
            output,
            """
            restored 'sticky-utah'
            restored 'scaling-header'
            'stretchy-ios18' is already as shipped

            """)
        try expectEqual(sandbox.presetObject("sticky-utah")["maxHeight"] as? Double, 300)
        // docs/swift.md#1-the-built-in-catalogue: scaling-header is 150 → 350, scroll, damping 1.
        let scaling = try sandbox.presetObject("scaling-header")
        expectEqual(scaling["minHeight"] as? Double, 150)
        expectEqual(scaling["collapse"] as? String, "scroll")
        expectEqual(scaling["damping"] as? Double, 1)
        let history = try sandbox.expectSuccess(["history", "sticky-utah", "--format", "csv"])
        expect(history.hasSuffix(",restore,maxHeight 320 → 300\n"))
    }

    /// a restore after a delete goes on with the preset's history, and the next delete's undo names it
    func testAfterDelete() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["edit", "sticky-utah", "maxHeight=320"])
        try sandbox.expectSuccess(["delete", "sticky-utah"])
        try expectEqual(sandbox.expectSuccess(["restore", "sticky-utah"]), "restored 'sticky-utah'\n")
        let history = try sandbox.expectSuccess(["history", "sticky-utah", "--format", "csv"])
        // 1 builtin, 2 edit, 3 delete, 4 restore: brought back as shipped, not a new preset.
        expect(history.hasSuffix(",restore,brought back; maxHeight 320 → 300\n"))
        expectEqual(history.split(separator: "\n").last?.hasPrefix("4,"), true)
        try expectEqual(
            sandbox.expectSuccess(["delete", "sticky-utah"]), "deleted 'sticky-utah'; undo with: stretchy revert sticky-utah 4\n")
    }

    /// --all restores every built-in that changed
    func testAll() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["edit", "scaling-header-snap", "snap.initialPosition=0"])
        let lines = try sandbox.expectSuccess(["restore", "--all"]).split(separator: "\n")
        expect(lines.contains("restored 'scaling-header-snap'"))
        expectEqual(lines.filter { $0.hasPrefix("restored") }.count, 1)
        let snap = try require(try sandbox.presetObject("scaling-header-snap")["snap"] as? [String: Any])
        expectEqual(snap["initialPosition"] as? Double, 0.5)
    }

    /// every failure is one line, the right status, and writes nothing
    func testFailures() throws {
        for (arguments, status, message) in [
            (["restore", "stiky-utah"], Int32(66), #"no built-in preset named 'stiky-utah'; did you mean 'sticky-utah'?"#),
            (["restore", "sticky-utah", "hero"], 66, #"no built-in preset named 'hero'"#),
            (["restore"], 64, "--all"),
            (["restore", "sticky-utah", "--all"], 64, "cannot be used with"),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.failures(arguments, status, message) }
        }
    }

    func failures(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["edit", "sticky-utah", "maxHeight=320"])
        try sandbox.expectFailure(arguments, status: status, message: message)
    }
}
