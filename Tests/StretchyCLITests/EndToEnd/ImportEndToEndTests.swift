import Foundation
import TestKit
import Testing

/// `stretchy import`: all or nothing, conflict policies, dry runs, stdin, and every failure.
struct ImportEndToEndTests {
    typealias F = TransferFixtures

    static let team = F.document([
        F.preset("alpha", #""maxHeight": 320"#),
        F.preset("beta"),
        F.preset("gamma", #""collapse": "scroll", "minHeight": 0"#),
        F.preset("sticky-utah", #""minHeight": 100, "maxHeight": 300"#),
    ])

    /// replace creates new names and replaces taken ones, and says how many of each
    func testReplace() throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("team.json", Self.team)
        let outcome = try sandbox.run(["import", file, "--on-conflict", "replace"])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(outcome.stdout, "imported \(file): 3 created, 1 replaced, 0 skipped\n")
        let utah = try sandbox.run(["export", "sticky-utah", "alpha"])
        try expectEqual(F.names(inDocument: utah.stdout), ["alpha", "sticky-utah"])
        expect(utah.stdout.contains("\"minHeight\": 100,"))
        expect(utah.stdout.contains("\"shadow\": null,"))  // the document's preset, whole
        expect(utah.stdout.contains("\"maxHeight\": 320,"))
    }

    /// skip keeps the taken names as they were
    func testSkip() throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("team.json", Self.team)
        let outcome = try sandbox.run(["import", file, "--on-conflict", "skip"])
        expectEqual(outcome.stdout, "imported \(file): 3 created, 0 replaced, 1 skipped\n")
        let utah = try sandbox.run(["export", "sticky-utah"])
        expect(utah.stdout.contains("\"minHeight\": 120,"))
    }

    /// by default a taken name fails the whole import (65) and nothing changes
    func testFailsWhole() throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["export"]).status, 0)
        let before = sandbox.databaseBytes()
        let file = try sandbox.file("team.json", Self.team)
        let outcome = try sandbox.run(["import", file])
        expect(outcome.failed(with: 65))
        expectEqual(
            outcome.stderr,
            """
            stretchy: error: a preset named 'sticky-utah' already exists; nothing was imported; \
            use --on-conflict skip or --on-conflict replace

            """)
        expectEqual(sandbox.databaseBytes(), before)
        try expectEqual(sandbox.run(["export", "alpha"]).status, 66)
    }

    /// a dry run tells a preset skipped under --on-conflict skip from one already the same
    func testDryRunSkipOrUnchanged() throws {
        let sandbox = Sandbox()
        let exported = try sandbox.run(["export", "sticky-utah", "scaling-header"]).stdout
        let changed = exported.replacingOccurrences(of: "\"maxHeight\": 300,", with: "\"maxHeight\": 310,")
        expect(changed != exported)
        let file = try sandbox.file("two.json", changed)
        let before = sandbox.databaseBytes()
        let skip = try sandbox.run(["import", file, "--on-conflict", "skip", "--dry-run"])
        expectEqual(
            skip.stdout,
            """
            dry run of \(file): would create 0, replace 0, skip 1; 1 unchanged; nothing was written
            would skip sticky-utah
            unchanged scaling-header

            """, "\(skip.stderr)")
        // The default policy fails on the one that differs, as the import itself would.
        let fail = try sandbox.run(["import", file, "--dry-run"])
        expect(fail.status == 65 && fail.stdout.isEmpty)
        expectEqual(
            fail.stderr,
            "stretchy: error: a preset named 'sticky-utah' already exists; nothing was imported; "
                + "use --on-conflict skip or --on-conflict replace\n")
        expectEqual(sandbox.databaseBytes(), before)
        let same = try sandbox.file("same.json", exported)
        try expectEqual(sandbox.run(["import", same]).stdout, "imported \(same): 0 created, 0 replaced, 0 skipped, 2 unchanged\n")
    }

    /// a dry run lists what would happen to each preset and writes nothing
    func testDryRun() throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["export"]).status, 0)
        let before = sandbox.databaseBytes()
        let file = try sandbox.file("team.json", Self.team)
        let outcome = try sandbox.run(["import", file, "--on-conflict", "replace", "--dry-run"])
        expectEqual(outcome.status, 0)
        expectEqual(
            outcome.stdout,
            """
            dry run of \(file): would create 3, replace 1, skip 0; nothing was written
            would create alpha
            would create beta
            would create gamma
            would replace sticky-utah

            """)
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// a dry run still reports a conflict under the default policy
    func testDryRunConflict() throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["export"]).status, 0)
        let before = sandbox.databaseBytes()
        let file = try sandbox.file("team.json", Self.team)
        expect(try sandbox.run(["import", file, "--dry-run"]).failed(with: 65))
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// '-' reads standard input, named <stdin> in messages
    func testStandardInput() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["import", "-"], input: F.preset("solo"))
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stdout, "imported <stdin>: 1 created, 0 replaced, 0 skipped\n")
        let broken = try sandbox.run(["import", "-"], input: "{\"name\": \"x\",}")
        expect(broken.failed(with: 65))
        expect(broken.stderr.hasPrefix("stretchy: error: <stdin>:1:"))
    }

    /// a bare array and a single object are documents too
    func testShapes() throws {
        let sandbox = Sandbox()
        let array = try sandbox.file("array.json", "[\(F.preset("one")), \(F.preset("two"))]")
        try expectEqual(sandbox.run(["import", array]).stdout, "imported \(array): 2 created, 0 replaced, 0 skipped\n")
    }

    /// a missing file is 66, names the path, and does not even create the database
    func testMissingFile() throws {
        let sandbox = Sandbox()
        let path = sandbox.folder.appendingPathComponent("nowhere.json").path
        let outcome = try sandbox.run(["import", path])
        expect(outcome.failed(with: 66))
        expectEqual(outcome.stderr, "stretchy: error: no such file '\(path)'\n")
        expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    static let invalid: [(name: String, text: String, message: String)] = [
        ("syntax", "{\"name\": \"x\",\n}", ":2:1: "),
        ("truncated", "{\"format\": \"stretchy-presets\", \"version\": 1, \"presets\": [", ":1:"),
        ("rule", F.document([F.preset("low", #""minHeight": 400, "maxHeight": 300"#)]), #"preset 'low'"#),
        ("unknown key", F.document([F.preset("k", #""colapse": "scroll""#)]), "colapse"),
        ("duplicate name", F.document([F.preset("twin"), F.preset("twin")]), "twin"),
        ("newer version", #"{"format": "stretchy-presets", "version": 2, "presets": []}"#, "newer"),
        ("NaN", F.document([F.preset("n", #""damping": NaN"#)]), ":"),
        ("overflow", F.document([F.preset("o", #""maxHeight": 1e400"#)]), ":"),
        ("empty", "", ":"),
    ]

    /// invalid data is 65 with the reader's message, and nothing changes
    func testInvalidData() throws {
        for (name, text, message) in Self.invalid {
            try TestRow.$current.withValue(String(describing: (name, text, message))) { try self.invalidData(name, text, message) }
        }
    }

    func invalidData(_ name: String, _ text: String, _ message: String) throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["export"]).status, 0)
        let before = sandbox.databaseBytes()
        let file = try sandbox.file("bad.json", text)
        let outcome = try sandbox.run(["import", file, "--on-conflict", "replace"])
        expect(outcome.failed(with: 65), "\(outcome.stderr)")
        expect(outcome.stderr.hasPrefix("stretchy: error: \(file):"), "\(outcome.stderr)")
        expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// an unknown conflict policy is a usage error
    func testUnknownPolicy() throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("team.json", Self.team)
        let outcome = try sandbox.run(["import", file, "--on-conflict", "merge"])
        expect(outcome.failed(with: 64))
        expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    /// thousands of presets import in one go, with nothing on a stderr that is not a terminal
    func testLarge() throws {
        let sandbox = Sandbox()
        let presets = (0..<3000).map { F.preset("bulk-\($0)", #""maxHeight": \#(200 + $0 % 100)"#) }
        let file = try sandbox.file("bulk.json", F.document(presets))
        let outcome = try sandbox.run(["import", file])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(outcome.stdout, "imported \(file): 3000 created, 0 replaced, 0 skipped\n")
        let exported = try sandbox.run(["export"])
        try expectEqual(F.names(inDocument: exported.stdout).count, 3000 + F.builtInNames.count)
    }
}
