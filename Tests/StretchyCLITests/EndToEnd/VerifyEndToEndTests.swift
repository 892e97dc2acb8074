import Foundation
import TestKit
import Testing

/// `stretchy verify`: hand-made traces against built-in presets, every expected value worked out
/// from docs/concepts.md (sticky-utah: shrink, H 300, h 120, damping 0.5, no snapping;
/// scaling-header-snap: shrink, H 350, h 150, snapping immediately to 0, 100, 200).
struct VerifyEndToEndTests {
    static let header = #"{"format": "stretchy-trace", "version": 1, "preset": "sticky-utah"}"#

    /// A drag down into the content, a pull, and a release at 50 with 1000 pt/s, which rests at
    /// 50 + 0.499 × 1000 = 549.
    static let utah =
        [
            header,
            #"{"t": 0, "offset": 0, "height": 300, "top": 0, "phase": "drag"}"#,
            #"{"t": 0.1, "offset": 40, "height": 260, "top": 0}"#,
            #"{"t": 0.2, "offset": -40, "height": 320.4, "top": 0}"#,
            #"{"t": 0.3, "offset": 50, "height": 250, "top": 0, "phase": "release", "velocity": 1000}"#,
            #"{"t": 0.8, "offset": 400, "height": 120, "top": 0, "phase": "coast"}"#,
            #"{"t": 1.3, "offset": 549, "height": 120, "top": 0, "phase": "rest"}"#,
        ].joined(separator: "\n") + "\n"

