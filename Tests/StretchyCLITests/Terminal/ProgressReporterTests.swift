import StretchyCLI
import TestKit
import Testing

struct ProgressReporterTests {
    func testShowsNothingWhenStderrIsNotATerminal() {
        let (environment, _, error) = CLIEnvironment.inMemory(arguments: [], terminal: FixedTerminal(terminals: [.output]))
        let progress = ProgressReporter(environment: environment, label: "importing", total: 10)
        for done in 0...10 { progress.update(done: done) }
        progress.finish()
        expect(error.bytes.isEmpty)
    }

    func testRedrawsOnePercentAtATimeAndClearsTheLine() {
        let (environment, _, error) = CLIEnvironment.inMemory(arguments: [], terminal: FixedTerminal(terminals: [.error]))
        let progress = ProgressReporter(environment: environment, label: "importing", total: 400)
        progress.update(done: 0)
        progress.update(done: 1)
        progress.update(done: 4)
        progress.update(done: 400)
        progress.finish()
        expectEqual(error.text, "\rimporting 0/400 (0%)\rimporting 4/400 (1%)\rimporting 400/400 (100%)\r\u{1B}[2K")
    }
}
