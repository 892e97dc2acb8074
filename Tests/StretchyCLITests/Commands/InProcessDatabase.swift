import Foundation
import StretchyCLI
import TestSupport

/// A throwaway database path for in-process runs, removed with the value.
final class InProcessDatabase {
    let folder: URL
    var path: String { folder.appendingPathComponent("presets.sqlite").path }

    init() {
        folder = ScratchFolder.root.appendingPathComponent("stretchy-inproc-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `stretchy --db <path> arguments…` in memory: status, stdout, stderr.
    func run(
        _ arguments: [String], variables: [String: String] = [:], input: String = "",
        terminal: FixedTerminal = FixedTerminal()
    ) -> (status: Int32, output: String, error: String) {
        let (environment, output, error) = CLIEnvironment.inMemory(
            arguments: ["--db", path] + arguments, variables: ["TMPDIR": folder.path].merging(variables) { _, new in new },
            input: input, terminal: terminal)
        let status = StretchyCLI.run(environment: environment)
        return (status, output.text, error.text)
    }
}
