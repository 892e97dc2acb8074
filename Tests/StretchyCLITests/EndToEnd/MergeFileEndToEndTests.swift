import Foundation
import TestKit
import Testing

/// `stretchy merge-file CURRENT BASE OTHER` on its own and as git's merge driver in a real
/// repository (docs/teams.md#merging).
struct MergeFileEndToEndTests {
    /// sticky-utah's document with `changes` applied to its text (maxHeight 300, damping 0.5,
    /// minHeight 120 as shipped).
    static func utah(_ sandbox: Sandbox, _ changes: [(String, String)] = []) throws -> String {
        var text = try sandbox.run(["export", "sticky-utah"]).stdout
        for (old, new) in changes {
            expect(text.contains(old))
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    /// changes to different keys combine, written canonically to CURRENT, exit 0
    func testClean() throws {
        let sandbox = Sandbox()
        let base = try sandbox.file("base.json", try Self.utah(sandbox))
        let current = try sandbox.file("current.json", try Self.utah(sandbox, [("\"maxHeight\": 300,", "\"maxHeight\": 320,")]))
        let other = try sandbox.file("other.json", try Self.utah(sandbox, [("\"damping\": 0.5,", "\"damping\": 0.25,")]))
        let outcome = try sandbox.run(["merge-file", current, base, other])
        expect(outcome.status == 0 && outcome.stderr == "" && outcome.stdout == "", "\(outcome.stderr)")
        let merged = try String(contentsOfFile: current, encoding: .utf8)
        expectEqual(merged, (try Self.utah(sandbox, [("\"maxHeight\": 300,", "\"maxHeight\": 320,"), ("\"damping\": 0.5,", "\"damping\": 0.25,")])))
    }

    /// the same key changed both ways: exit 1, CURRENT keeps its value, the conflict on stderr
    func testConflict() throws {
        let sandbox = Sandbox()
        let base = try sandbox.file("base.json", try Self.utah(sandbox))
        let ours = try Self.utah(sandbox, [("\"maxHeight\": 300,", "\"maxHeight\": 320,"), ("\"minHeight\": 120,", "\"minHeight\": 100,")])
        let current = try sandbox.file("current.json", ours)
        let other = try sandbox.file(
            "other.json", try Self.utah(sandbox, [("\"maxHeight\": 300,", "\"maxHeight\": 340,"), ("\"damping\": 0.5,", "\"damping\": 0.25,")]))
        let outcome = try sandbox.run(["merge-file", current, base, other])
        expectEqual(outcome.status, 1)
        expectEqual(outcome.stderr, "preset sticky-utah: maxHeight: 300 (base) → 320 (ours), 340 (theirs)\n")
        // Ours for the conflicting key; the keys only one side changed are combined.
        try expectEqual(
            String(contentsOfFile: current, encoding: .utf8), ours.replacingOccurrences(of: "\"damping\": 0.5,", with: "\"damping\": 0.25,"))
    }

    /// an invalid side exits 65 and CURRENT keeps its bytes
    func testInvalidSide() throws {
        let sandbox = Sandbox()
        let text = try Self.utah(sandbox, [("\"maxHeight\": 300,", "\"maxHeight\": 320,")])
        let current = try sandbox.file("current.json", text)
        let base = try sandbox.file("base.json", try Self.utah(sandbox))
        let other = try sandbox.file("other.json", try Self.utah(sandbox, [("\"maxHeight\": 300,", "\"maxHeight\": -5,")]))
        let outcome = try sandbox.run(["merge-file", current, base, other])
        expectEqual(outcome.status, 65)
        expect(outcome.stderr.hasPrefix("stretchy: error: \(other)") && outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        try expectEqual(String(contentsOfFile: current, encoding: .utf8), text)
        let missing = try sandbox.run(["merge-file", current, base, sandbox.folder.path + "/none.json"])
        expectEqual(missing.status, 66)
        try expectEqual(String(contentsOfFile: current, encoding: .utf8), text)
    }

    /// Runs git in `repository` with a fixed identity; returns its status and what it printed
    /// (standard output, then standard error).
    static func git(_ arguments: [String], in repository: String, _ sandbox: Sandbox) throws -> (status: Int32, output: String) {
        let out = sandbox.folder.appendingPathComponent("git-out").path, err = sandbox.folder.appendingPathComponent("git-err").path
        let status = try Subprocess.run(
            ["/bin/sh", "-c", #"cd "$0" && exec git "$@""#, repository] + arguments,
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": sandbox.folder.path,
                "GIT_AUTHOR_NAME": "a", "GIT_AUTHOR_EMAIL": "a@example.com", "GIT_COMMITTER_NAME": "a",
                "GIT_COMMITTER_EMAIL": "a@example.com", "GIT_CONFIG_NOSYSTEM": "1",
            ],
            standardInput: "/dev/null", standardOutput: out, standardError: err)
        return (status, try String(contentsOfFile: out, encoding: .utf8) + String(contentsOfFile: err, encoding: .utf8))
    }

    /// as git's merge driver: different keys merge clean, the same key is a conflict git reports, the result imports
    func testGitMerge() throws {
        let sandbox = Sandbox()
        let repository = sandbox.folder.appendingPathComponent("team").path
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        func git(_ arguments: String...) throws -> (status: Int32, output: String) { try Self.git(arguments, in: repository, sandbox) }
        let file = repository + "/presets/sticky-utah.stretchy.json"
        func edit(_ old: String, _ new: String) throws {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            expect(text.contains(old))
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: file))
        }
        try expectEqual(git("init", "-q", "-b", "main").status, 0)
        try expectEqual(sandbox.run(["export", "sticky-utah", "scaling-header", "--split", repository + "/presets"]).status, 0)
        try Data("*.stretchy.json merge=stretchy diff=stretchy\n".utf8).write(to: URL(fileURLWithPath: repository + "/.gitattributes"))
        try expectEqual(git("config", "merge.stretchy.name", "stretchy presets, key by key").status, 0)
        try expectEqual(git("config", "merge.stretchy.driver", "'\(StretchyProcess.binary.path)' merge-file %A %O %B").status, 0)
        try expectEqual(git("add", "-A").status, 0)
        try expectEqual(git("commit", "-q", "-m", "presets").status, 0)

        // Two people, two keys.
        try expectEqual(git("checkout", "-q", "-b", "tall").status, 0)
        try edit("\"maxHeight\": 300,", "\"maxHeight\": 320,")
        try expectEqual(git("commit", "-q", "-am", "taller").status, 0)
        try expectEqual(git("checkout", "-q", "main").status, 0)
        try edit("\"damping\": 0.5,", "\"damping\": 0.25,")
        try expectEqual(git("commit", "-q", "-am", "stiffer").status, 0)
        let clean = try git("merge", "-q", "--no-edit", "tall")
        expectEqual(clean.status, 0, "\(clean.output)")
        let merged = try String(contentsOfFile: file, encoding: .utf8)
        expect(merged.contains("\"maxHeight\": 320,") && merged.contains("\"damping\": 0.25,"))

        // Two people, one key.
        try expectEqual(git("checkout", "-q", "-b", "taller").status, 0)
        try edit("\"maxHeight\": 320,", "\"maxHeight\": 360,")
        try expectEqual(git("commit", "-q", "-am", "360").status, 0)
        try expectEqual(git("checkout", "-q", "main").status, 0)
        try edit("\"maxHeight\": 320,", "\"maxHeight\": 340,")
        try expectEqual(git("commit", "-q", "-am", "340").status, 0)
        let conflict = try git("merge", "--no-edit", "taller")
        expectEqual(conflict.status, 1)
        expect(conflict.output.contains("preset sticky-utah: maxHeight: 320 (base) → 340 (ours), 360 (theirs)"), "\(conflict.output)")
        expect(conflict.output.contains("CONFLICT (content): Merge conflict in presets/sticky-utah.stretchy.json"), "\(conflict.output)")
        try expectEqual(git("status", "--porcelain").output, "UU presets/sticky-utah.stretchy.json\n")
        expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"maxHeight\": 340,"))

        // The merged folder imports cleanly: one revision for the one preset that changed.
        let imported = try sandbox.run(["import", repository + "/presets"])
        expectEqual(imported.status, 0, "\(imported.stderr)")
        expectEqual(imported.stdout, "imported \(repository)/presets: 0 created, 1 replaced, 0 skipped, 1 unchanged\n")
        try expectEqual(sandbox.run(["diff", "sticky-utah@1", "sticky-utah"]).stdout, "maxHeight: 300 → 340\ndamping: 0.5 → 0.25\n")
    }
}
