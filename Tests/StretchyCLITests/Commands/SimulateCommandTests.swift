import Foundation
import StretchyCLI
import TestKit
import TestSupport
import Testing

/// In process: the chart takes the terminal's width when stdout is a terminal.
struct SimulateCommandTests {
    static func run(_ arguments: [String], terminal: FixedTerminal) -> (status: Int32, output: String) {
        let folder = ScratchFolder.root.appendingPathComponent("stretchy-sim-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)  // --db makes no folder
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("presets.sqlite").path
        let (environment, output, _) = CLIEnvironment.inMemory(
            arguments: ["--db", database, "--color", "never"] + arguments, terminal: terminal)
        let status = StretchyCLI.run(environment: environment)
        return (status, output.text)
    }

    func testChartFitsTheTerminal() {
        for (terminal, width, height) in [
            // As `chart`: the terminal's width and its height less a line for the prompt.
            (FixedTerminal(terminals: [.output], size: TerminalSize(columns: 100, rows: 50)), 100, 49),
            (FixedTerminal(terminals: [.output], size: TerminalSize(columns: 70, rows: 20)), 70, 19),
            (FixedTerminal(terminals: [], size: TerminalSize(columns: 100, rows: 50)), 80, 24),
        ] {
            TestRow.$current.withValue(String(describing: (terminal, width, height))) {
                self.chartFitsTheTerminal(terminal: terminal, width: width, height: height)
            }
        }
    }

    func chartFitsTheTerminal(terminal: FixedTerminal, width: Int, height: Int) {
        let (status, output) = Self.run(["simulate", "sticky-utah", "--velocity", "500"], terminal: terminal)
        expectEqual(status, 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        expectEqual(lines.count, height)
        expect(lines.allSatisfy { $0.unicodeScalars.count <= width })
    }
}
