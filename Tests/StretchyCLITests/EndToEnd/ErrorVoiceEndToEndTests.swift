import Foundation
import Testing

/// Every error reads one way (docs/development.md#messages): `stretchy: error: ` and then a
/// lower-case message, whatever part of stretchy found the mistake, with what the user typed in
/// single quotes and a preset name in double quotes, escaped as JSON escapes it.
@Suite("end to end: the voice of errors")
struct ErrorVoiceEndToEndTests {
    @Test("the parser's messages are lower-case, in the same voice as the rest", arguments: [
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
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let sandbox = Sandbox()
        try sandbox.expectFailure(arguments, status: 64, message: message)
        let outcome = try sandbox.run(arguments)
        let text = outcome.stderr.dropFirst("stretchy: error: ".count)
        #expect(text.first.map { !$0.isUppercase } == true, "\(outcome.stderr)")
    }

    @Test("a value that cannot be read as its key's type is 64; one that breaks a rule is 65", arguments: [
        (["create", "hero", "maxHeight=abc"], Int32(64), "maxHeight: 'abc' is not a number"),
        (["create", "hero", "collapse=sideways"], 64, "collapse: 'sideways'"),
        (["create", "hero", "snap.positions=0,x"], 64, "snap.positions"),
        (["create", "hero", "motion.quickReturn=maybe"], 64, "motion.quickReturn: 'maybe' is not true or false"),
        (["create", "hero", "maxheight=3"], 64, "unknown key 'maxheight'"),
        (["create", "hero", "maxHeight=-5"], 65, "maxHeight"),
        (["create", "hero", "minHeight=400"], 65, "minHeight"),
        (["create", "hero", "snap.positions=0,2"], 65, "snap.positions"),
        (["edit", "sticky-utah", "damping=1.5"], 65, "damping"),
    ])
    func valueOrRule(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }

    @Test("a preset name is in double quotes, escaped as JSON escapes it, whichever layer names it", arguments: [
        (["show", #"a"b"#], Int32(66), #"no preset named "a\"b""#),
        (["history", #"a"b"#], 66, #"no preset named "a\"b""#),
        (["revert", #"a"b"#, "1"], 66, #"no preset named "a\"b""#),
        (["delete", #"a\b"#], 66, #"no preset named "a\\b""#),
        (["copy", "sticky-utah", #"a"b"#], 65, #"invalid preset name "a\"b""#),
        (["show", "stiky-utah"], 66, #"no preset named "stiky-utah"; did you mean "sticky-utah"?"#),
        (["create", "sticky-utah"], 65, #"a preset named "sticky-utah" already exists"#),
        (["revert", "sticky-utah", "99"], 66, #""sticky-utah" has no revision 99"#),
    ])
    func presetNames(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let sandbox = Sandbox()
        try sandbox.expectFailure(arguments, status: status, message: message)
        let outcome = try sandbox.run(arguments)
        #expect(!outcome.stderr.contains("'a") && !outcome.stderr.contains("'sti"), "\(outcome.stderr)")
    }
}
