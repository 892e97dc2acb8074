import TestKit
import Testing

@testable import StretchyCLI

/// A command line that parses, and what the handler should see.
struct ParseSuccessCase: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let command: String
    let argumentValues: [String: [String]]
    let optionValues: [String: [String]]
    let flags: Set<String>

    init(
        _ arguments: [String], _ command: String, arguments argumentValues: [String: [String]] = [:],
        options: [String: [String]] = [:], flags: Set<String> = []
    ) {
        self.arguments = arguments
        self.command = command
        self.argumentValues = argumentValues
        self.optionValues = options
        self.flags = flags
    }

    var testDescription: String { arguments.joined(separator: " ") }
}

/// A command line that is wrong, and the exact line the user sees.
struct ParseErrorCase: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let line: String

    init(_ arguments: [String], _ line: String) {
        self.arguments = arguments
        self.line = line
    }

    var testDescription: String { arguments.joined(separator: " ") }
}

struct CommandLineParserTests {
    static let successes: [ParseSuccessCase] = [
        .init(["show", "sticky-utah"], "show", arguments: ["name": ["sticky-utah"]]),
        .init(["eval", "x", "--at", "-120,0,40"], "eval", arguments: ["name": ["x"]], options: ["at": ["-120,0,40"]]),
        .init(["eval", "x", "--at=-120,0,40"], "eval", arguments: ["name": ["x"]], options: ["at": ["-120,0,40"]]),
        .init(
            ["eval", "--at", "-120", "x", "--at", "0,40"], "eval", arguments: ["name": ["x"]],
            options: ["at": ["-120", "0,40"]]),
        .init(
            ["eval", "x", "--from", "-200", "--to", "300", "--step", "20"], "eval", arguments: ["name": ["x"]],
            options: ["from": ["-200"], "to": ["300"], "step": ["20"]]),
        .init(
            ["eval", "x", "--from", "-1e3", "--to", "-.5"], "eval", arguments: ["name": ["x"]],
            options: ["from": ["-1e3"], "to": ["-.5"]]),
        .init(["snap", "x", "--offset", "-30"], "snap", arguments: ["name": ["x"]], options: ["offset": ["-30"]]),
        .init(
            ["snap", "x", "--offset=-30", "--velocity", "-900.5"], "snap", arguments: ["name": ["x"]],
            options: ["offset": ["-30"], "velocity": ["-900.5"]]),
        .init(["show", "-30"], "show", arguments: ["name": ["-30"]]),
        .init(["--db", "/tmp/a.sqlite", "list"], "list", options: ["db": ["/tmp/a.sqlite"]]),
        .init(["list", "--db", "/tmp/a.sqlite"], "list", options: ["db": ["/tmp/a.sqlite"]]),
        .init(
            ["--db=/tmp/a.sqlite", "--format", "json", "list"], "list",
            options: ["db": ["/tmp/a.sqlite"], "format": ["json"]]),
        .init(["--color", "always", "chart", "a"], "chart", arguments: ["name": ["a"]], options: ["color": ["always"]]),
        .init(
            ["export", "-o", "out.json", "a", "b"], "export", arguments: ["name": ["a", "b"]],
            options: ["output": ["out.json"]]),
        .init(["export", "-oout.json"], "export", options: ["output": ["out.json"]]),
        .init(["export", "--output", "-"], "export", options: ["output": ["-"]]),
        .init(["import", "-"], "import", arguments: ["file": ["-"]]),
        .init(
            ["import", "--dry-run", "--on-conflict", "skip", "-"], "import", arguments: ["file": ["-"]],
            options: ["on-conflict": ["skip"]], flags: ["dry-run"]),
        .init(["delete", "--", "-x"], "delete", arguments: ["name": ["-x"]]),
        .init(
            ["create", "tall", "maxHeight=320", "shadow.threshold=140", "--from", "sticky-utah"], "create",
            arguments: ["name": ["tall"], "key=value": ["maxHeight=320", "shadow.threshold=140"]],
            options: ["from": ["sticky-utah"]]),
        .init(
            ["edit", "x", "snap.positions=0,0.5,1", "shadow=null"], "edit",
            arguments: ["name": ["x"], "key=value": ["snap.positions=0,0.5,1", "shadow=null"]]),
        .init(["edit", "x"], "edit", arguments: ["name": ["x"]]),
        .init(["revert", "x", "3"], "revert", arguments: ["name": ["x"], "revision": ["3"]]),
        .init(
            ["chart", "a", "b", "--series", "height,gap", "--series", "visible", "--ascii"], "chart",
            arguments: ["name": ["a", "b"]], options: ["series": ["height,gap", "visible"]], flags: ["ascii"]),
        .init(["list", "--names-only"], "list", flags: ["names-only"]),
        .init(["restore", "--all"], "restore", flags: ["all"]),
        .init(["restore", "sticky-utah"], "restore", arguments: ["name": ["sticky-utah"]]),
        .init(["completion", "zsh"], "completion", arguments: ["shell": ["zsh"]]),
        .init(["check"], "check"),
        .init(["validate", "team.json"], "validate", arguments: ["file": ["team.json"]]),
        .init(["history", "x", "--format=csv"], "history", arguments: ["name": ["x"]], options: ["format": ["csv"]]),
    ]

