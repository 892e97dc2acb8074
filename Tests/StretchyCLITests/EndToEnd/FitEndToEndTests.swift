import Foundation
import TestKit
import Testing

/// `stretchy fit` and `stretchy verify --against` through the binary (docs/traces.md#fit,
/// docs/traces.md#comparing-two-recordings). Every expected value is worked out by hand from
/// docs/concepts.md.
struct FitEndToEndTests {
    static let header = #"{"format": "stretchy-trace", "version": 1}"#

    /// A header built by hand that shrinks from 300 to 120 and grows at half the pull: the pull
    /// samples (40 → 320, 20 → 310, 0 → 300) lie on 300 + 0.5 · pull, the scrolled ones on
    /// max(120, 300 - offset), top 0 throughout.
    static let sticky =
        [
            header,
            #"{"t": 0, "offset": -40, "height": 320, "top": 0}"#,
            #"{"t": 0.1, "offset": -20, "height": 310, "top": 0}"#,
            #"{"t": 0.2, "offset": 0, "height": 300, "top": 0}"#,
            #"{"t": 0.3, "offset": 40, "height": 260, "top": 0}"#,
            #"{"t": 0.4, "offset": 100, "height": 200, "top": 0}"#,
            #"{"t": 0.5, "offset": 180, "height": 120, "top": 0}"#,
            #"{"t": 0.6, "offset": 200, "height": 120, "top": 0}"#,
            #"{"t": 0.7, "offset": 250, "height": 120, "top": 0}"#,
        ].joined(separator: "\n") + "\n"

    /// The same header with a strip 40 pt of content below it, pinned: accessoryTop is
    /// max(height, 340 - offset), the strip's place in the content until offset 220, where it
    /// meets the collapsed header (120), and 120 at 250, 300 and 350 past it.
    static let strip =
        [
            header,
            #"{"t": 0, "offset": -40, "height": 320, "top": 0, "accessoryTop": 380}"#,
            #"{"t": 0.1, "offset": -20, "height": 310, "top": 0, "accessoryTop": 360}"#,
            #"{"t": 0.2, "offset": 0, "height": 300, "top": 0, "accessoryTop": 340}"#,
            #"{"t": 0.3, "offset": 40, "height": 260, "top": 0, "accessoryTop": 300}"#,
            #"{"t": 0.4, "offset": 100, "height": 200, "top": 0, "accessoryTop": 240}"#,
            #"{"t": 0.5, "offset": 180, "height": 120, "top": 0, "accessoryTop": 160}"#,
            #"{"t": 0.6, "offset": 200, "height": 120, "top": 0, "accessoryTop": 140}"#,
            #"{"t": 0.7, "offset": 250, "height": 120, "top": 0, "accessoryTop": 120}"#,
            #"{"t": 0.8, "offset": 300, "height": 120, "top": 0, "accessoryTop": 120}"#,
            #"{"t": 0.9, "offset": 350, "height": 120, "top": 0, "accessoryTop": 120}"#,
        ].joined(separator: "\n") + "\n"

    static let noRelease = ["snap.mode", "snap.positions", "snap.policy", "motion.fling", "motion.decelerationRate"]
        .map { "# not determined: \($0): the trace has no release followed by a rest\n" }.joined()

