import Foundation
import StretchyCLI
import TestKit
import TestSupport
import Testing

/// `import` in process, where a test can say which streams are terminals: progress shows on a
/// terminal's stderr for large imports only, and never anywhere else.
struct ImportCommandTests {
    static func run(presets count: Int, terminal: FixedTerminal) -> (status: Int32, output: String, error: String) {
        let folder = ScratchFolder.root.appendingPathComponent("stretchy-import-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = TransferFixtures.document((0..<count).map { TransferFixtures.preset("bulk-\($0)") })
        let (environment, output, error) = CLIEnvironment.inMemory(
            arguments: ["--db", folder.appendingPathComponent("p.sqlite").path, "import", "-"],
            input: document, terminal: terminal)
        let status = StretchyCLI.run(environment: environment)
        return (status, output.text, error.text)
    }

    func testLargeImportShowsProgressOnATerminalAndClearsIt() {
        let result = Self.run(presets: 1000, terminal: FixedTerminal(terminals: [.error]))
        expectEqual(result.status, 0)
        expectEqual(result.output, "imported <stdin>: 1000 created, 0 replaced, 0 skipped\n")
        expect(result.error.hasPrefix("\rimporting 0/1000 (0%)\rimporting 10/1000 (1%)"))
        expect(result.error.hasSuffix("\rimporting 1000/1000 (100%)\r\u{1B}[2K"))
    }

    func testLargeImportIsSilentWhenStderrIsNotATerminal() {
        let result = Self.run(presets: 1000, terminal: FixedTerminal(terminals: [.output]))
        expectEqual(result.status, 0)
        expectEqual(result.error, "")
    }

    func testSmallImportNeverShowsProgress() {
        let result = Self.run(presets: 999, terminal: .interactive)
        expectEqual(result.status, 0)
        expectEqual(result.output, "imported <stdin>: 999 created, 0 replaced, 0 skipped\n")
        expectEqual(result.error, "")
    }
}
