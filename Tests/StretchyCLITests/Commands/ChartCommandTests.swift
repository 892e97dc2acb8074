import Foundation
import StretchyCLI
import TestSupport
import Testing

/// `stretchy chart` in-process, where a test can pretend stdout is a terminal of a chosen size.
struct ChartCommandTests {
    /// Runs `stretchy --db <fresh database> chart arguments…`: status, stdout, stderr.
    private func run(
        _ arguments: [String], terminal: FixedTerminal, variables: [String: String] = [:]
    )
        -> (status: Int32, output: String, error: String)
    {
        let folder = ScratchFolder.root.appendingPathComponent("chart-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)  // --db makes no folder
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("presets.sqlite").path
        let (environment, output, error) = CLIEnvironment.inMemory(
            arguments: ["--db", database, "chart"] + arguments, variables: variables, terminal: terminal)
        let status = StretchyCLI.run(environment: environment)
        return (status, output.text, error.text)
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: true)
    }

    @Test func onATerminalItFillsItsWidthAndLeavesALineForThePrompt() {
        let terminal = FixedTerminal(terminals: Set(StandardStream.allCases), size: TerminalSize(columns: 100, rows: 30))
        let result = run(["sticky-utah", "--color", "never"], terminal: terminal)
        #expect(result.status == 0)
        #expect(result.error == "")
        let lines = Self.lines(result.output)
        #expect(lines.count == 29)
        // No line wider than the terminal; the x axis spans it, less the margin for labels.
        #expect(lines.map(\.unicodeScalars.count).max() ?? 0 <= 100)
        #expect(lines.map(\.unicodeScalars.count).max() ?? 0 >= 95)
    }

    @Test func onATerminalItColoursUnlessNoColorIsSet() {
        let terminal = FixedTerminal.interactive
        let coloured = run(["sticky-utah"], terminal: terminal)
        #expect(coloured.status == 0)
        #expect(coloured.output.unicodeScalars.contains("\u{1B}"))
        let plain = run(["sticky-utah"], terminal: terminal, variables: ["NO_COLOR": "1"])
        #expect(plain.status == 0)
        #expect(!plain.output.unicodeScalars.contains("\u{1B}"))
        #expect(Self.lines(plain.output).count == 23)
    }

    @Test func aTerminalTooSmallSaysSoAndHowToFixIt() {
        let terminal = FixedTerminal(terminals: [.output], size: TerminalSize(columns: 30, rows: 8))
        let result = run(["sticky-utah"], terminal: terminal)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(
            result.error == "stretchy: error: chart size 30×7 is too small: this chart needs at least 20 columns "
                + "and 10 lines; the terminal is too small; make it larger or pass --width and --height\n")
    }
}