    /// the preset as KEY=VALUE lines, what is not determined, and exit 0
    func testFits() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["fit", "-"], input: Self.sticky)
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(
            outcome.stdout,
            """
            # fitted to 8 samples (0 rests) of <stdin>
            maxHeight=300
            minHeight=120
            collapse=shrink
            damping=0.5

            """ + Self.noRelease + """
                # largest deviation: height 0 pt, top 0 pt
                # every sample is within 0.5 pt of the fitted preset

                """)
    }

    /// a sample the preset does not explain is named by its line, exit 1
    ///
    /// Line 6 (offset 100) 10 pt taller: the medians and the pull still give the same preset,
    /// and that sample is named.
    func testMisfit() throws {
        let sandbox = Sandbox()
        let trace = Self.sticky.replacingOccurrences(of: #""height": 200"#, with: #""height": 210"#)
        let outcome = try sandbox.run(["fit", try sandbox.file("t.jsonl", trace)])
        expectEqual(outcome.status, 1)
        expect(outcome.stdout.contains("maxHeight=300\nminHeight=120\ncollapse=shrink\ndamping=0.5\n"))
        expect(outcome.stdout.contains("# largest deviation: height 10 pt (line 6, offset 100), top 0 pt\n"))
        expect(outcome.stdout.contains("# does not fit: 1 sample in height, worst at line 6 (offset 100: 210 for 200)\n"))
        expect(outcome.stdout.contains("# lines that do not fit: 6\n"))
    }

    /// --create stores the preset with one revision; --format json carries the document
    func testCreate() throws {
        let sandbox = Sandbox()
        let path = try sandbox.file("t.jsonl", Self.sticky)
        let json = try require(
            try TransferFixtures.json(try sandbox.run(["fit", path, "--create", "my-utah", "--format", "json"]).stdout)
                as? [String: Any])
        expectEqual(json["created"] as? String, "my-utah")
        expectEqual(json["ok"] as? Bool, true)
        expectEqual((json["keys"] as? [String: String]), ["maxHeight": "300", "minHeight": "120", "collapse": "shrink", "damping": "0.5"])
        expectEqual((json["undetermined"] as? [[String: String]])?.count, 5)
        let preset = try sandbox.presetObject("my-utah")
        expectEqual(preset["maxHeight"] as? Double, 300)
        expectEqual(preset["minHeight"] as? Double, 120)
        expectEqual(preset["damping"] as? Double, 0.5)
        expectEqual(preset["collapse"] as? String, "shrink")
        let history = try require(try TransferFixtures.json(try sandbox.run(["history", "my-utah", "--format", "json"]).stdout) as? [Any])
        expectEqual(history.count, 1)
    }

    /// a strip: accessory.offset and accessory.behavior, its height not determined, its top measured
    func testAccessory() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["fit", "-"], input: Self.strip)
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(
            outcome.stdout,
            """
            # fitted to 10 samples (0 rests) of <stdin>
            maxHeight=300
            minHeight=120
            collapse=shrink
            damping=0.5
            accessory.offset=40
            accessory.behavior=pinned
            # not determined: accessory.height: the strip's height does not show in its top edge; --create takes it from --accessory-height

            """ + Self.noRelease + """
                # largest deviation: height 0 pt, top 0 pt, accessoryTop 0 pt
                # every sample is within 0.5 pt of the fitted preset

                """)
    }

    /// --create with --accessory-height stores the whole strip
    ///
    /// Line 5's strip (offset 40, natural 300) a quarter point off: a is still the median 40, and
    /// that sample is the largest accessoryTop deviation, 300.25 for 300.
    func testCreateStrip() throws {
        let sandbox = Sandbox()
        let path = try sandbox.file("t.jsonl", Self.strip.replacingOccurrences(of: #""accessoryTop": 300}"#, with: #""accessoryTop": 300.25}"#))
        let json = try require(
            try TransferFixtures.json(
                try sandbox.run(["fit", path, "--create", "tabs", "--accessory-height", "48", "--format", "json"]).stdout)
                as? [String: Any])
        let keys = try require(json["keys"] as? [String: String])
        expect(keys["accessory.height"] == "48" && keys["accessory.offset"] == "40" && keys["accessory.behavior"] == "pinned")
        let largest = try require(json["largest"] as? [[String: Any]])
        let strip = try require(largest.first { $0["kind"] as? String == "accessoryTop" })
        expect(strip["line"] as? Int == 5 && strip["expected"] as? Double == 300 && strip["recorded"] as? Double == 300.25)
        let accessory = try require(try sandbox.presetObject("tabs")["accessory"] as? [String: Any])
        expectEqual(accessory["height"] as? Double, 48)
        expectEqual(accessory["offset"] as? Double, 40)
        expectEqual(accessory["behavior"] as? String, "pinned")
    }

    static let failures: [([String], String?, Int32, String)] = [
        (
            ["fit", "-", "--create", "tabs"], strip, 64,
            "--create needs --accessory-height: <stdin> records the strip's top (accessoryTop), which does not show its height"
        ),
        (["fit", "-", "--accessory-height", "48"], sticky, 64, "--accessory-height is for a trace whose samples carry accessoryTop"),
        (["fit", "-", "--create", "tabs", "--accessory-height", "0"], strip, 65, "--accessory-height 0 is outside the strip's heights"),
        (["fit", "missing.jsonl"], nil, 66, "no such file 'missing.jsonl'"),
        (["fit", "-"], "", 65, "<stdin>: the trace is empty"),
        (["fit", "-"], header + "\n{\"t\": 0, \"offset\": 1\n", 65, "<stdin>:2:"),
        (["fit", "-", "--create", "sticky-utah"], sticky, 65, "a preset named 'sticky-utah' already exists"),
        (["fit", "-", "--create", "Bad Name"], sticky, 65, "invalid preset name 'Bad Name'"),
        (
            ["fit", "-", "--create", "pulled"],
            header + "\n" + #"{"t": 0, "offset": -10, "height": 305, "top": 0}"# + "\n" + #"{"t": 1, "offset": 0, "height": 300, "top": 0}"# + "\n",
            65,
            "<stdin> does not determine minHeight: the trace never scrolls into the content; 'pulled' not created"
        ),
        (["fit", "-", "--tolerance", "-1"], sticky, 64, "--tolerance must not be negative"),
        (["verify", "sticky-utah"], nil, 64, "missing expected argument '<trace>'"),
        (["verify", "--against", "a.jsonl", "b.jsonl", "c.jsonl"], nil, 64, "--against compares two recordings"),
        (["verify", "--against", "-", "-"], "", 64, "only one of the two recordings can be read from standard input"),
        (["verify", "--against", "missing.jsonl", "-"], sticky, 66, "no such file 'missing.jsonl'"),
    ]

    /// bad input: one line, its exit status, and the database unchanged
    func testFailure() throws {
        for (arguments, input, status, message) in Self.failures {
            try TestRow.$current.withValue(String(describing: (arguments, input, status, message))) {
                try self.failure(arguments, input, status, message)
            }
        }
    }

    func failure(_ arguments: [String], _ input: String?, _ status: Int32, _ message: String) throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(arguments, input: input ?? "")
        expectEqual(outcome.status, status, "\(outcome.stderr)")
        expectEqual(outcome.stdout, "")
        expect(outcome.stderr.hasPrefix("stretchy: error: ") && outcome.stderr.contains(message), "\(outcome.stderr)")
        expectEqual(outcome.stderr.filter { $0 == "\n" }.count, 1)
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// verify --against: the same header on two systems, told apart at the offset that changed
    ///
    /// The new recording's line 6 (offset 100) is 3 pt taller than the old one, which has
    /// samples at 80 (220) and 180 (120) around it: 200 interpolated, 203 recorded.
    func testAgainst() throws {
        let sandbox = Sandbox()
        let old = Self.sticky.replacingOccurrences(of: #""offset": 100, "height": 200"#, with: #""offset": 80, "height": 220"#)
        _ = try sandbox.file("old.jsonl", old)
        _ = try sandbox.file("same.jsonl", old)
        let here = sandbox.folder
        let same = try sandbox.run(["verify", "--against", "old.jsonl", "same.jsonl"], directory: here)
        expectEqual(same.status, 0)
        expectEqual(
            same.stdout,
            "compared 8 samples of same.jsonl with old.jsonl (0 rests), tolerance 0.5 pt\nok: every sample is within the tolerance of the old recording\n"
        )
        let new = Self.sticky.replacingOccurrences(of: #""height": 200"#, with: #""height": 203"#)
        let outcome = try sandbox.run(["verify", "--against", "old.jsonl", "-"], input: new, directory: here)
        expectEqual(outcome.status, 1)
        expectEqual(
            outcome.stdout,
            """
            compared 8 samples of <stdin> with old.jsonl (0 rests), tolerance 0.5 pt
            deviation  samples  line    t  offset  old  new  difference
            height           1     6  0.4     100  200  203           3
            <stdin> deviates from old.jsonl in 1 way

            """)
        let chart = here.appendingPathComponent("both.svg").path
        let charted = try sandbox.run(
            ["verify", "--against", "old.jsonl", "-", "--chart", chart, "--format", "json"], input: new, directory: here)
        expectEqual(charted.status, 1)
        let svg = try String(contentsOfFile: chart, encoding: .utf8)
        expect(svg.contains("old.jsonl") && svg.contains("&lt;stdin&gt;"))
    }
}
