import Foundation
import TestKit
import Testing

/// `export --split DIR` and `import DIR`: a team's folder of one file per preset, made the
/// database's truth all or nothing (docs/teams.md).
struct TeamFolderEndToEndTests {
    /// The built-in catalogue's presets, as `Presets/` ships them.
    static let catalogue = RepositoryFiles.files(under: "Presets") { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
        .map { String($0.split(separator: "/").last!.dropLast(".json".count)) }.sorted()

    /// `names` in the order of their files' names, the order `import DIR` reads them in
    /// (`scaling-header-snap.stretchy.json` before `scaling-header.stretchy.json`: `-` sorts before `.`).
    static func inFileOrder(_ names: [String]) -> [String] {
        names.sorted { ($0 + ".stretchy.json") < ($1 + ".stretchy.json") }
    }

    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    static func revisions(_ sandbox: Sandbox, _ name: String) throws -> Int {
        let history = try sandbox.run(["history", name, "--format", "json"])
        return (try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [Any])?.count ?? -1
    }

    /// --split writes one canonical document per preset, named for it, and nothing else
    func testSplit() throws {
        let sandbox = Sandbox()
        let folder = sandbox.folder.appendingPathComponent("presets").path
        let outcome = try sandbox.run(["export", "--split", folder])
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        expectEqual(outcome.stdout, "wrote \(Self.catalogue.count) presets to \(folder)\n")
        try expectEqual(Self.files(in: folder), Self.catalogue.map { $0 + ".stretchy.json" }.sorted())
        for name in ["sticky-utah", "material3-large-top-app-bar"] {
            let file = try String(contentsOfFile: folder + "/\(name).stretchy.json", encoding: .utf8)
            // The same bytes `export NAME` writes: the canonical document of that one preset.
            expectEqual(file, (try sandbox.run(["export", name]).stdout))
        }
        // Named presets only, into a folder that holds them and another file left alone.
        let other = try sandbox.file("notes.txt", "mine\n")
        let some = try sandbox.run(["export", "sticky-utah", "--split", sandbox.folder.path])
        expectEqual(some.stdout, "wrote 1 preset to \(sandbox.folder.path)\n")
        try expectEqual(String(contentsOfFile: other, encoding: .utf8), "mine\n")
    }

    /// import DIR: the folder wins, one revision per changed preset, none for the rest; --prune deletes as revisions
    func testImportFolder() throws {
        let sandbox = Sandbox()
        let folder = sandbox.folder.appendingPathComponent("presets").path
        try expectEqual(sandbox.run(["export", "--split", folder]).status, 0)
        let same = try sandbox.run(["import", folder])
        expectEqual(same.stdout, "imported \(folder): 0 created, 0 replaced, 0 skipped, \(Self.catalogue.count) unchanged\n", "\(same.stderr)")

        let utahRevisions = try Self.revisions(sandbox, "sticky-utah")
        let profileRevisions = try Self.revisions(sandbox, "scaling-header-profile")
        let utah = folder + "/sticky-utah.stretchy.json"
        let edited = try String(contentsOfFile: utah, encoding: .utf8)
            .replacingOccurrences(of: "\"maxHeight\": 300,", with: "\"maxHeight\": 320,")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: utah))
        try Data(TransferFixtures.document([TransferFixtures.preset("hero", #""maxHeight": 280"#)]).utf8)
            .write(to: URL(fileURLWithPath: folder + "/hero.stretchy.json"))
        try Data("not a preset document {".utf8).write(to: URL(fileURLWithPath: folder + "/README.md"))
        try FileManager.default.removeItem(atPath: folder + "/scaling-header.stretchy.json")

        let dry = try sandbox.run(["import", folder, "--prune", "--dry-run"])
        expectEqual(
            dry.stdout,
            """
            dry run of \(folder): would create 1, replace 1, delete 1; \(Self.catalogue.count - 2) unchanged; nothing was written
            would create hero
            would replace sticky-utah
            would delete scaling-header
            \(Self.inFileOrder(Self.catalogue.filter { $0 != "sticky-utah" && $0 != "scaling-header" }).map { "unchanged \($0)\n" }.joined())
            """, "\(dry.stderr)")
        let outcome = try sandbox.run(["import", folder, "--prune"])
        expectEqual(
            outcome.stdout, "imported \(folder): 1 created, 1 replaced, 0 skipped, \(Self.catalogue.count - 2) unchanged, 1 deleted\n",
            "\(outcome.stderr)")
        try expectEqual(Self.revisions(sandbox, "sticky-utah"), utahRevisions + 1)
        try expectEqual(Self.revisions(sandbox, "scaling-header-profile"), profileRevisions)
        expect(try sandbox.run(["show", "sticky-utah", "--format", "json"]).stdout.contains("\"maxHeight\": 320,"))
        try expectEqual(sandbox.run(["show", "scaling-header"]).status, 66)
        // The deletion is a revision: its history is kept.
        expect(try Self.revisions(sandbox, "scaling-header") >= 2)
        // Again: nothing left to do, nothing written.
        let before = sandbox.databaseBytes()
        let again = try sandbox.run(["import", folder, "--prune"])
        expectEqual(again.stdout, "imported \(folder): 0 created, 0 replaced, 0 skipped, \(Self.catalogue.count) unchanged\n")
        try expectEqual(Self.revisions(sandbox, "sticky-utah"), utahRevisions + 1)
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// a bad file or a name two files claim fails the whole import and the database keeps its bytes
    func testFailures() throws {
        let sandbox = Sandbox()
        let folder = sandbox.folder.appendingPathComponent("presets").path
        try expectEqual(sandbox.run(["export", "--split", folder]).status, 0)
        let utah = folder + "/sticky-utah.stretchy.json"
        let good = try String(contentsOfFile: utah, encoding: .utf8)
        try Data(good.replacingOccurrences(of: "\"maxHeight\": 300,", with: "\"maxHeight\": 320,").utf8)
            .write(to: URL(fileURLWithPath: utah))
        let before = sandbox.databaseBytes()

        // Line 3, column 14: where `"version": 1,` would have its value.
        let broken = folder + "/zz-broken.stretchy.json"
        try Data("{\n  \"format\": \"stretchy-presets\",\n  \"version\": ,\n  \"presets\": []\n}\n".utf8).write(to: URL(fileURLWithPath: broken))
        let bad = try sandbox.run(["import", folder, "--prune"])
        expectEqual(bad.status, 65)
        expect(bad.stderr.hasPrefix("stretchy: error: \(broken):3:14: "), "\(bad.stderr)")
        expectEqual(bad.stderr.split(separator: "\n").count, 1)
        expectEqual(sandbox.databaseBytes(), before)
        try FileManager.default.removeItem(atPath: broken)

        try Data(good.utf8).write(to: URL(fileURLWithPath: folder + "/utah-copy.stretchy.json"))
        let twice = try sandbox.run(["import", folder])
        expectEqual(twice.status, 65)
        expectEqual(
            twice.stderr,
            "stretchy: error: preset 'sticky-utah' is in both '\(utah)' and '\(folder)/utah-copy.stretchy.json'; "
                + "nothing was imported; keep it in one file\n")
        expectEqual(sandbox.databaseBytes(), before)

        let empty = sandbox.folder.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let nothing = try sandbox.run(["import", empty, "--prune"])
        expectEqual(nothing.status, 66)
        expectEqual(
            nothing.stderr,
            "stretchy: error: no preset in any *.stretchy.json file of '\(empty)'; nothing was imported; "
                + "--prune to an empty folder would delete every preset; use 'stretchy delete' for that\n")
        expectEqual(sandbox.databaseBytes(), before)

        let file = try sandbox.file("one.json", good)
        let prune = try sandbox.run(["import", file, "--prune"])
        expectEqual(prune.status, 64)
        expectEqual(prune.stderr, "stretchy: error: --prune needs a folder; '\(file)' is a file\n")
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// export --to tokens: heights as px dimensions, and the whole preset as show writes it under $extensions dev.stretchy
    func testTokens() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["export", "sticky-utah", "--to", "tokens"])
        expect(outcome.status == 0 && outcome.stderr == "")
        let document = try require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let group = try require(document["sticky-utah"] as? [String: Any])
        // Presets/sticky-utah.json: maxHeight 300.
        let maxHeight = try require((group["maxHeight"] as? [String: Any])?["$value"] as? [String: Any])
        expect(maxHeight["value"] as? Double == 300 && maxHeight["unit"] as? String == "px")
        let carried = try require(((group["$extensions"] as? [String: Any])?["dev.stretchy"] as? [String: Any])?["preset"])
        let shown = try JSONSerialization.jsonObject(with: Data(try sandbox.run(["show", "sticky-utah", "--format", "json"]).stdout.utf8))
        try expectEqual(Self.sortedJSON(carried), Self.sortedJSON(shown))
    }

    static func sortedJSON(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
}
