import Foundation
import TestKit
import Testing

/// `stretchy snap`: rest offsets of docs/concepts.md#snapping, worked out by hand.
struct SnapEndToEndTests {
    /// H 350, h 150 → E 200, snap offsets 0, 100, 200; settles after the fling when it is fast.
    static let fling = TransferFixtures.document([
        TransferFixtures.preset(
            "fling",
            """
            "minHeight": 150, "maxHeight": 350, "snap": {"mode": "afterFinishAccelerating", "positions": [0, 0.5, 1]}
            """),
        TransferFixtures.preset(
            "fast",
            """
            "motion": {"decelerationRate": "fast"}
            """),
    ])

    /// the table shows offset, velocity and rest; velocity defaults to 0
    func testTable() throws {
        let sandbox = Sandbox()
        // scaling-header-snap: offsets 0, 100, 200; 60 is nearer 100 than 0.
        let outcome = try sandbox.run(["snap", "scaling-header-snap", "--offset", "60"])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(
            outcome.stdout,
            """
            offset  velocity  rest
                60         0   100

            """)
    }

    /// json is exactly {"offset", "velocity", "rest", "projected", "snappedTo"} with numbers in shortest form
    func testJson() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["snap", "scaling-header-snap", "--offset", "60", "--format", "json"])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stdout, "{\"offset\": 60, \"velocity\": 0, \"rest\": 100, \"projected\": 60, \"snappedTo\": 100}\n")
        let negative = try sandbox.run([
            "snap", "scaling-header-snap", "--offset", "-30", "--velocity", "-0.5",
            "--format", "json",
        ])
        // -30 - 0.5 · 0.499 = -30.2495: before the clamp at 0; outside the snap offsets, so null.
        expectEqual(negative.stdout, "{\"offset\": -30, \"velocity\": -0.5, \"rest\": 0, \"projected\": -30.2495, \"snappedTo\": null}\n")
    }

    // projected = y + 0.499·v; rest = max(0, …).
    static let cases: [(preset: String, offset: Double, velocity: Double, rest: Double)] = [
        ("scaling-header-snap", 60, 0, 100),  // immediately: nearest of 0, 100, 200
        ("scaling-header-snap", 40, 0, 0),
        ("scaling-header-snap", 50, 0, 100),  // a tie goes to the more collapsed
        ("scaling-header-snap", 150, -900, 200),  // immediately ignores the velocity: tie 100/200 → 200
        ("scaling-header-snap", 250, 100, 299.9),  // past the last snap offset: 250 + 49.9
        ("scaling-header-snap", -30, 0, 0),  // a pull bounces back
        ("sticky-utah", 10, 300, 159.7),  // disabled: 10 + 149.7
        ("sticky-utah", 100, -1000, 0),  // 100 - 499 < 0 → 0
        ("fling", 10, 300, 200),  // fast: settle(159.7) → 200 (59.7 from 100, 40.3 from 200)
        ("fling", 10, 150, 0),  // slow: settle(10) → 0
        ("fling", 120, 199.9, 100),  // still slow: settle(120) → 100
        ("fling", 120, 200, 219.8),  // fast: projected 219.8 is past 200 → stays
        ("fling", 10, -300, 0),  // projected -139.7 → 0
        ("fast", 10, 1000, 109),  // motion.decelerationRate fast: 0.99/0.01/1000 = 0.099 s × v
    ]

    /// rest offsets
    func testRest() throws {
        for (preset, offset, velocity, rest) in Self.cases {
            try TestRow.$current.withValue(String(describing: (preset, offset, velocity, rest))) { try self.rest(preset, offset, velocity, rest) }
        }
    }

    func rest(_ preset: String, _ offset: Double, _ velocity: Double, _ rest: Double) throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("fling.json", Self.fling)
        try expectEqual(sandbox.run(["import", file]).status, 0)
        let outcome = try sandbox.run([
            "snap", preset, "--offset", "\(offset)", "--velocity", "\(velocity)",
            "--format", "json",
        ])
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        let object = try require(try TransferFixtures.json(outcome.stdout) as? [String: Any])
        expectEqual(object["offset"] as? Double, offset)
        expectEqual(object["velocity"] as? Double, velocity)
        expect(abs((object["rest"] as? Double ?? .nan) - rest) < 1e-9)
    }

    static let failures: [(arguments: [String], status: Int32, message: String)] = [
        (["snap", "scaling-header-snap"], 64, "--offset"),
        (["snap", "scaling-header-snap", "--offset", "x"], 64, "'x'"),
        (["snap", "scaling-header-snap", "--offset", "1", "--format", "csv"], 64, "csv"),
        (["snap", "scaling-heder-snap", "--offset", "1"], 66, #"did you mean 'scaling-header-snap'?"#),
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
        expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// --explain wraps each sentence at words to the terminal's width
    func testExplainWraps() throws {
        for columns in [60, 80] {
            try TestRow.$current.withValue(String(describing: columns)) { try self.explainWraps(columns) }
        }
    }

    func explainWraps(_ columns: Int) throws {
        let sandbox = Sandbox()
        let arguments = ["snap", "scaling-header-snap", "--offset", "60", "--velocity", "300", "--explain"]
        let text = try sandbox.run(arguments, environment: ["COLUMNS": "\(columns)"]).stdout
        expect(text.split(separator: "\n").allSatisfy { $0.count <= columns }, "\(text)")
        let json = try sandbox.expectSuccess(arguments + ["--format", "json"])
        let sentences = try require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["explanation"] as? [String])
        expect(sentences.contains { $0.count > columns })
        expectEqual(text.split(separator: "\n").joined(separator: " "), sentences.joined(separator: " "))
    }
}
