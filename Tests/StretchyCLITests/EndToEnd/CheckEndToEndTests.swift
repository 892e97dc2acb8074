import Foundation
import Testing

@Suite("end to end: check")
struct CheckEndToEndTests {
    @Test("a healthy database passes: ok line, exit 0")
    func healthy() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        #expect(try sandbox.expectSuccess(["check"])
                == "ok: \(sandbox.database) passed integrity and foreign key checks\n")
    }

    @Test("a broken foreign key is listed and exits 74 with one error line")
    func foreignKey() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [sandbox.database, "PRAGMA foreign_keys=OFF; INSERT INTO preset (name, revision) VALUES ('ghost', 999999);"]
        try sqlite.run()
        sqlite.waitUntilExit()
        try #require(sqlite.terminationStatus == 0)
        let outcome = try sandbox.run(["check"])
        #expect(outcome.status == 74)
        #expect(outcome.stdout.hasPrefix("problem: "))
        #expect(outcome.stdout.contains("preset"))
        #expect(outcome.stderr.hasPrefix("stretchy: error: \(sandbox.database) failed its integrity checks"))
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a file that is not a database exits 74 with one line and is left as it was")
    func notADatabase() throws {
        let sandbox = Sandbox()
        let text = String(repeating: "not a database\n", count: 400)
        _ = try sandbox.file("presets.sqlite", text)
        let outcome = try sandbox.run(["check"])
        #expect(outcome.status == 74)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.hasPrefix("stretchy: error: "))
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
        #expect(try String(contentsOfFile: sandbox.database, encoding: .utf8) == text)
    }
}
