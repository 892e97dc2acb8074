import StretchyCLI
import Testing

struct CLIEnvironmentTests {
    @Test func colourFollowsTheTerminalAndNoColor() {
        let onTerminal = CLIEnvironment.inMemory(arguments: [], terminal: .interactive).environment
        let piped = CLIEnvironment.inMemory(arguments: []).environment
        let noColor = CLIEnvironment.inMemory(arguments: [], variables: ["NO_COLOR": "1"], terminal: .interactive)
            .environment
        #expect(onTerminal.usesColor(.auto))
        #expect(!piped.usesColor(.auto))
        #expect(!noColor.usesColor(.auto))
        #expect(noColor.usesColor(.always))
        #expect(!onTerminal.usesColor(.never))
    }

    @Test func colourReadsTheCommandsColorOption() throws {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        guard case .run(let command) = try CommandLineParser().parse(["chart", "a", "--color", "always"]) else {
            Issue.record("expected a command")
            return
        }
        #expect(environment.applying(command).usesColor)
    }

    @Test func progressOnlyWhenStderrIsATerminal() {
        #expect(
            CLIEnvironment.inMemory(arguments: [], terminal: FixedTerminal(terminals: [.error]))
                .environment.showsProgress)
        #expect(
            !CLIEnvironment.inMemory(arguments: [], terminal: FixedTerminal(terminals: [.output]))
                .environment.showsProgress)
    }

    @Test func widthComesFromTheTerminalElseColumns() {
        let wide = FixedTerminal(terminals: [.output], size: TerminalSize(columns: 132, rows: 40))
        #expect(CLIEnvironment.inMemory(arguments: [], terminal: wide).environment.terminalColumns == 132)
        #expect(CLIEnvironment.inMemory(arguments: [], variables: ["COLUMNS": "100"]).environment.terminalColumns == 100)
        #expect(CLIEnvironment.inMemory(arguments: [], variables: ["COLUMNS": "wide"]).environment.terminalColumns == nil)
        #expect(CLIEnvironment.inMemory(arguments: []).environment.terminalColumns == nil)
    }

    @Test func databasePathUsesTheDbOption() throws {
        let environment = CLIEnvironment.inMemory(arguments: [], variables: ["HOME": "/home/u"]).environment
        guard case .run(let command) = try CommandLineParser().parse(["list", "--db", "x.sqlite"]),
            case .run(let plain) = try CommandLineParser().parse(["list"])
        else {
            Issue.record("expected commands")
            return
        }
        #expect(try environment.applying(command).databasePath() == "x.sqlite")
        #expect(try environment.applying(plain).databasePath() == "/home/u/.local/share/stretchy/presets.sqlite")
    }

    @Test func inMemoryInputIsReadBack() throws {
        let environment = CLIEnvironment.inMemory(arguments: [], input: "{\"presets\": []}").environment
        #expect(String(decoding: try environment.input.readAll(), as: UTF8.self) == "{\"presets\": []}")
    }
}
