import Foundation
import PresetService
import TestKit
import Testing

/// `stretchy export`: the canonical document, to stdout or atomically to a file; round trips.
struct ExportEndToEndTests {
    typealias F = TransferFixtures

    /// with no name, every preset in the canonical document, sorted by name
    func testEverything() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["export"])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expect(outcome.stdout.hasPrefix("{\n  \"format\": \"stretchy-presets\",\n  \"version\": 1,\n  \"presets\": [\n    {\n"))
        expect(outcome.stdout.hasSuffix("\n  ]\n}\n"))
        try expectEqual(F.names(inDocument: outcome.stdout), F.builtInNames)
    }

    /// named presets only, sorted, each once; docs/swift.md#1-the-built-in-catalogue's numbers as written
    func testNamed() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["export", "sticky-utah", "scaling-header-snap", "sticky-utah"])
        expectEqual(outcome.status, 0)
        try expectEqual(F.names(inDocument: outcome.stdout), ["scaling-header-snap", "sticky-utah"])
        expect(
            outcome.stdout.contains(
                """
                      "minHeight": 120,
                      "maxHeight": 300,
                      "collapse": "shrink",
                      "damping": 0.5,
                      "shadow": {
                        "threshold": 140,
                        "radius": 8
                      },
                """))
    }

    /// --output writes the same bytes to the file, replacing what was there, and says which file it wrote
    func testOutputFile() throws {
        let sandbox = Sandbox()
        let path = try sandbox.file("out.json", "old contents")
        let outcome = try sandbox.run(["export", "--output", path])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stdout, "wrote \(path)\n")
        expectEqual(outcome.stderr, "")
        try expectEqual(String(contentsOfFile: path, encoding: .utf8), (try sandbox.run(["export"])).stdout)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
            .filter { $0.contains(".tmp") }
        expect(leftovers.isEmpty)
    }

    /// an unknown name is 66 with a suggestion, and the output file is left alone
    func testUnknownName() throws {
        let sandbox = Sandbox()
        let path = try sandbox.file("out.json", "old contents")
        try expectEqual(sandbox.run(["export"]).status, 0)
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(["export", "sticky-utah", "stiky-utah", "-o", path])
        expect(outcome.failed(with: 66))
        expectEqual(outcome.stderr, "stretchy: error: no preset named 'stiky-utah'; did you mean 'sticky-utah'?\n")
        try expectEqual(String(contentsOfFile: path, encoding: .utf8), "old contents")
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// an output file in a missing folder is an I/O error (74)
    func testUnwritable() throws {
        let sandbox = Sandbox()
        let path = sandbox.folder.appendingPathComponent("no/such/folder/out.json").path
        expect(try sandbox.run(["export", "-o", path]).failed(with: 74))
    }

    /// A database whose presets differ from a fresh one's: new presets (one with text JSON must
    /// escape) and a built-in changed.
    static func customised() throws -> (sandbox: Sandbox, document: String) {
        let sandbox = Sandbox()
        let file = try sandbox.file(
            "mine.json",
            F.document([
                F.preset("hero", #""summary": "Quotes \" and \\ and\nnewline, ünïcode", "maxHeight": 320.5, "damping": 0.25"#),
                F.preset("snappy", #""snap": {"mode": "immediately", "positions": [1, 0, 0.5], "initialPosition": 0.5}"#),
                F.preset("sticky-utah", #""minHeight": 100, "maxHeight": 300, "shadow": {"threshold": 140}"#),
            ]))
        try expectEqual(sandbox.run(["import", file, "--on-conflict", "replace"]).status, 0)
        let exported = try sandbox.run(["export"])
        expectEqual(exported.status, 0)
        return (sandbox, exported.stdout)
    }

    /// Imports `document` into `target` with `arguments` and exports it again.
    static func reimport(_ document: String, into target: Sandbox, _ arguments: [String] = []) throws -> String {
        let file = try target.file("in.json", document)
        let imported = try target.run(["import", file] + arguments)
        expectEqual(imported.status, 0, "\(imported.stderr)")
        return try target.run(["export"]).stdout
    }

    /// export → import into a database emptied with the service → export is byte-identical
    func testRoundTripEmptied() throws {
        let (_, document) = try Self.customised()
        let target = Sandbox()
        let library = PresetLibrary(databasePath: target.database)
        for name in F.builtInNames { _ = try library.delete(name) }
        expect(try target.run(["export"]).stdout.contains("\"presets\": []"))
        try expectEqual(Self.reimport(document, into: target), document)
    }

    /// export → import into a database emptied with `stretchy delete` → export is byte-identical
    func testRoundTripDeleted() throws {
        let (_, document) = try Self.customised()
        let target = Sandbox()
        for name in F.builtInNames { try expectEqual(target.run(["delete", name]).status, 0) }
        try expectEqual(Self.reimport(document, into: target), document)
    }

    /// export → import --on-conflict replace into a fresh database → export is byte-identical
    func testRoundTripFresh() throws {
        let (_, document) = try Self.customised()
        try expectEqual(Self.reimport(document, into: Sandbox(), ["--on-conflict", "replace"]), document)
    }

    /// export of new presets → import with the default policy into a fresh database → byte-identical
    func testRoundTripDefaultPolicy() throws {
        let source = Sandbox()
        let file = try source.file("new.json", F.document([F.preset("hero", #""maxHeight": 320.5"#), F.preset("zeta")]))
        try expectEqual(source.run(["import", file]).status, 0)
        let document = try source.run(["export"]).stdout
        // The built-ins in the document equal the fresh database's: unchanged, not a conflict.
        let target = Sandbox()
        let again = try target.file("in.json", document)
        try expectEqual(target.run(["import", again]).stdout, "imported \(again): 2 created, 0 replaced, 0 skipped, 14 unchanged\n")
        try expectEqual(target.run(["export"]).stdout, document)
    }

    /// an empty database exports an empty document, which round-trips too
    func testEmptyDocument() throws {
        let source = Sandbox()
        let library = PresetLibrary(databasePath: source.database)
        for name in F.builtInNames { _ = try library.delete(name) }
        let document = try source.run(["export"]).stdout
        expectEqual(document, "{\n  \"format\": \"stretchy-presets\",\n  \"version\": 1,\n  \"presets\": []\n}\n")
        let target = Sandbox()
        let targetLibrary = PresetLibrary(databasePath: target.database)
        for name in F.builtInNames { _ = try targetLibrary.delete(name) }
        let file = try target.file("empty.json", document)
        try expectEqual(target.run(["import", file]).stdout, "imported \(file): 0 created, 0 replaced, 0 skipped\n")
        try expectEqual(target.run(["export"]).stdout, document)
    }
}
