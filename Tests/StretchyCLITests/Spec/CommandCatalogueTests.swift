import StretchyCLI
import TestKit
import Testing

struct CommandCatalogueTests {
    private let catalogue = CommandCatalogue.stretchy

    func testHasEveryCommandOfTheSpecAndIssue() {
        expectEqual(
            Set(catalogue.commands.map(\.name)),
            [
                "list", "show", "create", "edit", "rename", "copy", "delete", "history", "revert", "import",
                "export", "validate", "eval", "snap", "simulate", "chart", "check", "restore", "completion", "help",
                "preview", "studio", "verify", "diff", "merge-file", "fit", "devices", "lint",
            ])
        expectEqual(catalogue.commands.count, 28)
        expectEqual(catalogue.version, "0.1.0")
    }

    func testOptionsAreSpelledAsSpecSaysThem() throws {
        expectEqual(
            Set(EvalCommand.spec.options.map(\.long)),
            [
                "at", "from", "to", "step", "columns", "device", "safe-area-top", "viewport-height", "text-size", "reduce-motion", "format",
            ])
        expectEqual(
            Set(SnapCommand.spec.options.map(\.long)),
            [
                "offset", "velocity", "explain", "page-switch", "device", "safe-area-top", "viewport-height", "text-size", "reduce-motion", "format",
            ])
        expectEqual(
            SimulateCommand.spec.options.map(\.long),
            [
                "offset", "velocity", "drag", "trace", "quick-return", "device", "safe-area-top", "viewport-height", "text-size",
                "reduce-motion",
                "width", "height", "ascii", "format", "output",
            ])
        for spec in [ChartCommand.spec, VerifyCommand.spec, LintCommand.spec] {
            expect(
                Set(["device", "safe-area-top", "viewport-height", "text-size", "reduce-motion"]).isSubset(of: Set(spec.options.map(\.long))),
                "\(spec.name)")
        }
        expectEqual(SimulateCommand.spec.option(named: "format")?.allowedValues, ["text", "svg", "table", "json", "csv"])
        let conflict = try require(ImportCommand.spec.option(named: "on-conflict"))
        expectEqual(conflict.allowedValues, ["fail", "skip", "replace"])
        expectEqual(conflict.defaultValue, "fail")
        expectEqual(ImportCommand.spec.option(named: "dry-run")?.isFlag, true)
        expectEqual(ExportCommand.spec.option(named: "output")?.short, "o")
        expectEqual(CreateCommand.spec.option(named: "from")?.valueKind, .presetName)
        expectEqual(
            ChartCommand.spec.option(named: "series")?.allowedValues,
            ["height", "visible", "translation", "gap", "progress", "shadow", "accessoryTop", "LAYER.PROPERTY"])
        expectEqual(ChartCommand.spec.option(named: "format")?.allowedValues, ["text", "svg"])
        expectEqual(ListCommand.spec.option(named: "names-only")?.isHidden, true)
        for spec in [ListCommand.spec, HistoryCommand.spec, EvalCommand.spec] {
            expectEqual(spec.option(named: "format")?.allowedValues, ["table", "json", "csv"], "\(spec.name)")
        }
    }

    func testSpecIsWellFormed() {
        for spec in CommandCatalogue.stretchy.commands {
            TestRow.$current.withValue(String(describing: spec)) { self.specIsWellFormed(spec) }
        }
    }

    func specIsWellFormed(_ spec: CommandSpec) {
        expectEqual(Set(spec.options.map(\.long)).count, spec.options.count)
        let globalNames = Set(GlobalOptions.all.map(\.long))
        expect(spec.options.filter { globalNames.contains($0.long) }.isEmpty, "shadows a global option")
        let repeating = spec.arguments.indices.filter { spec.arguments[$0].isRepeating }
        expect(repeating.allSatisfy { $0 == spec.arguments.count - 1 }, "only the last argument may repeat")
        if let firstOptional = spec.arguments.firstIndex(where: \.isOptional) {
            expect(spec.arguments[firstOptional...].allSatisfy { $0.isOptional }, "required after optional")
        }
        for rule in spec.rules {
            let keys: [String]
            switch rule {
            case .oneOf(let names): keys = names
            case .conflicts(let name, let others): keys = [name] + others
            case .requires(let name, let other): keys = [name, other]
            }
            for key in keys {
                expect(spec.option(named: key) != nil || spec.argument(named: key) != nil, "\(key) unknown")
            }
        }
        expect((1...2).contains(spec.examples.count))
    }

    func testEveryExampleParses() throws {
        for spec in CommandCatalogue.stretchy.commands {
            try TestRow.$current.withValue(String(describing: spec)) { try self.everyExampleParses(spec) }
        }
    }

    func everyExampleParses(_ spec: CommandSpec) throws {
        for example in spec.examples {
            var words = example.commandLine.split(separator: " ").map(String.init)
            if let redirect = words.firstIndex(of: ">") { words.removeSubrange(redirect...) }
            if words.first == "source" { continue }
            expectEqual(words.first, "stretchy")
            let outcome = try CommandLineParser().parse(Array(words.dropFirst()))
            switch outcome {
            case .run(let parsed): expectEqual(parsed.name, spec.name)
            case .help(let topic): expect(spec.name == "help" && topic != nil)
            case .reference(let topic, _): expect(spec.name == "help" && topic != nil)
            case .version(_): Issue.record("\(example.commandLine) printed the version")
            }
        }
    }
}
