import Testing
import StretchyCLI

struct ParsedCommandTests {
    private func parse(_ arguments: [String]) throws -> ParsedCommand {
        guard case .run(let parsed) = try CommandLineParser().parse(arguments) else {
            throw UsageError("not a command")
        }
        return parsed
    }

    @Test func readsNumbersFromEveryAtOption() throws {
        let parsed = try parse(["eval", "x", "--at", "-120,0", "--at", "40"])
        #expect(parsed.numbers("at") == [-120, 0, 40])
        #expect(parsed.argument("name") == "x")
    }

    @Test func fallsBackToDefaults() throws {
        let parsed = try parse(["eval", "x", "--from", "-200", "--to", "300"])
        #expect(parsed.number("from") == -200)
        #expect(parsed.number("step") == 10)
        #expect(parsed.format == "table")
        #expect(!parsed.isGiven("step"))
        #expect(parsed.colorMode == .auto)
        #expect(parsed.databaseOption == nil)
    }

    @Test func theLastValueOfASingleOptionWins() throws {
        let parsed = try parse(["list", "--format", "csv", "--format", "json"])
        #expect(parsed.format == "json")
    }

    @Test func splitsCommaSeparatedChoices() throws {
        let parsed = try parse(["chart", "a", "--series", "height,gap", "--series", "visible"])
        #expect(parsed.values("series") == ["height", "gap", "visible"])
        #expect(try parse(["chart", "a"]).values("series") == ["visible"])
    }

    @Test func readsWholeNumbersAndGlobals() throws {
        let parsed = try parse(["--color", "never", "revert", "x", "7", "--db", "a.sqlite"])
        #expect(parsed.integerArgument("revision") == 7)
        #expect(parsed.colorMode == .never)
        #expect(parsed.databaseOption == "a.sqlite")
        #expect(try parse(["chart", "a", "--width", "60"]).integer("width") == 60)
    }

    @Test func repeatingArgumentsKeepTheirOrder() throws {
        let parsed = try parse(["export", "b", "a", "c"])
        #expect(parsed.arguments("name") == ["b", "a", "c"])
        #expect(try parse(["export"]).arguments("name") == [])
    }
}