    func testParses() throws {
        for row in Self.successes {
            try TestRow.$current.withValue(String(describing: row)) { try self.parses(row) }
        }
    }

    func parses(_ row: ParseSuccessCase) throws {
        let outcome = try CommandLineParser().parse(row.arguments)
        guard case .run(let parsed) = outcome else {
            Issue.record("expected a command, got \(outcome)")
            return
        }
        expectEqual(parsed.name, row.command)
        expectEqual(parsed.argumentValues, row.argumentValues)
        expectEqual(parsed.optionValues, row.optionValues)
        expectEqual(parsed.flags, row.flags)
    }

    static let helpAndVersion: [(arguments: [String], outcome: ParseOutcome)] = [
        ([], .help(nil)),
        (["--help"], .help(nil)),
        (["-h"], .help(nil)),
        (["help"], .help(nil)),
        (["help", "eval"], .help(EvalCommand.spec)),
        (["help", "eval", "--bogus", "x"], .help(EvalCommand.spec)),
        (["help", "--markdown"], .reference(nil, .markdown)),
        (["help", "eval", "--markdown"], .reference(EvalCommand.spec, .markdown)),
        (["help", "--man"], .reference(nil, .manual)),
        (["help", "--man", "snap"], .reference(SnapCommand.spec, .manual)),
        (["eval", "--help"], .help(EvalCommand.spec)),
        (["eval", "--mx", "-h"], .help(EvalCommand.spec)),
        (["snap", "-h"], .help(SnapCommand.spec)),
        (["--db", "x", "show", "--help"], .help(ShowCommand.spec)),
        (["--version"], .version(json: false)),
        (["list", "--version"], .version(json: false)),
        (["--version", "--format", "json"], .version(json: true)),
        (["list", "--format=json", "--version"], .version(json: true)),
    ]

    func testHelpAndVersionWinOverMistakes() throws {
        for (arguments, expected) in Self.helpAndVersion {
            try TestRow.$current.withValue(String(describing: (arguments, expected))) { try self.helpAndVersionWinOverMistakes(arguments, expected) }
        }
    }

    func helpAndVersionWinOverMistakes(_ arguments: [String], _ expected: ParseOutcome) throws {
        try expectEqual(CommandLineParser().parse(arguments), expected)
    }

