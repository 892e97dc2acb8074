import StretchyCLI
import TestKit
import Testing

struct CLIEnvironmentTests {
    func testColourFollowsTheTerminalAndNoColor() {
        let onTerminal = CLIEnvironment.inMemory(arguments: [], terminal: .interactive).environment
        let piped = CLIEnvironment.inMemory(arguments: []).environment
        let noColor = CLIEnvironment.inMemory(arguments: [], variables: ["NO_COLOR": "1"], terminal: .interactive)
            .environment
        expect(onTerminal.usesColor(.auto))
        expect(!piped.usesColor(.auto))
        expect(!noColor.usesColor(.auto))
        expect(noColor.usesColor(.always))
        expect(!onTerminal.usesColor(.never))
    }

    func testColourReadsTheCommandsColorOption() throws {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        guard case .run(let command) = try CommandLineParser().parse(["chart", "a", "--color", "always"]) else {
            Issue.record("expected a command")
            return
        }
        expect(environment.applying(command).usesColor)
    }

    func testProgressOnlyWhenStderrIsATerminal() {
        expect(
            CLIEnvironment.inMemory(arguments: [], terminal: FixedTerminal(terminals: [.error]))
                .environment.showsProgress)
        expect(
            !CLIEnvironment.inMemory(arguments: [], terminal: FixedTerminal(terminals: [.output]))
                .environment.showsProgress)
    }

    func testWidthComesFromTheTerminalElseColumns() {
        let wide = FixedTerminal(terminals: [.output], size: TerminalSize(columns: 132, rows: 40))
        expectEqual(CLIEnvironment.inMemory(arguments: [], terminal: wide).environment.terminalColumns, 132)
        expectEqual(CLIEnvironment.inMemory(arguments: [], variables: ["COLUMNS": "100"]).environment.terminalColumns, 100)
        expectEqual(CLIEnvironment.inMemory(arguments: [], variables: ["COLUMNS": "wide"]).environment.terminalColumns, nil)
        expectEqual(CLIEnvironment.inMemory(arguments: []).environment.terminalColumns, nil)
    }

    func testDatabasePathUsesTheDbOption() throws {
        let environment = CLIEnvironment.inMemory(arguments: [], variables: ["HOME": "/home/u"]).environment
        guard case .run(let command) = try CommandLineParser().parse(["list", "--db", "x.sqlite"]),
            case .run(let plain) = try CommandLineParser().parse(["list"])
        else {
            Issue.record("expected commands")
            return
        }
        try expectEqual(environment.applying(command).databasePath(), "x.sqlite")
        try expectEqual(environment.applying(plain).databasePath(), "/home/u/.local/share/stretchy/presets.sqlite")
    }

    func testInMemoryInputIsReadBack() throws {
        let environment = CLIEnvironment.inMemory(arguments: [], input: "{\"presets\": []}").environment
        expectEqual(String(decoding: try environment.input.readAll(), as: UTF8.self), "{\"presets\": []}")
    }
}
