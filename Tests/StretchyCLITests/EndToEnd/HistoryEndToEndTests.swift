import Foundation
import TestKit
import Testing

/// end to end: history
struct HistoryEndToEndTests {
    /// create → edit → rename → delete, on a fresh sandbox.
    static func lifeOfHero() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "maxHeight=320"])
        try sandbox.expectSuccess(["edit", "hero", "maxHeight=330", "damping=0.5"])
        try sandbox.expectSuccess(["rename", "hero", "hero2"])
        try sandbox.expectSuccess(["delete", "hero2"])
        return sandbox
    }

    /// the C locale gets -> for the arrow and a summary in single quotes, as messages quote
    func testAsciiLocale() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["edit", "sticky-utah", "damping=0.25", "summary=Short\nsecond"])
        let utf8 = try sandbox.expectSuccess(["history", "sticky-utah"], environment: ["LC_ALL": "C.UTF-8", "COLUMNS": "200"])
        expect(utf8.contains("damping 0.5 → 0.25"), "\(utf8)")
        expect(utf8.contains("'Short⏎second'"), "\(utf8)")
        let ascii = try sandbox.expectSuccess(["history", "sticky-utah"], environment: ["LC_ALL": "C", "COLUMNS": "200"])
        expect(ascii.contains("damping 0.5 -> 0.25"), "\(ascii)")
        let edit = try sandbox.expectSuccess(["edit", "sticky-utah", "damping=0.5"], environment: ["LC_ALL": "C"])
        expectEqual(edit, "damping 0.25 -> 0.5\n")
    }

    /// the table: revision, time, action and what changed against the revision before
    func testTable() throws {
        let sandbox = try Self.lifeOfHero()
        let lines = try sandbox.expectSuccess(["history", "hero2"]).split(separator: "\n").map(String.init)
        expectEqual(lines.count, 5)
        let header = lines[0].split(separator: " ").map(String.init)
        expectEqual(header, ["revision", "time", "action", "changes"])
        let time = #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/#
        let rows = lines.dropFirst().map { line in
            String(line.replacing(time, with: "T")).split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
                .map { String($0.drop { $0 == " " }) }
        }
        expectEqual(rows[0], ["1", "T", "create", "new preset"])
        expectEqual(rows[1], ["2", "T", "edit", "maxHeight 320 → 330; damping 0 → 0.5"])
        expectEqual(rows[2], ["3", "T", "rename", "name hero → hero2"])
        expectEqual(rows[3], ["4", "T", "delete", "deleted"])
    }

    /// --format json: oldest first, revision an integer, ISO 8601 time, the preset object or null
    func testJson() throws {
        let sandbox = try Self.lifeOfHero()
        let text = try sandbox.expectSuccess(["history", "hero2", "--format", "json"])
        let array = try require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        expectEqual(array.count, 4)
        expectEqual(array.map { $0["revision"] as? Int }, [1, 2, 3, 4])
        expectEqual(array.map { $0["action"] as? String }, ["create", "edit", "rename", "delete"])
        for entry in array {
            let time = try require(entry["time"] as? String)
            expect(time.wholeMatch(of: #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/#) != nil)
        }
        let second = try require(array[1]["preset"] as? [String: Any])
        expectEqual(second["name"] as? String, "hero")
        expectEqual(second["maxHeight"] as? Double, 330)
        expectEqual(second["damping"] as? Double, 0.5)
        expectEqual(second["minHeight"] as? Double, 150)
        expect(second["shadow"] is NSNull)
        expect(array[3]["preset"] is NSNull)
        // The embedded object keeps the canonical key order (docs/format.md#canonical-writing) and canonical numbers.
        expect(
            text.contains(
                """
                    "preset": {
                      "name": "hero",
                      "summary": "",
                      "minHeight": 150,
                      "maxHeight": 330,
                      "collapse": "shrink",
                      "damping": 0.5,
                      "shadow": null,
                      "snap": {
                        "mode": "disabled",
                        "positions": [],
                        "initialPosition": 0
                      }
                    }
                """))
    }

    /// csv has a header row
    func testCsv() throws {
        let sandbox = Sandbox()
        let csv = try sandbox.expectSuccess(["history", "sticky-utah", "--format", "csv"])
        let lines = csv.split(separator: "\n")
        expectEqual(lines.first, "revision,time,action,changes")
        expectEqual(lines.count, 2)
        expect(lines[1].hasPrefix("1,"))
        expect(lines[1].hasSuffix(",new preset"))
    }

    /// a name that never existed exits 66 with a hint
    func testNotFound() throws {
        try Sandbox().expectFailure(["history", "stiky-utah"], status: 66, message: #"did you mean 'sticky-utah'?"#)
    }

    /// a long row's changes wrap at words under their column, to the terminal's width, nothing cut
    func testWrappedChanges() throws {
        for columns in [60, 80] {
            try TestRow.$current.withValue(String(describing: columns)) { try self.wrappedChanges(columns) }
        }
    }

    func wrappedChanges(_ columns: Int) throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "maxHeight=320"])
        try sandbox.expectSuccess([
            "edit", "hero", "maxHeight=330", "minHeight=100", "damping=0.5", "shadow.threshold=140",
            "snap.mode=immediately", "snap.positions=0,0.5,1", "pullTrigger=80",
        ])
        let lines = try sandbox.run(["history", "hero"], environment: ["COLUMNS": "\(columns)"]).stdout
            .split(separator: "\n").map(String.init)
        expect(lines.allSatisfy { $0.count <= columns }, "\(lines)")
        let start = try require(lines[0].range(of: "changes")).lowerBound.utf16Offset(in: lines[0])
        // Revision 2's row and the lines that go on under its changes column.
        let row = try require(lines.firstIndex { $0.hasPrefix("       2") })
        var changes = String(lines[row].dropFirst(start))
        for line in lines[(row + 1)...] where line.prefix(start).allSatisfy({ $0 == " " }) {
            changes += " " + line.dropFirst(start)
        }
        // The same row as CSV, which is never wrapped: its last field, unquoted.
        let csv = try sandbox.expectSuccess(["history", "hero", "--format", "csv"]).split(separator: "\n")[2]
        let field = try require(csv.split(separator: ",", maxSplits: 3).last)
        expectEqual(changes, field.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).replacingOccurrences(of: "''", with: "\""))
        expect(changes.count > columns)
    }
}
