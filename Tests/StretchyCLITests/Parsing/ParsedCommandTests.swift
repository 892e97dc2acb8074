import TestKit
import Testing

@testable import StretchyCLI

/// What commands read from a parsed command line through their typed options and arguments.
struct ParsedCommandTests {
    private func parse(_ arguments: [String]) throws -> ParsedCommand {
        guard case .run(let parsed) = try CommandLineParser().parse(arguments) else {
            throw UsageError("not a command")
        }
        return parsed
    }

    func testReadsNumbersFromEveryAtOption() throws {
        let parsed = try parse(["eval", "x", "--at", "-120,0", "--at", "40"])
        expectEqual(parsed[EvalCommand.at], [-120, 0, 40])
        expectEqual(parsed[EvalCommand.name], "x")
    }

    func testFallsBackToDefaults() throws {
        let parsed = try parse(["eval", "x", "--from", "-200", "--to", "300"])
        expectEqual(parsed[EvalCommand.from], -200)
        expectEqual(parsed[EvalCommand.step], 10)
        expectEqual(parsed[EvalCommand.format], .table)
        expect(!parsed.isGiven(EvalCommand.step))
        expectEqual(parsed.colorMode, .auto)
        expectEqual(parsed.databaseOption, nil)
    }

    func testSplitsCommaSeparatedChoices() throws {
        let parsed = try parse(["chart", "a", "--series", "height,gap", "--series", "visible"])
        expectEqual(parsed[ChartCommand.series], ["height", "gap", "visible"])
        try expectEqual(parse(["chart", "a"])[ChartCommand.series], ["visible"])
    }

    func testReadsWholeNumbersAndGlobals() throws {
        let parsed = try parse(["--color", "never", "revert", "x", "7", "--db", "a.sqlite"])
        expectEqual(parsed[RevertCommand.revision], 7)
        expectEqual(parsed.colorMode, .never)
        expectEqual(parsed.databaseOption, "a.sqlite")
        try expectEqual(parse(["chart", "a", "--width", "60"])[ChartOutputArguments.width], 60)
    }

    func testRepeatingArgumentsKeepTheirOrder() throws {
        let parsed = try parse(["export", "b", "a", "c"])
        expectEqual(parsed[ExportCommand.names], ["b", "a", "c"])
        try expectEqual(parse(["export"])[ExportCommand.names], [])
    }

    func testChoicesReadAsTheirTypes() throws {
        try expectEqual(parse(["import", "f.json", "--on-conflict", "skip"])[ImportCommand.onConflict], .skip)
        try expectEqual(parse(["import", "f.json"])[ImportCommand.onConflict], .fail)
        try expectEqual(parse(["export", "--to", "swift"])[ExportCommand.language], .swift)
        try expectEqual(parse(["completion", "fish"])[CompletionCommand.shell], .fish)
        expect(try parse(["import", "f.json", "--dry-run"])[ImportCommand.dryRun])
    }
}
