import Foundation
import PresetService
import TestKit
import Testing

/// `stretchy simulate` run as a user runs it. Expected values by hand from docs/concepts.md:
/// sticky-utah is H 300, h 120 (E 180), shrink, damping 0.5, shadow under 140 (radius 8), no
/// snapping; scaling-header-snap is H 350, h 150 (E 200), shrink, snapping immediately to 0, 100, 200.
struct SimulateEndToEndTests {
    /// `eval`'s columns (docs/tracks.md promises the same) between the time and the parallax offset.
    static let columns = [
        "time", "offset", "height", "translation", "progress", "shadowRadius",
        "visible", "contentTop", "gap", "parallaxOffset",
    ]

    /// The rows of CSV output, header first.
    static func rows(_ csv: String) -> [[String]] {
        csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The JSON output as an array of objects.
    static func objects(_ json: String) throws -> [[String: Double]] {
        let array = try require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return array.map { $0.compactMapValues { ($0 as? NSNumber)?.doubleValue } }
    }

    /// csv: the header, frames every 1/120 s, from the release to the snap offset
    func testCsvFrames() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["simulate", "scaling-header-snap", "--offset", "70", "--velocity", "300", "--format", "csv"])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        let rows = Self.rows(outcome.stdout)
        expectEqual(rows.first, Self.columns)
        // 70 lies between the snap offsets 0 and 100: it settles on 100 (progress 0.5, height 250).
        // visible = height + translation; contentTop = 350 - 70; gap = contentTop - visible.
        expectEqual(rows[1], ["0", "70", "280", "0", "0.35", "0", "280", "280", "0", "0"])
        expectEqual(Array(rows.last?.dropFirst() ?? []), ["100", "250", "0", "0.5", "0", "250", "250", "0", "0"])
        for (index, row) in rows.dropFirst().enumerated() {
            let time = try require(Double(row[0]))
            expect(abs(time * 120 - Double(index)) < 1e-9, "frame \(index) at \(row[0])")
            expectEqual(row.count, 10)
        }
    }

    /// json: objects with exactly the frame fields; a free fling ends on its projection
    func testJsonFreeDeceleration() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["simulate", "sticky-utah", "--velocity", "1000", "--format", "json"])
        expectEqual(outcome.status, 0)
        let objects = try Self.objects(outcome.stdout)
        expect(objects.allSatisfy { Set($0.keys) == Set(Self.columns) })
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let firstKeys = lines[2...11].map { $0.drop { $0 == " " }.split(separator: ":").first.map(String.init) ?? "" }
        expectEqual(firstKeys, Self.columns.map { "\"\($0)\"" }, "fields in column order")
        // 1000 pt/s at 0.998 per ms travels 0.499 s × 1000 = 499 pt; collapsed, shadow on (120 < 140).
        let last = try require(objects.last)
        expectEqual(last["offset"], 499)
        expectEqual(last["height"], 120)
        expectEqual(last["progress"], 1)
        expectEqual(last["shadowRadius"], 8)
        let offsets = objects.compactMap { $0["offset"] }
        expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "a fling into the content never turns back")
    }

    /// the last frame is the same rest as the service's snap for the same release
    func testLastFrameIsTheRest() throws {
        for (preset, offset, velocity, rest) in [
            ("sticky-utah", 100.0, -100.0, 50.1),
            ("sticky-utah", 50, -1000, 0),
            ("sticky-utah", -100, 0, 0),
            ("scaling-header-snap", 150, -900, 200),
            ("scaling-header-snap", 40, 0, 0),
            ("scaling-header-snap", 130, 50, 100),
        ] {
            try TestRow.$current.withValue(String(describing: (preset, offset, velocity, rest))) {
                try self.lastFrameIsTheRest(preset: preset, offset: offset, velocity: velocity, rest: rest)
            }
        }
    }

    func lastFrameIsTheRest(preset: String, offset: Double, velocity: Double, rest: Double) throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["simulate", preset, "--offset", "\(offset)", "--velocity", "\(velocity)", "--format", "json"])
        expectEqual(outcome.status, 0)
        let last = try require(try Self.objects(outcome.stdout).last?["offset"])
        expect(abs(last - rest) < 1e-9)
        let service = try PresetLibrary(databasePath: sandbox.database).rest(of: preset, after: offset, velocity: velocity)
        expectEqual(last, service)
    }

    /// a drag past the top is rubber-banded: 100 pt of finger moves 844 × 55 / (55 + 844) pt
    func testDragIsRubberBanded() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["simulate", "sticky-utah", "--drag", "-100", "--format", "json"])
        expectEqual(outcome.status, 0)
        let objects = try Self.objects(outcome.stdout)
        // b(100) = x c d / (x c + d) with c = 0.55, d = 844: 46420 / 899 = 51.6351...
        let deepest = try require(objects.min { ($0["offset"] ?? 0) < ($1["offset"] ?? 0) })
        expect(abs((deepest["offset"] ?? 0) - -46420.0 / 899) < 1e-9)
        // At 500 pt/s the 100 pt drag takes 0.2 s; the pull grows the header by half (damping 0.5).
        expect(abs((deepest["time"] ?? 0) - 0.2) < 1e-9)
        expect(abs((deepest["height"] ?? 0) - (300 + 0.5 * 46420.0 / 899)) < 1e-9)
        expectEqual(objects.last?["offset"], 0)
        expectEqual(objects.last?["height"], 300)
    }

    /// a preset's motion keys change the motion: fast deceleration and parallax
    func testPresetMotion() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(["simulate", "sticky-utah"])
        let library = PresetLibrary(databasePath: sandbox.database)
        try library.create(
            "tuned", from: "sticky-utah",
            assignments: ["motion.decelerationRate=fast", "motion.parallax=0.5"].map { try PresetAssignment.parse($0) })
        let outcome = try sandbox.run(["simulate", "tuned", "--velocity", "1000", "--format", "json"])
        expectEqual(outcome.status, 0)
        // 0.99 per ms: 0.099 s × 1000 = 99 pt; the background drifts up by 0.5 × 99.
        let last = try require(try Self.objects(outcome.stdout).last)
        expectEqual(last["offset"], 99)
        expect(abs((last["parallaxOffset"] ?? 0) - -49.5) < 1e-9)
    }

    /// --trace follows offsets one step each; a quick-return header comes back on the way up
    func testQuickReturnTrace() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["simulate", "sticky-utah", "--trace", "300,260,250,400,0", "--quick-return", "--format", "csv"])
        expectEqual(outcome.status, 0)
        expectEqual(
            outcome.stdout,
            """
            step,offset,height,translation,progress,shadowRadius,visible,contentTop,gap,parallaxOffset
            0,300,120,0,1,8,120,0,-120,0
            1,260,160,0,0.7777777777777778,0,160,40,-120,0
            2,250,170,0,0.7222222222222222,0,170,50,-120,0
            3,400,120,0,1,8,120,-100,-220,0
            4,0,300,0,0,0,300,300,0,0

            """)
        let plain = try sandbox.run(["simulate", "sticky-utah", "--trace", "-50,260", "--format", "csv"])
        expectEqual(
            plain.stdout,
            """
            step,offset,height,translation,progress,shadowRadius,visible,contentTop,gap,parallaxOffset
            0,-50,325,0,0,0,325,350,25,0
            1,260,120,0,1,8,120,40,-80,0

            """)
    }

    /// the chart is 80 × 24 when stdout is not a terminal, else the size asked
    func testChartSize() throws {
        let sandbox = Sandbox()
        for (arguments, width, height) in [
            ([String](), 80, 24), (["--width", "100", "--height", "30"], 100, 30),
            (["--ascii"], 80, 24),
        ] {
            let outcome = try sandbox.run(["simulate", "scaling-header-snap", "--offset", "70", "--velocity", "300"] + arguments)
            expectEqual(outcome.status, 0)
            let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            expectEqual(lines.count, height, "\(arguments)")
            expect(lines.allSatisfy { $0.unicodeScalars.count <= width }, "\(arguments)")
            expect(outcome.stdout.contains("time (s)"))
            expect(!outcome.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
            if arguments == ["--ascii"] { expect(outcome.stdout.unicodeScalars.allSatisfy { $0.isASCII }) }
        }
        let svg = try sandbox.run(["simulate", "scaling-header-snap", "--velocity", "300", "--format", "svg"])
        expect(svg.stdout.contains("<svg"))
    }

    /// huge and extreme inputs give finite frames, never NaN
    func testNoNaN() throws {
        for arguments in [
            ["--offset", "1e300", "--velocity", "-1e300", "--drag", "1e300"],
            ["--offset", "-1e300", "--velocity", "1e300"],
            ["--drag", "-1e300", "--velocity", "-1e308"],
            ["--trace", "1e308,-1e308,0"],
        ] {
            try TestRow.$current.withValue(String(describing: arguments)) { try self.noNaN(arguments: arguments) }
        }
    }

    func noNaN(arguments: [String]) throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["simulate", "sticky-utah", "--format", "csv"] + arguments)
        expectEqual(outcome.status, 0)
        let text = outcome.stdout.lowercased()
        expect(!text.contains("nan") && !text.contains("inf") && !text.contains("null"))
        expect(!outcome.stdout.isEmpty)
    }

    /// bad input fails with one line and its exit status, changing nothing
    func testBadInput() throws {
        for (arguments, status, prefix) in [
            (["simulate", "nope"], Int32(66), "stretchy: error: no preset named"),
            (["simulate"], 64, "stretchy: error: missing expected argument '<name>'"),
            (
                ["simulate", "sticky-utah", "--trace", "1,2", "--offset", "3"], 64,
                "stretchy: error: '--trace <y,...>' cannot be used with '--offset <y>'"
            ),
            (["simulate", "sticky-utah", "--velocity", "fast"], 64, "stretchy: error: "),
            (["simulate", "sticky-utah", "--trace", "1,x"], 64, "stretchy: error: "),
            (["simulate", "sticky-utah", "--format", "xml"], 64, "stretchy: error: "),
            (["simulate", "sticky-utah", "--width", "0"], 64, "stretchy: error: "),
            (
                ["simulate", "sticky-utah", "--width", "10", "--height", "5"], 64,
                "stretchy: error: chart size 10×5 is too small: this chart needs at least"
            ),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, prefix))) {
                try self.badInput(arguments: arguments, status: status, prefix: prefix)
            }
        }
    }

    func badInput(arguments: [String], status: Int32, prefix: String) throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["simulate", "sticky-utah", "--format", "csv"]).status, 0)
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(arguments)
        expectEqual(outcome.status, status)
        expectEqual(outcome.stdout, "")
        expect(outcome.stderr.hasPrefix(prefix), "\(outcome.stderr)")
        expectEqual(outcome.stderr.filter { $0 == "\n" }.count, 1)
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// simulating reads the database without changing it
    func testReadOnly() throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["simulate", "sticky-utah", "--format", "csv"]).status, 0)
        let before = sandbox.databaseBytes()
        try expectEqual(sandbox.run(["simulate", "sticky-utah", "--velocity", "800"]).status, 0)
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// a table wider than the terminal is folded to fit it, each block starting with the time
    func testFoldedTable() throws {
        let sandbox = Sandbox()
        _ = try sandbox.expectSuccess(EvalEndToEndTests.eightTracks)
        let outcome = try sandbox.run(
            ["simulate", "wide", "--offset", "40", "--velocity", "600", "--format", "table"],
            environment: ["COLUMNS": "80"])
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        expect(outcome.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(outcome.stdout)")
        let headers = outcome.stdout.components(separatedBy: "\n\n").compactMap { $0.split(separator: "\n").first }
        expect(headers.count > 1 && headers.allSatisfy { $0.drop { $0 == " " }.hasPrefix("time") }, "\(headers)")
        expect(headers.contains { $0.contains("title.scale") })
    }
}
