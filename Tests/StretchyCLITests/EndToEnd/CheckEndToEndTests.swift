import Foundation
import TestKit
import Testing

/// end to end: check
struct CheckEndToEndTests {
    /// a healthy database passes: ok line, exit 0
    func testHealthy() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        try expectEqual(
            sandbox.expectSuccess(["check"], environment: ["COLUMNS": "1000"]), "ok: \(sandbox.database) passed integrity and foreign key checks\n")
        // At 60 columns the line wraps at its spaces, as every prose line does.
        let narrow = try sandbox.expectSuccess(["check"], environment: ["COLUMNS": "60"])
        expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 60 || !$0.contains(" ") }, "\(narrow)")
        expectEqual(narrow.split(separator: "\n").joined(separator: " "), "ok: \(sandbox.database) passed integrity and foreign key checks")
    }

    /// a broken foreign key is listed and exits 74 with one error line
    func testForeignKey() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        try SQLiteConnection(sandbox.database).execute(
            "PRAGMA foreign_keys=OFF; INSERT INTO preset (name, revision) VALUES ('ghost', 999999);")
        let outcome = try sandbox.run(["check"])
        expectEqual(outcome.status, 74)
        // The row is named by what it holds (a WITHOUT ROWID table has no row number to give).
        expectEqual(outcome.stdout, "problem: preset \"ghost\" points to revision row 999999, which does not exist\n")
        expect(outcome.stderr.hasPrefix("stretchy: error: '\(sandbox.database)' failed its integrity checks"))
        expectEqual(outcome.stderr.filter { $0 == "\n" }.count, 1)
    }

    /// a damaged page: each line of SQLite's message of several lines says problem:
    func testDamagedPage() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let (page, size): (Int, Int) = try {
            let connection = try SQLiteConnection(sandbox.database)
            return (
                try require(try connection.integer("SELECT rootpage FROM sqlite_schema WHERE name = 'revision_by_name'")),
                try require(try connection.integer("PRAGMA page_size"))
            )
        }()
        // Byte 7 of a b-tree page's header counts its fragmented free bytes: a wrong count is
        // damage SQLite reports under a heading line ("*** in database main ***").
        var bytes = try Data(contentsOf: URL(fileURLWithPath: sandbox.database))
        bytes[(page - 1) * size + 7] = 5
        try bytes.write(to: URL(fileURLWithPath: sandbox.database))
        let outcome = try sandbox.run(["check"])
        expectEqual(outcome.status, 74)
        expectEqual(outcome.stdout, "problem: *** in database main ***\nproblem: Fragmentation of 0 bytes reported as 5 on page \(page)\n")
        expect(outcome.stderr.hasPrefix("stretchy: error: '\(sandbox.database)' failed its integrity checks"))
    }

    /// a file that is not a database exits 74 with one line and is left as it was
    func testNotADatabase() throws {
        let sandbox = Sandbox()
        let text = String(repeating: "not a database\n", count: 400)
        _ = try sandbox.file("presets.sqlite", text)
        let outcome = try sandbox.run(["check"])
        expectEqual(outcome.status, 74)
        expectEqual(outcome.stdout, "")
        expect(outcome.stderr.hasPrefix("stretchy: error: "))
        expectEqual(outcome.stderr.filter { $0 == "\n" }.count, 1)
        try expectEqual(String(contentsOfFile: sandbox.database, encoding: .utf8), text)
    }
}
