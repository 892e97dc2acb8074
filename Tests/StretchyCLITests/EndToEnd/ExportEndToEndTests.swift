import Foundation
import PresetService
import Testing

/// `stretchy export`: the canonical document, to stdout or atomically to a file; round trips.
@Suite("end to end: export")
struct ExportEndToEndTests {
    typealias F = TransferFixtures

    @Test("with no name, every preset in the canonical document, sorted by name")
    func everything() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["export"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.hasPrefix("{\n  \"format\": \"stretchy-presets\",\n  \"version\": 1,\n  \"presets\": [\n    {\n"))
        #expect(outcome.stdout.hasSuffix("\n  ]\n}\n"))
        #expect(try F.names(inDocument: outcome.stdout) == F.builtInNames)
    }

    @Test("named presets only, sorted, each once; docs/swift.md#1-the-built-in-catalogue's numbers as written")
    func named() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["export", "sticky-utah", "scaling-header-snap", "sticky-utah"])
        #expect(outcome.status == 0)
        #expect(try F.names(inDocument: outcome.stdout) == ["scaling-header-snap", "sticky-utah"])
        #expect(
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

    @Test("--output writes the same bytes to the file, replacing what was there, and says which file it wrote")
    func outputFile() throws {
        let sandbox = Sandbox()
        let path = try sandbox.file("out.json", "old contents")
        let outcome = try sandbox.run(["export", "--output", path])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "wrote \(path)\n")
        #expect(outcome.stderr == "")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (try sandbox.run(["export"])).stdout)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
            .filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("an unknown name is 66 with a suggestion, and the output file is left alone")
    func unknownName() throws {
        let sandbox = Sandbox()
        let path = try sandbox.file("out.json", "old contents")
        #expect(try sandbox.run(["export"]).status == 0)
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(["export", "sticky-utah", "stiky-utah", "-o", path])
        #expect(outcome.failed(with: 66))
        #expect(outcome.stderr == "stretchy: error: no preset named 'stiky-utah'; did you mean 'sticky-utah'?\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents")
        #expect(sandbox.databaseBytes() == before)
    }

    @Test("an output file in a missing folder is an I/O error (74)")
    func unwritable() throws {
        let sandbox = Sandbox()
        let path = sandbox.folder.appendingPathComponent("no/such/folder/out.json").path
        #expect(try sandbox.run(["export", "-o", path]).failed(with: 74))
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
        #expect(try sandbox.run(["import", file, "--on-conflict", "replace"]).status == 0)
        let exported = try sandbox.run(["export"])
        #expect(exported.status == 0)
        return (sandbox, exported.stdout)
    }

    /// Imports `document` into `target` with `arguments` and exports it again.
    static func reimport(_ document: String, into target: Sandbox, _ arguments: [String] = []) throws -> String {
        let file = try target.file("in.json", document)
        let imported = try target.run(["import", file] + arguments)
        #expect(imported.status == 0, "\(imported.stderr)")
        return try target.run(["export"]).stdout
    }

    @Test("export → import into a database emptied with the service → export is byte-identical")
    func roundTripEmptied() throws {
        let (_, document) = try Self.customised()
        let target = Sandbox()
        let library = PresetLibrary(databasePath: target.database)
        for name in F.builtInNames { _ = try library.delete(name) }
        #expect(try target.run(["export"]).stdout.contains("\"presets\": []"))
        #expect(try Self.reimport(document, into: target) == document)
    }

    @Test("export → import into a database emptied with `stretchy delete` → export is byte-identical")
    func roundTripDeleted() throws {
        let (_, document) = try Self.customised()
        let target = Sandbox()
        for name in F.builtInNames { #expect(try target.run(["delete", name]).status == 0) }
        #expect(try Self.reimport(document, into: target) == document)
    }

    @Test("export → import --on-conflict replace into a fresh database → export is byte-identical")
    func roundTripFresh() throws {
        let (_, document) = try Self.customised()
        #expect(try Self.reimport(document, into: Sandbox(), ["--on-conflict", "replace"]) == document)
    }

    @Test("export of new presets → import with the default policy into a fresh database → byte-identical")
    func roundTripDefaultPolicy() throws {
        let source = Sandbox()
        let file = try source.file("new.json", F.document([F.preset("hero", #""maxHeight": 320.5"#), F.preset("zeta")]))
        #expect(try source.run(["import", file]).status == 0)
        let document = try source.run(["export"]).stdout
        // The built-ins in the document equal the fresh database's: unchanged, not a conflict.
        let target = Sandbox()
        let again = try target.file("in.json", document)
        #expect(try target.run(["import", again]).stdout == "imported \(again): 2 created, 0 replaced, 0 skipped, 14 unchanged\n")
        #expect(try target.run(["export"]).stdout == document)
    }

    @Test("an empty database exports an empty document, which round-trips too")
    func emptyDocument() throws {
        let source = Sandbox()
        let library = PresetLibrary(databasePath: source.database)
        for name in F.builtInNames { _ = try library.delete(name) }
        let document = try source.run(["export"]).stdout
        #expect(document == "{\n  \"format\": \"stretchy-presets\",\n  \"version\": 1,\n  \"presets\": []\n}\n")
        let target = Sandbox()
        let targetLibrary = PresetLibrary(databasePath: target.database)
        for name in F.builtInNames { _ = try targetLibrary.delete(name) }
        let file = try target.file("empty.json", document)
        #expect(try target.run(["import", file]).stdout == "imported \(file): 0 created, 0 replaced, 0 skipped\n")
        #expect(try target.run(["export"]).stdout == document)
    }
}
