import Foundation
import TestKit
import Testing

/// `stretchy validate`: checks a document and never opens or creates a database.
struct ValidateEndToEndTests {
    typealias F = TransferFixtures

    /// The repository's `Presets/` folder.
    static let presetsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Presets")

    /// a valid document prints ok with its preset count and creates no database
    func testValid() throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("two.json", F.document([F.preset("a"), F.preset("b")]))
        let outcome = try sandbox.run(["validate", file])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(outcome.stdout, "ok: \(file): 2 presets\n")
        expect(!FileManager.default.fileExists(atPath: sandbox.database))
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path), ["two.json"])
    }

    /// '-' reads standard input; one preset is 'preset'
    func testStandardInput() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["validate", "-"], input: F.preset("solo"))
        expectEqual(outcome.stdout, "ok: <stdin>: 1 preset\n")
    }

    /// works with no database location at all (no HOME, no STRETCHY_DB, no --db)
    func testNoDatabase() throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("one.json", F.preset("solo"))
        let outcome = try StretchyProcess.run(["validate", file])
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        expectEqual(outcome.stdout, "ok: \(file): 1 preset\n")
    }

    /// every file of the built-in catalogue passes
    func testCatalogue() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.presetsFolder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
        expect(files.count >= 10)
        for file in files {
            let path = Self.presetsFolder.appendingPathComponent(file).path
            let outcome = try StretchyProcess.run(["validate", path])
            expectEqual(outcome.stdout, "ok: \(path): 1 preset\n", "\(outcome.stderr)")
        }
    }

    static let invalid: [(text: String, message: String)] = [
        ("{\"name\": \"x\",\n  }", ":2:3: "),
        (F.document([F.preset("low", #""minHeight": 400, "maxHeight": 300"#)]), "preset 'low'"),
        (#"{"format": "stretchy-presets", "version": 2, "presets": []}"#, "newer"),
        (F.document([F.preset("twin"), F.preset("twin")]), "twin"),
        ("[1, 2]", ":"),
    ]

    /// an invalid document is one line naming the file and place, exit 65
    func testInvalidDocument() throws {
        for (text, message) in Self.invalid {
            try TestRow.$current.withValue(String(describing: (text, message))) { try self.invalidDocument(text, message) }
        }
    }

    func invalidDocument(_ text: String, _ message: String) throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("bad.json", text)
        let outcome = try sandbox.run(["validate", file])
        expect(outcome.failed(with: 65), "\(outcome.stderr)")
        expect(outcome.stderr.hasPrefix("stretchy: error: \(file):"))
        expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    /// a missing file is 66 naming the path
    func testMissing() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["validate", "/no/such/file.json"])
        expect(outcome.failed(with: 66))
        expectEqual(outcome.stderr, "stretchy: error: no such file '/no/such/file.json'\n")
    }
}
