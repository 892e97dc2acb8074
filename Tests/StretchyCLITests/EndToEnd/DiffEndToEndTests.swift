import Foundation
import TestKit
import Testing

/// `stretchy diff A B`: names, revisions and files, key per line, exit 0 or 1 (docs/teams.md).
struct DiffEndToEndTests {
    /// sticky-utah as shipped (revision 1): maxHeight 300, damping 0.5 (Presets/sticky-utah.json);
    /// revision 2 sets maxHeight 320 and damping 0.25.
    static func edited() throws -> Sandbox {
        let sandbox = Sandbox()
        let edit = try sandbox.run(["edit", "sticky-utah", "maxHeight=320", "damping=0.25"])
        expectEqual(edit.status, 0, "\(edit.stderr)")
        return sandbox
    }

    /// a revision against the preset: one line per key, in the format's order, exit 1; the same is exit 0 and silent
    func testRevisions() throws {
        let sandbox = try Self.edited()
        let outcome = try sandbox.run(["diff", "sticky-utah@1", "sticky-utah"])
        expectEqual(outcome.status, 1)
        expectEqual(outcome.stdout, "maxHeight: 300 → 320\ndamping: 0.5 → 0.25\n")
        expectEqual(outcome.stderr, "")
        let same = try sandbox.run(["diff", "sticky-utah@2", "sticky-utah"])
        expect(same.status == 0 && same.stdout == "" && same.stderr == "")
    }

    /// a file against a name, and --format json
    func testFileAndJSON() throws {
        let sandbox = Sandbox()
        let shipped = try sandbox.file("utah.stretchy.json", try sandbox.run(["export", "sticky-utah"]).stdout)
        try expectEqual(sandbox.run(["edit", "sticky-utah", "maxHeight=320", "damping=0.25"]).status, 0)
        let text = try sandbox.run(["diff", "sticky-utah", shipped])
        expectEqual(text.status, 1)
        expectEqual(text.stdout, "maxHeight: 320 → 300\ndamping: 0.25 → 0.5\n")
        let json = try sandbox.run(["diff", shipped, "sticky-utah", "--format", "json"])
        expectEqual(json.status, 1)
        let object = try require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        expectEqual(object["same"] as? Bool, false)
        let changes = try require(object["changes"] as? [[String: String]])
        expectEqual(
            changes,
            [
                ["preset": "sticky-utah", "key": "maxHeight", "before": "300", "after": "320"],
                ["preset": "sticky-utah", "key": "damping", "before": "0.5", "after": "0.25"],
            ])
    }

    /// documents of several presets are compared by name
    func testDocuments() throws {
        let sandbox = Sandbox()
        let before = try sandbox.file("before.json", try sandbox.run(["export", "sticky-utah", "scaling-header"]).stdout)
        try expectEqual(sandbox.run(["edit", "sticky-utah", "minHeight=100"]).status, 0)
        let after = try sandbox.file("after.json", try sandbox.run(["export", "sticky-utah", "stretchy-ios18"]).stdout)
        let outcome = try sandbox.run(["diff", before, after])
        expectEqual(outcome.status, 1)
        expectEqual(
            outcome.stdout,
            """
            preset scaling-header: only in \(before)
            preset sticky-utah:
              minHeight: 120 → 100
            preset stretchy-ios18: only in \(after)

            """)
    }

    /// --chart draws both curves in one chart, named as the sides were given
    func testChart() throws {
        let sandbox = try Self.edited()
        let outcome = try sandbox.run(["diff", "sticky-utah@1", "sticky-utah", "--chart", "--ascii", "--width", "72", "--height", "20"])
        expectEqual(outcome.status, 1, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.prefix(2), ["maxHeight: 300 → 320", "damping: 0.5 → 0.25"])
        // The chart below is exactly --height lines of at most --width columns, and its legend
        // names both sides.
        let chart = lines.dropFirst(2).dropLast()
        expectEqual(chart.count, 20)
        expect(chart.allSatisfy { $0.count <= 72 })
        expect(outcome.stdout.contains("sticky-utah@1"))
    }

    /// a revision that does not exist, a deleted one, and an unknown name are one-line errors, exit 66
    func testMissing() throws {
        let sandbox = try Self.edited()
        let outcome = try sandbox.run(["diff", "sticky-utah@9", "sticky-utah"])
        expect(outcome.status == 66 && outcome.stdout == "")
        expectEqual(
            outcome.stderr, "stretchy: error: preset 'sticky-utah' has no revision 9; its revisions are 1 to 2; see 'stretchy history sticky-utah'\n")
        try expectEqual(sandbox.run(["delete", "sticky-utah"]).status, 0)
        let deletion = try sandbox.run(["diff", "sticky-utah@3", "sticky-utah@1"])
        expectEqual(deletion.status, 66)
        expectEqual(
            deletion.stderr, "stretchy: error: revision 3 of 'sticky-utah' is its deletion; there is no preset to compare; compare with revision 2\n")
        let unknown = try sandbox.run(["diff", "nosuch@1", "scaling-header"])
        expectEqual(unknown.status, 66)
        expectEqual(unknown.stderr.split(separator: "\n").count, 1)
        let notNumber = try sandbox.run(["diff", "scaling-header@x", "scaling-header"])
        expectEqual(notNumber.status, 64)
    }
}
