import Foundation
import TestKit
import Testing

/// Every error reads one way (docs/commands.md#messages): `stretchy: error: ` and then a
/// lower-case message, whatever part of stretchy found the mistake, with every text it quotes in
/// single quotes (`\'`, `\\` and `\u{XX}` inside), whether the user typed it or a document, a
/// trace or the database holds it.
struct ErrorVoiceEndToEndTests {
    /// the parser's messages are lower-case, in the same voice as the rest
    func testUsageErrors() throws {
        for (arguments, message) in [
            (["list", "--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
            (["lsit"], "unknown command 'lsit'; did you mean 'list'?"),
            (["show"], "missing expected argument '<name>'"),
            (["list", "--db"], "missing value for '--db <path>'"),
            (["list", "--format", "yaml"], "the value 'yaml' is invalid for '--format <format>'"),
            (["show", "sticky-utah", "extra"], "unexpected argument 'extra'"),
            (["import", "-", "--dry-run=yes"], "the flag '--dry-run' does not take a value"),
            (["eval", "sticky-utah", "--at", "1", "--at", "2", "--from", "0"], "cannot be used with"),
            (["eval", "sticky-utah", "--from", "0", "--from", "10", "--to", "20"], "--from is given twice ('0' and '10'); give it once"),
            (["export", "--output", "a.json", "--output", "b.json"], "--output is given twice ('a.json' and 'b.json')"),
            (["edit", "sticky-utah", "maxHeight=330", "maxHeight=340"], "maxHeight is given twice ('330' and '340')"),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, message))) { try self.usageErrors(arguments, message) }
        }
    }

    func usageErrors(_ arguments: [String], _ message: String) throws {
        let sandbox = Sandbox()
        try sandbox.expectFailure(arguments, status: 64, message: message)
        let outcome = try sandbox.run(arguments)
        let text = outcome.stderr.dropFirst("stretchy: error: ".count)
        expectEqual(text.first.map { !$0.isUppercase }, true, "\(outcome.stderr)")
    }

    /// a value that cannot be read as its key's type is 64; one that breaks a rule is 65
    func testValueOrRule() throws {
        for (arguments, status, message) in [
            (["create", "hero", "maxHeight=abc"], Int32(64), "maxHeight: 'abc' is not a number"),
            (["create", "hero", "collapse=sideways"], 64, "collapse: 'sideways'"),
            (["create", "hero", "snap.positions=0,x"], 64, "snap.positions"),
            (["create", "hero", "motion.quickReturn=maybe"], 64, "motion.quickReturn: 'maybe' is not true or false"),
            (["create", "hero", "maxheight=3"], 64, "unknown key 'maxheight'"),
            (["create", "hero", "maxHeight=-5"], 65, "maxHeight"),
            (["create", "hero", "minHeight=400"], 65, "minHeight"),
            (["create", "hero", "snap.positions=0,2"], 65, "snap.positions"),
            (["edit", "sticky-utah", "damping=1.5"], 65, "damping: 1.5 is outside 0...1"),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.valueOrRule(arguments, status, message) }
        }
    }

    func valueOrRule(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }

    /// a preset name is in single quotes, escaped, whichever layer names it
    func testPresetNames() throws {
        for (arguments, status, message) in [
            (["show", "a'b"], Int32(66), #"no preset named 'a\'b'"#),
            (["history", "a'b"], 66, #"no preset named 'a\'b'"#),
            (["revert", "a'b", "1"], 66, #"no preset named 'a\'b'"#),
            (["delete", #"a\b"#], 66, #"no preset named 'a\\b'"#),
            (["show", "a\u{1B}]0;x\u{07}b"], 66, #"no preset named 'a\u{1B}]0;x\u{07}b'"#),
            (["show", "a\u{200B}b"], 66, #"no preset named 'a\u{200B}b'"#),
            (["copy", "sticky-utah", "a'b"], 65, #"invalid preset name 'a\'b'"#),
            (["show", "stiky-utah"], 66, "no preset named 'stiky-utah'; did you mean 'sticky-utah'?"),
            (["create", "sticky-utah"], 65, "a preset named 'sticky-utah' already exists"),
            (["revert", "sticky-utah", "99"], 66, "'sticky-utah' has no revision 99"),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.presetNames(arguments, status, message) }
        }
    }

    func presetNames(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }

    /// a cut text ends with … in a UTF-8 locale and with ... in the C locale
    func testCutText() throws {
        let long = String(repeating: "x", count: 70)
        let shown = String(repeating: "x", count: 64)
        let sandbox = Sandbox()
        try sandbox.expectFailure(
            ["show", long], status: 66, message: "no preset named '\(shown)…'",
            environment: ["LC_ALL": "en_US.UTF-8"])
        try sandbox.expectFailure(
            ["show", long], status: 66, message: "no preset named '\(shown)...'",
            environment: ["LC_ALL": "C"])
    }

    static let document = #"{"format": "stretchy-presets", "version": 1, "presets": [PRESET]}"#

    /// a document's and a trace's keys and strings are quoted as the command line's are
    ///
    /// The same mistake reads the same from the command line, a document and a trace.
    func testDocumentsAndTraces() throws {
        for (arguments, input, status, message) in [
            (["edit", "sticky-utah", "dampin=1"], "", Int32(64), "unknown key 'dampin'; did you mean 'damping'?"),
            (
                ["validate", "-"], Self.document.replacingOccurrences(of: "PRESET", with: #"{"name": "hero", "dampin": 1}"#), 65,
                "preset 'hero': unknown key 'dampin'"
            ),
            (
                ["validate", "-"], Self.document.replacingOccurrences(of: "PRESET", with: #"{"name": "hero", "collapse": "sideways"}"#), 65,
                "'sideways' is not 'shrink' or 'scroll'"
            ),
            (
                ["validate", "-"], Self.document.replacingOccurrences(of: "PRESET", with: #"{"name": "hero", "summary": "x", "summary": "y"}"#), 65,
                "duplicate key 'summary'"
            ),
            (
                ["validate", "-"], #"{"format": "stretchy-presets", "version": 1, "presetz": []}"#, 65,
                "unknown key 'presetz'"
            ),
            (
                ["validate", "-"], #"{"format": "presets", "version": 1, "presets": []}"#, 65,
                "'presets' is not 'stretchy-presets'"
            ),
            (
                ["verify", "sticky-utah", "-"],
                #"{"format": "stretchy-trace", "version": 1, "preset": "sticky-utah"}"# + "\n"
                    + #"{"t": 0, "offset": 0, "height": 300, "top": 0, "hieght": 1}"# + "\n", 65,
                "unknown key 'hieght'; did you mean 'height'?"
            ),
            (
                ["verify", "sticky-utah", "-"],
                #"{"format": "stretchy-trace", "version": 1, "preset": "sticky-utah"}"# + "\n"
                    + #"{"t": 0, "offset": 0, "height": 300, "top": 0, "phase": "flung"}"# + "\n", 65,
                "'flung' is not 'drag', "
            ),
        ] {
            try TestRow.$current.withValue(String(describing: (arguments, input, status, message))) {
                try self.documentsAndTraces(arguments, input, status, message)
            }
        }
    }

    func documentsAndTraces(_ arguments: [String], _ input: String, _ status: Int32, _ message: String) throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let outcome = try sandbox.run(arguments, input: input)
        expectEqual(outcome.status, status, "\(outcome.stderr)")
        expect(outcome.stderr.hasPrefix("stretchy: error: "), "\(outcome.stderr)")
        expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        expectEqual(Self.doubleQuotesOutsideJSON(outcome.stderr), 0, "\(outcome.stderr)")
    }

    /// The `"` of a message that are not inside a `{…}` or `[…]` it shows as JSON.
    static func doubleQuotesOutsideJSON(_ text: String) -> Int {
        var depth = 0
        var count = 0
        for character in text {
            switch character {
            case "{", "[": depth += 1
            case "}", "]": depth = max(0, depth - 1)
            case "\"" where depth == 0: count += 1
            default: break
            }
        }
        return count
    }
}