    static func edited(_ replacements: [(String, String)]) -> String {
        replacements.reduce(utah) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// a trace within the tolerance: exit 0, the count of samples and rests
    func testWithin() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["verify", "sticky-utah", try sandbox.file("utah.jsonl", Self.utah)])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stderr, "")
        expectEqual(
            outcome.stdout,
            """
            checked 6 samples against sticky-utah (1 rest), tolerance 0.5 pt
            ok: every sample is within the tolerance

            """)
    }

    /// Line 3 off by -10 (260 → 250), line 4 by +4.6 (320.4 → 324.6; 320 expected): height's
    /// worst is line 3. The rest at 500 instead of 549.
    static let deviating = edited([
        (#""height": 260"#, #""height": 250"#), ("320.4", "324.6"),
        (#""offset": 549"#, #""offset": 500"#),
    ])
    /// What `verify` prints for ``deviating`` before its closing line.
    static let worstOfDeviating = """
        checked 6 samples against sticky-utah (1 rest), tolerance 0.5 pt
        deviation  samples  line    t  offset  expected  recorded  difference
        height           2     3  0.1      40       260       250         -10
        rest             1     7  1.3     500       549       500         -49

        """

    /// deviations: exit 1, the worst of each kind with its line, t and offset
    func testDeviates() throws {
        let sandbox = Sandbox()
        let trace = Self.deviating
        let outcome = try sandbox.run(["verify", "sticky-utah", "-"], input: trace)
        expectEqual(outcome.status, 1)
        expectEqual(outcome.stdout, Self.worstOfDeviating + "the app deviates from sticky-utah in 2 ways\n")
        let json = try require(
            try TransferFixtures.json(
                try sandbox.run(["verify", "sticky-utah", "-", "--format", "json"], input: trace).stdout) as? [String: Any])
        expectEqual(json["samples"] as? Int, 6)
        expectEqual(json["ok"] as? Bool, false)
        let deviations = try require(json["deviations"] as? [[String: Any]])
        expectEqual(deviations.map { $0["kind"] as? String }, ["height", "rest"])
        expectEqual(deviations.map { $0["line"] as? Int }, [3, 7])
        expectEqual(deviations.map { $0["expected"] as? Double }, [260, 549])
        expectEqual((deviations[1]["release"] as? [String: Any])?["line"] as? Int, 5)
    }

    /// --tolerance widens lengths; a negative one is a usage error
    func testTolerance() throws {
        for (tolerance, status) in [
            ("0.3", 1), ("0.4", 0), ("-1", 64),
        ] as [(String, Int32)] {
            try TestRow.$current.withValue(String(describing: (tolerance, status))) { try self.tolerance(tolerance: tolerance, status: status) }
        }
    }

    func tolerance(tolerance: String, status: Int32) throws {
        let sandbox = Sandbox()
        // Line 4 is 0.4 off (320.4 for 320).
        let outcome = try sandbox.run(["verify", "sticky-utah", "-", "--tolerance", tolerance], input: Self.utah)
        expectEqual(outcome.status, status)
    }

    static let malformedCases: [(String, String)] = [
        ("", "<stdin>: the trace is empty; its first line is {\"format\": \"stretchy-trace\", \"version\": 1}"),
        (header + "\n", "<stdin>: the trace has no samples after its header"),
        (
            String(utah.split(separator: "\n").dropFirst().joined(separator: "\n")),
            #"<stdin>:1:1: expected the trace header {"format": "stretchy-trace", "version": 1}, found a sample"#
        ),
        (edited([(#""t": 0.2"#, #""t": 0.05"#)]), "<stdin>:4: t 0.05 is earlier than the t 0.1 of line 3; t never decreases"),
        (edited([(#""height": 260, "#, #""height": 260 "#)]), "<stdin>:3:40: expected ',' or '}' after object member"),
        (
            edited([(#""phase": "coast""#, #""phase": "fling""#)]),
            #"<stdin>:6:61: phase: 'fling' is not 'drag', 'release', 'coast' or 'rest'"#
        ),
        (
            #"{"format": "stretchy-trace", "version": 2}"# + "\n",
            "<stdin>:1:1: trace version 2 is newer than this stretchy reads (1); update stretchy"
        ),
        (
            header + "\n" + String(repeating: " ", count: 70_000) + "{}\n",
            "<stdin>:2: line is longer than 65536 bytes; a trace sample is one short line"
        ),
    ]

    /// a malformed trace exits 65 and names the line; an unknown key with a did-you-mean
    func testMalformed() throws {
        for (trace, message) in Self.malformedCases + Self.unknownKeyCases {
            try TestRow.$current.withValue(String(describing: (trace, message))) { try self.malformed(trace: trace, message: message) }
        }
    }

    func malformed(trace: String, message: String) throws {
        let outcome = try Sandbox().run(["verify", "sticky-utah", "-"], input: trace)
        expectEqual(outcome.status, 65)
        expectEqual(outcome.stdout, "")
        expectEqual(outcome.stderr, "stretchy: error: \(message)\n")
    }

    /// an endless line is refused after its first 64 KiB, not read whole: /dev/zero ends with exit 65
    func testEndlessLine() throws {
        let outcome = try Sandbox().run(["verify", "sticky-utah", "/dev/zero"])
        expectEqual(outcome.status, 65)
        expectEqual(outcome.stderr, "stretchy: error: /dev/zero:1: line is longer than 65536 bytes; a trace sample is one short line\n")
        let piped = try Sandbox().run(
            ["verify", "sticky-utah", "-"],
            input: Self.header + "\n" + String(repeating: "x", count: 4 << 20))
        expectEqual(piped.status, 65)
        expect(piped.stderr.hasPrefix("stretchy: error: <stdin>:2: line is longer than 65536 bytes"))
    }

    /// a release rests where the preset's own fling model says: Android's spline
    ///
    /// android-collapsing-toolbar: scroll, H 256, h 56 (E 200), no snapping, flinging as Android:
    /// a release at 20 with 1000 pt/s travels D(1000) = 194.31362127989584 (docs/format.md#motion-fling,
    /// worked out with Python's math), so it rests at 214.31362127989584, not at UIKit's
    /// 20 + 0.499 × 1000 = 519.
    func testAndroidRest() throws {
        for (rest, status) in [
            ("214.31362127989584", 0), ("214", 0), ("519", 1),
        ] as [(String, Int32)] {
            try TestRow.$current.withValue(String(describing: (rest, status))) { try self.androidRest(rest: rest, status: status) }
        }
    }

    func androidRest(rest: String, status: Int32) throws {
        let trace =
            [
                #"{"format": "stretchy-trace", "version": 1, "preset": "android-collapsing-toolbar"}"#,
                #"{"t": 0, "offset": 0, "height": 256, "top": 0, "phase": "drag"}"#,
                #"{"t": 0.1, "offset": 20, "height": 256, "top": -20, "phase": "release", "velocity": 1000}"#,
                #"{"t": 0.4, "offset": 150, "height": 256, "top": -150, "phase": "coast"}"#,
                #"{"t": 0.9, "offset": \#(rest), "height": 256, "top": -200, "phase": "rest"}"#,
            ].joined(separator: "\n") + "\n"
        let outcome = try Sandbox().run(["verify", "android-collapsing-toolbar", "-", "--format", "json"], input: trace)
        expectEqual(outcome.status, status)
        let json = try require(try TransferFixtures.json(outcome.stdout) as? [String: Any])
        expectEqual(json["rests"] as? Int, 1)
        let deviations = try require(json["deviations"] as? [[String: Any]])
        if status == 1 {
            expectEqual(deviations.map { $0["kind"] as? String }, ["rest"])
            expectEqual(deviations.first?["line"] as? Int, 5)
            expect(abs((deviations.first?["expected"] as? Double ?? 0) - 214.31362127989584) < 1e-9)
        } else {
            expect(deviations.isEmpty)
        }
    }

    /// no such preset or file: exit 66
    func testNotFound() throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("utah.jsonl", Self.utah)
        let preset = try sandbox.run(["verify", "sticky-utha", file])
        expectEqual(preset.status, 66)
        expectEqual(preset.stderr, "stretchy: error: no preset named 'sticky-utha'; did you mean 'sticky-utah'?\n")
        let missing = try sandbox.run(["verify", "sticky-utah", "no-such.jsonl"])
        expectEqual(missing.status, 66)
        expectEqual(missing.stderr, "stretchy: error: no such file 'no-such.jsonl'\n")
    }

    /// --chart writes an SVG of the recorded curve over the preset's
    func testChart() throws {
        let sandbox = Sandbox()
        let svg = sandbox.folder.appendingPathComponent("utah.svg")
        let outcome = try sandbox.run(["verify", "sticky-utah", "-", "--chart", svg.path], input: Self.utah)
        expectEqual(outcome.status, 0)
        let text = try String(contentsOf: svg, encoding: .utf8)
        expect(text.hasPrefix("<svg"))
        expect(text.contains(">sticky-utah</text>") && text.contains(">recorded</text>"))
    }

    // MARK: What verify could not check

    /// scaling-header-profile tracks avatar, small-title and title (docs/tracks.md); at offset 0
    /// it is 372 tall at top 0, progress 0: avatar and title at opacity 1, small-title at 0.
    static func profile(_ layers: String?) -> String {
        let sample =
            layers.map { #"{"t": 0, "offset": 0, "height": 372, "top": 0, "layers": \#($0)}"# }
            ?? #"{"t": 0, "offset": 0, "height": 372, "top": 0}"#
        return #"{"format": "stretchy-trace", "version": 1, "preset": "scaling-header-profile"}"# + "\n" + sample + "\n"
    }

    /// a trace with no layers says the preset's tracked layers were not checked, in the table and in JSON
    func testLayersNotRecorded() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["verify", "scaling-header-profile", "-"], input: Self.profile(nil))
        expectEqual(outcome.status, 0)
        expectEqual(
            outcome.stdout,
            """
            checked 1 sample against scaling-header-profile (0 rests), tolerance 0.5 pt
            not checked: layers tracked by scaling-header-profile but not recorded: avatar, small-title, title
            ok: every sample is within the tolerance

            """)
        let json = try require(
            try TransferFixtures.json(
                try sandbox.run(["verify", "scaling-header-profile", "-", "--format", "json"], input: Self.profile(nil)).stdout)
                as? [String: Any])
        expectEqual(json["layersChecked"] as? [String], [])
        expectEqual(json["layersNotRecorded"] as? [String], ["avatar", "small-title", "title"])
        expectEqual((json["layersUntracked"] as? [Any])?.isEmpty, true)
        expectEqual(json["ok"] as? Bool, true)
    }

    /// a recorded layer the preset has no track for is named, with the closest tracked layer
    func testLayerUntracked() throws {
        let sandbox = Sandbox()
        let trace = Self.profile(#"{"titel": {"opacity": 1}, "avatar": {"opacity": 1}, "badge": {"scale": 1}}"#)
        let outcome = try sandbox.run(["verify", "scaling-header-profile", "-"], input: trace)
        expectEqual(outcome.status, 0)
        expectEqual(
            outcome.stdout,
            """
            checked 1 sample against scaling-header-profile (0 rests), tolerance 0.5 pt
            layers checked against tracks: avatar
            not checked: layers tracked by scaling-header-profile but not recorded: small-title, title
            not checked: layers recorded but not tracked by scaling-header-profile, compared with resting values: badge, titel (did you mean 'title'?)
            ok: every sample is within the tolerance

            """)
        let json = try require(
            try TransferFixtures.json(
                try sandbox.run(["verify", "scaling-header-profile", "-", "--format", "json"], input: trace).stdout)
                as? [String: Any])
        expectEqual(json["layersChecked"] as? [String], ["avatar"])
        expectEqual(json["layersNotRecorded"] as? [String], ["small-title", "title"])
        let untracked = try require(json["layersUntracked"] as? [[String: Any]])
        expectEqual(untracked.map { $0["layer"] as? String }, ["badge", "titel"])
        expectEqual(untracked.map { $0["didYouMean"] as? String }, [nil, "title"])
    }

    /// An unknown key is refused as in preset documents (docs/traces.md#format), naming the
    /// closest known key: `malformed` runs these too.
    static let unknownKeyCases: [(String, String)] = [
        (
            header + "\n" + #"{"t": 0, "offset": 0, "hieght": 300, "top": 0}"#,
            #"<stdin>:2:23: unknown key 'hieght'; did you mean 'height'?"#
        ),
        (
            header + "\n" + #"{"t": 0, "ofset": 0, "height": 300, "top": 0}"#,
            #"<stdin>:2:10: unknown key 'ofset'; did you mean 'offset'?"#
        ),
        (
            header + "\n" + #"{"t": 0, "offset": 0, "height": 300, "top": 0, "colour": 1}"#,
            #"<stdin>:2:48: unknown key 'colour'; expected one of t, offset, height, top, layers, phase, velocity, accessoryTop"#
        ),
        (
            header + "\n" + #"{"t": 0, "offset": 0, "height": 300, "top": 0, "layers": {"title": {"opcity": 1}}}"#,
            #"<stdin>:2:69: layers.title: unknown property 'opcity'; did you mean 'opacity'?"#
        ),
        (
            #"{"format": "stretchy-trace", "version": 1, "prest": "sticky-utah"}"# + "\n",
            #"<stdin>:1:1: unknown key 'prest' in the trace header; did you mean 'preset'?"#
        ),
    ]

    /// --all lists every deviating sample after the worst of each kind, in the table and in JSON
    func testAll() throws {
        let sandbox = Sandbox()
        // Line 3 height -10, line 4 height +4.6, the rest at line 7 -49.
        let trace = Self.deviating
        let outcome = try sandbox.run(["verify", "sticky-utah", "-", "--all"], input: trace)
        expectEqual(outcome.status, 1)
        expectEqual(
            outcome.stdout,
            Self.worstOfDeviating + """
                every deviating sample:
                line    t  offset  deviation  expected  recorded  difference
                   3  0.1      40  height          260       250         -10
                   4  0.2     -40  height          320     324.6         4.6
                   7  1.3     500  rest            549       500         -49
                the app deviates from sticky-utah in 2 ways

                """)
        let json = try require(
            try TransferFixtures.json(
                try sandbox.run(["verify", "sticky-utah", "-", "--all", "--format", "json"], input: trace).stdout)
                as? [String: Any])
        let every = try require(json["deviatingSamples"] as? [[String: Any]])
        expectEqual(every.map { $0["line"] as? Int }, [3, 4, 7])
        expectEqual(every.map { $0["kind"] as? String }, ["height", "height", "rest"])
        expectEqual(every.map { $0["t"] as? Double }, [0.1, 0.2, 1.3])
        expectEqual(every.map { $0["offset"] as? Double }, [40, -40, 500])
        expectEqual(every.map { $0["expected"] as? Double }, [260, 320, 549])
        expectEqual(every.map { $0["recorded"] as? Double }, [250, 324.6, 500])
        expectEqual(json["deviatingSamplesNotListed"] as? Int, 0)
        // Without --all, the list is not there.
        let plain = try require(
            try TransferFixtures.json(
                try sandbox.run(["verify", "sticky-utah", "-", "--format", "json"], input: trace).stdout) as? [String: Any])
        expect(plain["deviatingSamples"] == nil)
    }
}
