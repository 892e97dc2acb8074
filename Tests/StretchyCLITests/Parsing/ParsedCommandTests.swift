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

    @Test func readsNumbersFromEveryAtOption() throws {
        let parsed = try parse(["eval", "x", "--at", "-120,0", "--at", "40"])
        #expect(parsed[EvalCommand.at] == [-120, 0, 40])
        #expect(parsed[EvalCommand.name] == "x")
    }

    @Test func fallsBackToDefaults() throws {
        let parsed = try parse(["eval", "x", "--from", "-200", "--to", "300"])
        #expect(parsed[EvalCommand.from] == -200)
        #expect(parsed[EvalCommand.step] == 10)
        #expect(parsed[EvalCommand.format] == .table)
        #expect(!parsed.isGiven(EvalCommand.step))
        #expect(parsed.colorMode == .auto)
        #expect(parsed.databaseOption == nil)
    }

    @Test func splitsCommaSeparatedChoices() throws {
        let parsed = try parse(["chart", "a", "--series", "height,gap", "--series", "visible"])
        #expect(parsed[ChartCommand.series] == ["height", "gap", "visible"])
        #expect(try parse(["chart", "a"])[ChartCommand.series] == ["visible"])
    }

    @Test func readsWholeNumbersAndGlobals() throws {
        let parsed = try parse(["--color", "never", "revert", "x", "7", "--db", "a.sqlite"])
        #expect(parsed[RevertCommand.revision] == 7)
        #expect(parsed.colorMode == .never)
        #expect(parsed.databaseOption == "a.sqlite")
        #expect(try parse(["chart", "a", "--width", "60"])[ChartOutputArguments.width] == 60)
    }

    @Test func repeatingArgumentsKeepTheirOrder() throws {
        let parsed = try parse(["export", "b", "a", "c"])
        #expect(parsed[ExportCommand.names] == ["b", "a", "c"])
        #expect(try parse(["export"])[ExportCommand.names] == [])
    }

    @Test func choicesReadAsTheirTypes() throws {
        #expect(try parse(["import", "f.json", "--on-conflict", "skip"])[ImportCommand.onConflict] == .skip)
        #expect(try parse(["import", "f.json"])[ImportCommand.onConflict] == .fail)
        #expect(try parse(["export", "--to", "swift"])[ExportCommand.language] == .swift)
        #expect(try parse(["completion", "fish"])[CompletionCommand.shell] == .fish)
        #expect(try parse(["import", "f.json", "--dry-run"])[ImportCommand.dryRun])
    }
}
