import Foundation
import TestKit
import Testing

/// `stretchy eval`: frames of docs/concepts.md#the-frame-in-one-table, expected values worked out by hand from its formulas.
struct EvalEndToEndTests {
    // sticky-utah: H 300, h 120, E 180, shrink, d 0.5, shadow under 140 → radius 8.
    //   -100: height 300 + 0.5·100 = 350, contentTop 300 + 100 = 400, gap 400 - 350 = 50
    //      0: height 300, progress 0
    //     90: height max(120, 210) = 210, progress 90/180 = 0.5, visible 210 ≥ 140 → no shadow
    //    200: height max(120, 100) = 120, progress 1, visible 120 < 140 → 8, contentTop 100, gap -20
    /// the default table is aligned, numbers right-aligned, in shortest form
    func testTable() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["eval", "sticky-utah", "--at", "-100,0,90,200"])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(
            outcome.stdout,
            """
            offset  height  translation  progress  shadowRadius  visible  contentTop  gap
              -100     350            0         0             0      350         400   50
                 0     300            0         0             0      300         300    0
                90     210            0       0.5             0      210         210    0
               200     120            0         1             8      120         100  -20

            """)
    }

    // scaling-header: H 350, h 150, E 200, scroll, d 1 (never grows).
    //   -80: height 350, translation 0, contentTop 430, gap 80
    //    50: translation -50, progress 0.25, visible 300, contentTop 300, gap 0
    //   300: translation -min(300, 200) = -200, progress 1, visible 150, contentTop 50, gap -100
    /// csv has a header row and one line per offset
    func testCsv() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["eval", "scaling-header", "--at", "-80,50,300", "--format", "csv"])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(
            outcome.stdout,
            """
            offset,height,translation,progress,shadowRadius,visible,contentTop,gap
            -80,350,0,0,0,350,430,80
            50,350,-50,0.25,0,300,300,0
            300,350,-200,1,0,150,50,-100

            """)
    }

    /// json is an array of objects with the keys of docs/commands.md#eval
    func testJson() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["eval", "sticky-utah", "--at", "-100,90", "--format", "json"])
        expectEqual(outcome.status, 0)
        let rows = try require(try TransferFixtures.json(outcome.stdout) as? [[String: Double]])
        expectEqual(rows.count, 2)
        expectEqual(
            Set(rows[0].keys),
            [
                "offset", "height", "translation", "progress", "shadowRadius",
                "visible", "contentTop", "gap",
            ])
        expectEqual(rows[0]["offset"], -100)
        expectEqual(rows[0]["height"], 350)
        expectEqual(rows[0]["gap"], 50)
        expectEqual(rows[1]["height"], 210)
        expectEqual(rows[1]["progress"], 0.5)
        expectEqual(rows[1]["shadowRadius"], 0)
        expect(outcome.stdout.contains("\"height\": 350,"))  // never 350.0
    }

    // sticky-utah from -200 to 300 by 100: heights 400, 350, 300, 200, 120, 120.
    /// --from/--to/--step counts from the first offset to the last, both included
    func testRange() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run([
            "eval", "sticky-utah", "--from", "-200", "--to", "300", "--step", "100",
            "--format", "csv",
        ])
        expectEqual(outcome.status, 0)
        let lines = outcome.stdout.split(separator: "\n").dropFirst()
        expectEqual(lines.map { $0.split(separator: ",")[0] }, ["-200", "-100", "0", "100", "200", "300"])
        expectEqual(lines.map { $0.split(separator: ",")[1] }, ["400", "350", "300", "200", "120", "120"])
    }

    /// decimal steps land on the decimal grid: 0, 0.1, 0.2, 0.3
    func testDecimalSteps() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run([
            "eval", "stretchy-ios18", "--from", "0", "--to", "0.3", "--step", "0.1",
            "--format", "csv",
        ])
        expectEqual(outcome.status, 0)
        let offsets = outcome.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] }
        expectEqual(offsets, ["0", "0.1", "0.2", "0.3"])
    }

    /// 10 001 offsets as json parse, the last exactly at --to
    func testManyRows() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run([
            "eval", "sticky-utah", "--from", "0", "--to", "1000", "--step", "0.1",
            "--format", "json",
        ])
        expectEqual(outcome.status, 0)
        let rows = try require(try TransferFixtures.json(outcome.stdout) as? [[String: Double]])
        expectEqual(rows.count, 10_001)
        expectEqual(rows.last?["offset"], 1000)
        expectEqual(rows.last?["height"], 120)
        expectEqual(rows[900]["offset"], 90)
        expectEqual(rows[900]["height"], 210)
    }

    /// the default step is 10
    func testDefaultStep() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["eval", "sticky-utah", "--from", "0", "--to", "30", "--format", "csv"])
        let offsets: [Substring] = outcome.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] }
        expectEqual(offsets, ["0", "10", "20", "30"])
    }

    // A preset with eight tracks (each linear from its first keyframe to its last over the collapse).
    static let eightTracks = [
        "create", "wide", "--from", "sticky-utah", "tracks.title.scale=0:1.5,1:1", "tracks.title.opacity=0:1,1:0",
        "tracks.subtitle.opacity=0:1,1:0", "tracks.background.blur=0:0,1:10", "tracks.background.translateY=0:0,1:-40",
        "tracks.scrim.opacity=0:0,1:0.6", "tracks.avatar.scale=0:1,1:0.5", "tracks.avatar.opacity=0:1,1:0",
    ]

    /// a table wider than the terminal is folded into blocks that fit, each starting with offset, nothing cut
    func testFoldedTable() throws {
        let sandbox = Sandbox()
        _ = try sandbox.expectSuccess(Self.eightTracks)
        for columns in [60, 80, 120] {
            let outcome = try sandbox.run(["eval", "wide", "--at", "0,90,237"], environment: ["COLUMNS": "\(columns)"])
            expectEqual(outcome.status, 0)
            let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            expect(lines.allSatisfy { $0.count <= columns }, "\(outcome.stdout)")
            // Every block: a header starting with offset, then the three offsets.
            let blocks = outcome.stdout.components(separatedBy: "\n\n")
            var titles: [Substring] = []
            for block in blocks {
                let rows = block.split(separator: "\n")
                expectEqual(rows.count, 4)
                expectEqual(rows.first?.hasPrefix("offset"), true)
                expectEqual(rows.dropFirst().map { $0.split(separator: " ").first }, ["0", "90", "237"])
                titles += rows.first!.split(separator: " ").dropFirst()
            }
            expectEqual(
                titles,
                [
                    "height", "translation", "progress", "shadowRadius", "visible", "contentTop", "gap",
                    "avatar.opacity", "avatar.scale", "background.blur", "background.translateY", "scrim.opacity",
                    "subtitle.opacity", "title.opacity", "title.scale",
                ])
        }
    }

    // At 90 of sticky-utah's 180 points of collapse: progress 0.5, so title.scale 1.5 → 1 is 1.25
    // and avatar.scale 1 → 0.5 is 0.75.
    /// --columns keeps offset and the columns named, in every format
    func testColumns() throws {
        let sandbox = Sandbox()
        _ = try sandbox.expectSuccess(Self.eightTracks)
        let arguments = ["eval", "wide", "--at", "90", "--columns", "title.scale,progress", "--columns", "avatar.scale"]
        try expectEqual(sandbox.expectSuccess(arguments + ["--format", "csv"]), "offset,title.scale,progress,avatar.scale\n90,1.25,0.5,0.75\n")
        try expectEqual(
            sandbox.expectSuccess(arguments),
            """
            offset  title.scale  progress  avatar.scale
                90         1.25       0.5          0.75

            """)
        let json = try sandbox.expectSuccess(arguments + ["--format", "json"])
        let frame = try require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first)
        expectEqual(Set(frame.keys), ["offset", "progress", "layers"])
        let layers = try require(frame["layers"] as? [String: [String: Double]])
        expectEqual(layers, ["title": ["scale": 1.25], "avatar": ["scale": 0.75]])
    }

    static let failures: [(arguments: [String], status: Int32, message: String)] = [
        (["eval", "sticky-utah"], 64, "missing expected argument '--at <y,...>' or '--from <y>'"),
        (["eval", "sticky-utah", "--at", "0", "--from", "0", "--to", "1"], 64, "cannot be used with"),
        (["eval", "sticky-utah", "--from", "0"], 64, "'--from <y>' requires '--to <y>'"),
        (["eval", "sticky-utah", "--to", "0"], 64, "missing expected argument"),
        (["eval", "sticky-utah", "--from", "5", "--to", "1"], 64, "--from 5 is greater than --to 1"),
        (["eval", "sticky-utah", "--from", "0", "--to", "1", "--step", "0"], 64, "--step must be greater than 0"),
        (["eval", "sticky-utah", "--from", "0", "--to", "1", "--step", "-1"], 64, "--step must be greater than 0"),
        (["eval", "sticky-utah", "--at", "abc"], 64, "abc"),
        (["eval", "sticky-utah", "--at", "0", "--format", "xml"], 64, "xml"),
        (["eval", "stiky-utah", "--at", "0"], 66, #"no preset named 'stiky-utah'; did you mean 'sticky-utah'?"#),
        (["eval", "sticky-utah", "--at", "-1e400"], 64, "the value '-1e400' is invalid for '--at <y,...>'"),
        (
            ["eval", "sticky-utah", "--at", "0", "--columns", "hieght"], 64,
            "the value 'hieght' is invalid for '--columns <column>'; did you mean 'height'?"
        ),
        (["eval", "sticky-utah", "--at", "0", "--columns", "title.scale"], 64, #"--columns: 'sticky-utah' has no track 'title.scale'"#),
        (["eval", "sticky-utah", "--at", "0", "--columns", "triggered"], 64, #"--columns: 'sticky-utah' has no pullTrigger"#),
    ]

    /// each failure is one line, its exit code, and the database unchanged
    func testFailure() throws {
        for (arguments, status, message) in Self.failures {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.failure(arguments, status, message) }
        }
    }

    func failure(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["export"]).status, 0)
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(arguments)
        expect(outcome.failed(with: status), "\(outcome.stderr)")
        expect(outcome.stderr.contains(message))
        expectEqual(sandbox.databaseBytes(), before)
    }
}
