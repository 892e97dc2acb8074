import Foundation
import TestKit
import Testing

/// end to end: where the database lives
struct DatabaseLocationEndToEndTests {
    /// The names `list --names-only` prints with these variables (no `--db` unless in `arguments`).
    private func names(_ environment: [String: String], arguments: [String] = []) throws -> [String] {
        let outcome = try StretchyProcess.run(arguments + ["list", "--names-only"], environment: environment)
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        return outcome.stdout.split(separator: "\n").map(String.init)
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// with only HOME, it is created at ~/.local/share/stretchy/presets.sqlite with the catalogue
    func testHome() throws {
        let sandbox = Sandbox()
        let home = sandbox.folder.path
        expect(try names(["HOME": home]).contains("sticky-utah"))
        expect(exists(home + "/.local/share/stretchy/presets.sqlite"))
        // The same file is used next time: a preset created there is listed.
        let created = try StretchyProcess.run(["create", "hero"], environment: ["HOME": home])
        expectEqual(created.status, 0)
        expect(try names(["HOME": home]).contains("hero"))
    }

    /// XDG_DATA_HOME wins over HOME
    func testXdg() throws {
        let sandbox = Sandbox()
        let data = sandbox.folder.path + "/data"
        expect(try names(["HOME": sandbox.folder.path, "XDG_DATA_HOME": data]).contains("sticky-utah"))
        expect(exists(data + "/stretchy/presets.sqlite"))
        expect(!exists(sandbox.folder.path + "/.local/share/stretchy/presets.sqlite"))
    }

    /// STRETCHY_DB wins over XDG_DATA_HOME, and --db wins over all
    func testPrecedence() throws {
        let sandbox = Sandbox()
        let root = sandbox.folder.path
        let variables = ["HOME": root, "XDG_DATA_HOME": root + "/data", "STRETCHY_DB": root + "/env.sqlite"]
        expect(try names(variables).contains("sticky-utah"))
        expect(exists(root + "/env.sqlite"))
        expect(!exists(root + "/data/stretchy/presets.sqlite"))
        expect(try names(variables, arguments: ["--db", root + "/option.sqlite"]).contains("sticky-utah"))
        expect(exists(root + "/option.sqlite"))
        expect(!exists(root + "/data/stretchy/presets.sqlite"))
    }
}
