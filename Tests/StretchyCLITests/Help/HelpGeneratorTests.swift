import StretchyCLI
import TestKit
import Testing

struct HelpGeneratorTests {
    private let help = HelpGenerator()

    func testTopLevelPageMatchesTheGolden() {
        expectEqual(help.topLevel(), HelpGolden.topLevel + "\n")
    }

    func testCommandPagesMatchTheGolden() {
        for (spec, golden) in [
            (EvalCommand.spec, HelpGolden.eval),
            (RestoreCommand.spec, HelpGolden.restore),
            (SnapCommand.spec, HelpGolden.snap),
            (ImportCommand.spec, HelpGolden.importCommand),
            (ChartCommand.spec, HelpGolden.chart),
            (SimulateCommand.spec, HelpGolden.simulate),
            (PreviewCommand.spec, HelpGolden.preview),
            (DiffCommand.spec, HelpGolden.diff),
            (MergeFileCommand.spec, HelpGolden.mergeFile),
            (VerifyCommand.spec, HelpGolden.verify),
            (FitCommand.spec, HelpGolden.fit),
            (LintCommand.spec, HelpGolden.lint),
        ] {
            TestRow.$current.withValue(String(describing: (spec, golden))) { self.commandPagesMatchTheGolden(spec, golden) }
        }
    }

    func commandPagesMatchTheGolden(_ spec: CommandSpec, _ golden: String) {
        expectEqual(help.page(for: spec), golden + "\n")
    }

    func testEveryPageFitsEightyColumnsAndHasItsSections() {
        for spec in CommandCatalogue.stretchy.commands {
            TestRow.$current.withValue(String(describing: spec)) { self.everyPageFitsEightyColumnsAndHasItsSections(spec) }
        }
    }

    func everyPageFitsEightyColumnsAndHasItsSections(_ spec: CommandSpec) {
        let page = help.page(for: spec)
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            expect(line.count <= 80, "\(spec.name): \(line)")
            expect(!line.hasSuffix(" "), "\(spec.name): trailing space in '\(line)'")
        }
        expect(page.hasPrefix("OVERVIEW: "))
        expect(page.contains("\nUSAGE: stretchy \(spec.name)"))
        expect(page.contains("\nOPTIONS:\n"))
        expect(page.contains("  -h, --help              Show help information.\n"))
        expect(page.contains("\nEXAMPLES:\n"))
        expectEqual(page.contains("\nARGUMENTS:\n"), !spec.arguments.isEmpty)
        expect(!page.contains("names-only"))
    }

    func testTopLevelListsEveryCommandAndEndsWithTheHelpHint() {
        let page = help.topLevel()
        for spec in CommandCatalogue.stretchy.commands {
            expect(page.contains("\n  \(spec.name) "), "\(spec.name) missing")
        }
        expect(page.hasSuffix("\n  See 'stretchy help <subcommand>' for detailed help.\n"))
        expect(page.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    func testGeneratedUsageShowsArgumentsThenOptions() {
        expectEqual(help.usage(for: ShowCommand.spec), "show <name> [--format <format>]")
        expect(help.usage(for: ChartCommand.spec).hasPrefix("chart <name> ... [--series <series>] [--from <y>]"))
        expectEqual(help.usage(for: ValidateCommand.spec), "validate <file>")
        expectEqual(help.usage(for: CheckCommand.spec), "check")
    }
}
