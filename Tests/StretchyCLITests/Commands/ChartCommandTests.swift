import Foundation
import StretchyCLI
import TestKit
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

    func testOnATerminalItFillsItsWidthAndLeavesALineForThePrompt() {
        let terminal = FixedTerminal(terminals: Set(StandardStream.allCases), size: TerminalSize(columns: 100, rows: 30))
        let result = run(["sticky-utah", "--color", "never"], terminal: terminal)
        expectEqual(result.status, 0)
        expectEqual(result.error, "")
        let lines = Self.lines(result.output)
        expectEqual(lines.count, 29)
        // No line wider than the terminal; the x axis spans it, less the margin for labels.
        expect(lines.map(\.unicodeScalars.count).max() ?? 0 <= 100)
        expect(lines.map(\.unicodeScalars.count).max() ?? 0 >= 95)
    }

    func testOnATerminalItColoursUnlessNoColorIsSet() {
        let terminal = FixedTerminal.interactive
        let coloured = run(["sticky-utah"], terminal: terminal)
        expectEqual(coloured.status, 0)
        expect(coloured.output.unicodeScalars.contains("\u{1B}"))
        let plain = run(["sticky-utah"], terminal: terminal, variables: ["NO_COLOR": "1"])
        expectEqual(plain.status, 0)
        expect(!plain.output.unicodeScalars.contains("\u{1B}"))
        expectEqual(Self.lines(plain.output).count, 23)
    }

    func testATerminalTooSmallSaysSoAndHowToFixIt() {
        let terminal = FixedTerminal(terminals: [.output], size: TerminalSize(columns: 30, rows: 8))
        let result = run(["sticky-utah"], terminal: terminal)
        expectEqual(result.status, 64)
        expectEqual(result.output, "")
        expectEqual(
            result.error,
            "stretchy: error: chart size 30×7 is too small: this chart needs at least 20 columns "
                + "and 10 lines; the terminal is too small; make it larger or pass --width and --height\n")
    }
}
