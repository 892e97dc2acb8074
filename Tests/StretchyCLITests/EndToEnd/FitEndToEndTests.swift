import Foundation
import Testing

/// `stretchy fit` and `stretchy verify --against` through the binary (docs/traces.md#fit,
/// docs/traces.md#comparing-two-recordings). Every expected value is worked out by hand from
/// docs/concepts.md.
@Suite("end to end: fit and verify --against")
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

    static let noRelease = ["snap.mode", "snap.positions", "snap.policy", "motion.fling", "motion.decelerationRate"]
        .map { "# not determined: \($0): the trace has no release followed by a rest\n" }.joined()

    @Test("the preset as KEY=VALUE lines, what is not determined, and exit 0")
    func fits() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["fit", "-"], input: Self.sticky)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(
            outcome.stdout == """
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

    /// Line 6 (offset 100) 10 pt taller: the medians and the pull still give the same preset,
    /// and that sample is named.
    @Test("a sample the preset does not explain is named by its line, exit 1")
    func misfit() throws {
        let sandbox = Sandbox()
        let trace = Self.sticky.replacingOccurrences(of: #""height": 200"#, with: #""height": 210"#)
        let outcome = try sandbox.run(["fit", try sandbox.file("t.jsonl", trace)])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("maxHeight=300\nminHeight=120\ncollapse=shrink\ndamping=0.5\n"))
        #expect(outcome.stdout.contains("# largest deviation: height 10 pt (line 6, offset 100), top 0 pt\n"))
        #expect(outcome.stdout.contains("# does not fit: 1 sample in height, worst at line 6 (offset 100: 210 for 200)\n"))
        #expect(outcome.stdout.contains("# lines that do not fit: 6\n"))
    }

    @Test("--create stores the preset with one revision; --format json carries the document")
    func create() throws {
        let sandbox = Sandbox()
        let path = try sandbox.file("t.jsonl", Self.sticky)
        let json = try #require(
            try TransferFixtures.json(try sandbox.run(["fit", path, "--create", "my-utah", "--format", "json"]).stdout)
                as? [String: Any])
        #expect(json["created"] as? String == "my-utah")
        #expect(json["ok"] as? Bool == true)
        #expect((json["keys"] as? [String: String]) == ["maxHeight": "300", "minHeight": "120", "collapse": "shrink", "damping": "0.5"])
        #expect((json["undetermined"] as? [[String: String]])?.count == 5)
        let preset = try sandbox.presetObject("my-utah")
        #expect(preset["maxHeight"] as? Double == 300)
        #expect(preset["minHeight"] as? Double == 120)
        #expect(preset["damping"] as? Double == 0.5)
        #expect(preset["collapse"] as? String == "shrink")
        let history = try #require(try TransferFixtures.json(try sandbox.run(["history", "my-utah", "--format", "json"]).stdout) as? [Any])
        #expect(history.count == 1)
    }

    static let failures: [([String], String?, Int32, String)] = [
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

    @Test("bad input: one line, its exit status, and the database unchanged", arguments: failures)
    func failure(_ arguments: [String], _ input: String?, _ status: Int32, _ message: String) throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(arguments, input: input ?? "")
        #expect(outcome.status == status, "\(outcome.stderr)")
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.hasPrefix("stretchy: error: ") && outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
        #expect(sandbox.databaseBytes() == before)
    }

    /// The new recording's line 6 (offset 100) is 3 pt taller than the old one, which has
    /// samples at 80 (220) and 180 (120) around it: 200 interpolated, 203 recorded.
    @Test("verify --against: the same header on two systems, told apart at the offset that changed")
    func against() throws {
        let sandbox = Sandbox()
        let old = Self.sticky.replacingOccurrences(of: #""offset": 100, "height": 200"#, with: #""offset": 80, "height": 220"#)
        _ = try sandbox.file("old.jsonl", old)
        _ = try sandbox.file("same.jsonl", old)
        let here = sandbox.folder
        let same = try sandbox.run(["verify", "--against", "old.jsonl", "same.jsonl"], directory: here)
        #expect(same.status == 0)
        #expect(
            same.stdout
                == "compared 8 samples of same.jsonl with old.jsonl (0 rests), tolerance 0.5 pt\nok: every sample is within the tolerance of the old recording\n"
        )
        let new = Self.sticky.replacingOccurrences(of: #""height": 200"#, with: #""height": 203"#)
        let outcome = try sandbox.run(["verify", "--against", "old.jsonl", "-"], input: new, directory: here)
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                compared 8 samples of <stdin> with old.jsonl (0 rests), tolerance 0.5 pt
                deviation  samples  line    t  offset  old  new  difference
                height           1     6  0.4     100  200  203           3
                <stdin> deviates from old.jsonl in 1 way

                """)
        let chart = here.appendingPathComponent("both.svg").path
        let charted = try sandbox.run(
            ["verify", "--against", "old.jsonl", "-", "--chart", chart, "--format", "json"], input: new, directory: here)
        #expect(charted.status == 1)
        let svg = try String(contentsOfFile: chart, encoding: .utf8)
        #expect(svg.contains("old.jsonl") && svg.contains("&lt;stdin&gt;"))
    }
}