    static let errors: [ParseErrorCase] = [
        .init(["list", "--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
        .init(["import", "x", "--dry"], "unknown option '--dry'; did you mean '--dry-run'?"),
        .init(["eval", "x", "--mx"], "unknown option '--mx'; see 'stretchy help eval'"),
        .init(["list", "-x"], "unknown option '-x'; see 'stretchy help list'"),
        .init(["--db"], "missing value for '--db <path>'; see 'stretchy help'"),
        .init(["list", "--db"], "missing value for '--db <path>'; see 'stretchy help list'"),
        .init(["list", "--db", "--format", "json"], "missing value for '--db <path>'; see 'stretchy help list'"),
        .init(["--db", "a.sqlite"], "missing expected argument '<subcommand>'; see 'stretchy help'"),
        .init(["show"], "missing expected argument '<name>'; see 'stretchy help show'"),
        .init(["rename", "a"], "missing expected argument '<new>'; see 'stretchy help rename'"),
        .init(["chart"], "missing expected argument '<name>'; see 'stretchy help chart'"),
        .init(["show", "a", "b"], "unexpected argument 'b'; see 'stretchy help show'"),
        .init(["help", "--markdown", "--man"], "'--markdown' cannot be used with '--man'; see 'stretchy help help'"),
        .init(["eval", "x", "--at", "1", "--", "--help"], "unexpected argument '--help'; see 'stretchy help eval'"),
        .init(
            ["list", "--format", "foo"],
            "the value 'foo' is invalid for '--format <format>'; allowed: table, json, csv"),
        .init(
            ["--color", "rainbow", "list"],
            "the value 'rainbow' is invalid for '--color <when>'; allowed: auto, always, never"),
        .init(["lsit"], "unknown command 'lsit'; did you mean 'list'?"),
        .init(["frobnicate"], "unknown command 'frobnicate'; see 'stretchy help'"),
        .init(["help", "shwo"], "unknown command 'shwo'; did you mean 'show'?"),
        .init(["snap", "x"], "missing expected argument '--offset <y>' or '--page-switch <ya,yb>'; see 'stretchy help snap'"),
        .init(["snap", "x", "--offset", "abc"], "the value 'abc' is invalid for '--offset <y>'; expected a number"),
        .init(["snap", "x", "--offset", "nan"], "the value 'nan' is invalid for '--offset <y>'; expected a number"),
        .init(["eval", "x"], "missing expected argument '--at <y,...>' or '--from <y>'; see 'stretchy help eval'"),
        .init(
            ["eval", "x", "--at", "1", "--from", "0"],
            "'--at <y,...>' cannot be used with '--from <y>'; see 'stretchy help eval'"),
        .init(["eval", "x", "--from", "0"], "'--from <y>' requires '--to <y>'; see 'stretchy help eval'"),
        .init(
            ["eval", "x", "--at", "1,,2"],
            "the value '1,,2' is invalid for '--at <y,...>'; expected numbers separated by commas, like -120,0,40"),
        .init(["import", "-", "--dry-run=yes"], "the flag '--dry-run' does not take a value; see 'stretchy help import'"),
        .init(
            ["revert", "x", "zero"],
            "the value 'zero' is invalid for '<revision>'; expected a whole number of at least 1"),
        .init(["revert", "x", "0"], "the value '0' is invalid for '<revision>'; expected a whole number of at least 1"),
        .init(
            ["create", "x", "maxHeight"],
            "the value 'maxHeight' is invalid for '<key=value>'; expected KEY=VALUE, like maxHeight=320"),
        .init(["completion", "tcsh"], "the value 'tcsh' is invalid for '<shell>'; allowed: bash, zsh, fish"),
        .init(
            ["chart", "a", "--series", "height,depth"],
            "the value 'depth' is invalid for '--series <series>'; "
                + "allowed: height, visible, translation, gap, progress, shadow, accessoryTop, LAYER.PROPERTY"),
        .init(
            ["chart", "a", "--width", "-3"],
            "the value '-3' is invalid for '--width <columns>'; expected a whole number of at least 1"),
        .init(["restore"], "missing expected argument '<name>' or '--all'; see 'stretchy help restore'"),
        .init(["restore", "a", "--all"], "'--all' cannot be used with '<name>'; see 'stretchy help restore'"),
    ]

    func testRejects() {
        for row in Self.errors {
            TestRow.$current.withValue(String(describing: row)) { self.rejects(row) }
        }
    }

    func rejects(_ row: ParseErrorCase) {
        do {
            let outcome = try CommandLineParser().parse(row.arguments)
            Issue.record("expected a usage error, got \(outcome)")
        } catch {
            expectEqual(error.reportLine(), "stretchy: error: \(row.line)\n")
            expectEqual(error.exitStatus.rawValue, 64)
        }
    }
}
