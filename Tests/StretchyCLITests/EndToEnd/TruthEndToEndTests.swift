import Foundation
import TestKit
import Testing

/// Every command tells the truth: its status says whether its change was saved, a failure prints
/// nothing on stdout, and what it prints follows the preset, the terminal and the locale.
struct TruthEndToEndTests {
    /// Runs `stretchy --db DB arguments` through `/bin/sh` with `redirection` after it.
    static func shell(
        _ sandbox: Sandbox, _ arguments: [String], redirection: String,
        environment: [String: String] = [:]
    ) throws -> StretchyProcess.Outcome {
        let words = ([StretchyProcess.binary.path, "--db", sandbox.database] + arguments)
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var variables = ["HOME": sandbox.folder.path, "PATH": "/usr/bin:/bin"]
        variables.merge(environment) { _, new in new }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", words.joined(separator: " ") + " " + redirection + " 2>" + sandbox.folder.appendingPathComponent("err").path]
        process.environment = variables
        try process.run()
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: sandbox.folder.appendingPathComponent("err"), encoding: .utf8)) ?? ""
        return StretchyProcess.Outcome(status: process.terminationStatus, stdout: "", stderr: stderr)
    }

    /// a saved change whose confirmation cannot be written exits 0 with a warning
    func testSavedButUnconfirmed() throws {
        for redirection in [">&-", ">/dev/full"] {
            try TestRow.$current.withValue(String(describing: redirection)) { try self.savedButUnconfirmed(redirection: redirection) }
        }
    }

    func savedButUnconfirmed(redirection: String) throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let outcome = try Self.shell(sandbox, ["edit", "sticky-utah", "maxHeight=311"], redirection: redirection)
        expectEqual(outcome.status, 0)
        expect(outcome.stderr.hasPrefix("stretchy: warning: the change was saved, but its confirmation could not be written"))
        try expectEqual(sandbox.presetObject("sticky-utah")["maxHeight"] as? Double, 311)
        // A command that changes nothing still fails when it cannot print.
        let show = try Self.shell(sandbox, ["show", "sticky-utah"], redirection: redirection)
        expectEqual(show.status, 74)
    }

    /// an import whose report cannot be written exits 0 and the presets are there
    func testImportUnconfirmed() throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("one.json", #"{"name": "imported-one"}"#)
        let outcome = try Self.shell(sandbox, ["import", file], redirection: ">/dev/full")
        expectEqual(outcome.status, 0)
        _ = try sandbox.presetObject("imported-one")
    }

    /// list --format csv that fails prints nothing on stdout
    func testFailedListPrintsNothing() throws {
        let sandbox = Sandbox()
        try Data("this is not a database, only text long enough to be read as one".utf8)
            .write(to: URL(fileURLWithPath: sandbox.database))
        let outcome = try sandbox.run(["list", "--format", "csv"])
        expect(outcome.status != 0)
        expectEqual(outcome.stdout, "")
        expect(outcome.stderr.hasPrefix("stretchy: error: "))
    }

    /// snap decelerates at the preset's motion.decelerationRate, as simulate does
    func testSnapUsesDecelerationRate() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "quick", "motion.decelerationRate=fast"])
        // Snapping disabled: rest = offset + v/1000 · r/(1 − r) = 10 + 1 · 0.99/0.01 = 109.
        let outcome = try sandbox.expectSuccess(["snap", "quick", "--offset", "10", "--velocity", "1000", "--format", "json"])
        expectEqual(outcome, #"{"offset": 10, "velocity": 1000, "rest": 109, "projected": 109, "snappedTo": null}"# + "\n")
    }

    /// global options before the command reach help
    func testGlobalOptionsBeforeHelp() throws {
        for arguments in [
            ["--db", "x.sqlite", "help", "edit"],
            ["--color", "never", "help", "chart"],
        ] {
            try TestRow.$current.withValue(String(describing: arguments)) { try self.globalOptionsBeforeHelp(arguments: arguments) }
        }
    }

    func globalOptionsBeforeHelp(arguments: [String]) throws {
        let outcome = try StretchyProcess.run(arguments)
        expectEqual(outcome.status, 0)
        expect(outcome.stdout.hasPrefix("OVERVIEW:"))
    }

    /// a misspelled global option is an unknown option with a suggestion, not a command
    func testMisspelledGlobalOption() throws {
        let outcome = try StretchyProcess.run(["--colour", "never", "list"])
        expectEqual(outcome.status, 64)
        expect(outcome.stderr.contains("'--colour'"))
        expect(outcome.stderr.contains("'--color'"))
        expect(!outcome.stderr.contains("never"))
    }

    /// Runs a command on a pseudo-terminal (`script`) and returns what it printed.
    static func onTerminal(_ sandbox: Sandbox, _ arguments: [String], environment: [String: String]) throws -> String {
        let words = ([StretchyProcess.binary.path, "--db", sandbox.database] + arguments).joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", words, "/dev/null"]
        process.environment = ["HOME": sandbox.folder.path, "PATH": "/usr/bin:/bin"].merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "on a terminal: TERM=dumb gets no colour; a locale without UTF-8 gets ASCII, not Braille",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func terminalCapabilities() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let chart = ["chart", "sticky-utah", "--width", "40", "--height", "10"]
        let braille = { (text: String) in text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } }
        let colourful = try Self.onTerminal(sandbox, chart, environment: ["TERM": "xterm", "LANG": "C.UTF-8"])
        expect(colourful.contains("\u{1B}["))
        expect(braille(colourful))
        let dumb = try Self.onTerminal(sandbox, chart, environment: ["TERM": "dumb", "LANG": "C.UTF-8"])
        expect(!dumb.contains("\u{1B}["))
        for locale in [["LC_ALL": "C", "LANG": "C.UTF-8"], [:]] {
            let ascii = try Self.onTerminal(sandbox, chart, environment: ["TERM": "dumb"].merging(locale) { _, new in new })
            expect(!braille(ascii), "\(locale)")
            expect(ascii.contains("sticky-utah"))
        }
    }

    /// piped: a locale that is set and not UTF-8 gets ASCII; UTF-8, or no locale at all, gets Braille
    func testPipedLocale() throws {
        for (locale, drawsBraille) in [
            (["LC_ALL": "C"], false), (["LC_ALL": "POSIX", "LANG": "C.UTF-8"], false), (["LANG": "en_US.ISO-8859-1"], false),
            (["LC_ALL": "C.UTF-8"], true), (["LANG": "en_US.utf8"], true), ([:], true),
        ] as [([String: String], Bool)] {
            try TestRow.$current.withValue(String(describing: (locale, drawsBraille))) { try self.pipedLocale(locale, drawsBraille) }
        }
    }

    func pipedLocale(_ locale: [String: String], _ drawsBraille: Bool) throws {
        let sandbox = Sandbox()
        let chart = try sandbox.expectSuccess(["chart", "sticky-utah", "--width", "40", "--height", "10"], environment: locale)
        expectEqual(chart.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, drawsBraille)
        expectEqual(chart.utf8.allSatisfy { $0 < 0x80 }, !drawsBraille)
        expect(chart.contains("sticky-utah"))
    }

    /// an explicit database in a missing folder is an error naming the folder; nothing is created
    func testMissingFolder() throws {
        for viaVariable in [true, false] {
            try TestRow.$current.withValue(String(describing: viaVariable)) { try self.missingFolder(viaVariable: viaVariable) }
        }
    }

    func missingFolder(viaVariable: Bool) throws {
        let sandbox = Sandbox()
        let folder = sandbox.folder.appendingPathComponent("typo/folder").path
        let path = folder + "/x.sqlite"
        let outcome =
            viaVariable
            ? try StretchyProcess.run(["list"], environment: ["STRETCHY_DB": path, "HOME": sandbox.folder.path])
            : try StretchyProcess.run(["--db", path, "list"], environment: ["HOME": sandbox.folder.path])
        expectEqual(outcome.status, 66)
        expect(outcome.stderr.contains("'\(folder)'"))
        expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("typo").path))
        // The default location's folders are still made on first use.
        let fresh = try StretchyProcess.run(["list", "--names-only"], environment: ["HOME": sandbox.folder.path])
        expectEqual(fresh.status, 0)
        expect(FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent(".local/share/stretchy/presets.sqlite").path))
    }

    /// show of a deleted preset says it was deleted, when, and the revert that brings it back
    func testShowDeleted() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero"])
        try sandbox.expectSuccess(["create", "hero2"])
        try sandbox.expectSuccess(["edit", "hero", "maxHeight=333"])
        let deleted = try sandbox.expectSuccess(["delete", "hero"])
        expectEqual(deleted, "deleted 'hero'; undo with: stretchy revert hero 2\n")
        for command in [["show", "hero"], ["eval", "hero", "--at", "0"], ["edit", "hero", "damping=1"]] {
            let outcome = try sandbox.run(command)
            expectEqual(outcome.status, 66)
            expect(outcome.stderr.contains(#"preset 'hero' was deleted at 20"#), "\(command)")
            expect(outcome.stderr.hasSuffix("; bring it back with: stretchy revert hero 2\n"), "\(command)")
        }
    }
}
