import StretchyCLI
import TestKit
import Testing

struct StretchyCLIRunTests {
    /// Runs the command line in memory: status, stdout, stderr.
    private func run(
        _ arguments: [String], handlers: CommandHandlerTable = .standard
    )
        -> (status: Int32, output: String, error: String)
    {
        let (environment, output, error) = CLIEnvironment.inMemory(arguments: arguments)
        let status = StretchyCLI.run(environment: environment, handlers: handlers)
        return (status, output.text, error.text)
    }

    func testPrintsTheVersion() throws {
        let result = run(["--version"])
        expectEqual(result.status, 0)
        expectEqual(
            result.output, "stretchy 0.1.0 (commit \(try VersionEndToEndTests.checkoutCommit()), \(VersionEndToEndTests.configuration) build)\n")
        expectEqual(result.error, "")
    }

    func testPrintsTheTopLevelHelp() {
        for arguments in [[], ["--help"], ["-h"], ["help"]] {
            TestRow.$current.withValue(String(describing: arguments)) { self.printsTheTopLevelHelp(arguments) }
        }
    }

    func printsTheTopLevelHelp(_ arguments: [String]) {
        let result = run(arguments)
        expectEqual(result.status, 0)
        expect(result.output.hasPrefix("OVERVIEW: "))
        expect(result.output.hasSuffix("See 'stretchy help <subcommand>' for detailed help.\n"))
        expectEqual(result.error, "")
    }

    func testPrintsACommandsHelp() {
        for arguments in [["help", "eval"], ["eval", "--help"], ["eval", "--bogus", "-h"]] {
            TestRow.$current.withValue(String(describing: arguments)) { self.printsACommandsHelp(arguments) }
        }
    }

    func printsACommandsHelp(_ arguments: [String]) {
        let result = run(arguments)
        expectEqual(result.status, 0)
        expect(result.output.hasPrefix("OVERVIEW: Compute a preset's header frames at scroll offsets.\n"))
    }

    func testAUsageErrorIsOneLineOnStderrAndExits64() {
        let result = run(["list", "--fromat", "json"])
        expectEqual(result.status, 64)
        expectEqual(result.output, "")
        expectEqual(result.error, "stretchy: error: unknown option '--fromat'; did you mean '--format'?\n")
    }

    func testACommandWithoutAHandlerSaysSo() {
        let result = run(["list"], handlers: CommandHandlerTable())
        expectEqual(result.status, 70)
        expectEqual(result.error, "stretchy: error: the 'list' command has no handler\n")
    }

    func testDispatchesToTheHandler() {
        let handlers = CommandHandlerTable([
            "show": { command, environment in
                environment.output.write("shown \(command.argumentValues["name"]?.first ?? "")\n")
                return .success
            }
        ])
        let result = run(["show", "sticky-utah"], handlers: handlers)
        expectEqual(result.status, 0)
        expectEqual(result.output, "shown sticky-utah\n")
    }

    func testAHandlersErrorBecomesItsLineAndStatus() {
        let handlers = CommandHandlerTable([
            "show": { _, _ in
                throw CommandError(.notFound, #"no preset named "stiky-utah""#, hint: #"did you mean "sticky-utah"?"#)
            }
        ])
        let result = run(["show", "stiky-utah"], handlers: handlers)
        expectEqual(result.status, 66)
        expectEqual(result.error, #"stretchy: error: no preset named "stiky-utah"; did you mean "sticky-utah"?"# + "\n")
    }

    private struct Opaque: Error {}

    func testAnyOtherErrorExits70WithoutATrace() {
        let handlers = CommandHandlerTable(["check": { _, _ in throw Opaque() }])
        let result = run(["check"], handlers: handlers)
        expectEqual(result.status, 70)
        expect(result.error.hasPrefix("stretchy: error: unexpected failure: "))
        expectEqual(result.error.split(separator: "\n").count, 1)
    }

    func testOutputReachesStdoutInOneWrite() {
        let handlers = CommandHandlerTable([
            "list": { _, environment in
                for index in 0..<5_000 { environment.output.write("preset-\(index)\n") }
                return .success
            }
        ])
        let (environment, output, _) = CLIEnvironment.inMemory(arguments: ["list"])
        expectEqual(StretchyCLI.run(environment: environment, handlers: handlers), 0)
        expectEqual(output.writeCount, 1)
        expect(output.text.hasSuffix("preset-4999\n"))
    }

    func testAFailedWriteExits74() {
        let (environment, output, error) = CLIEnvironment.inMemory(arguments: ["--version"])
        output.failure = IOFailure("cannot write to standard output: No space left on device")
        expectEqual(StretchyCLI.run(environment: environment), 74)
        expectEqual(error.text, "stretchy: error: cannot write to standard output: No space left on device\n")
    }

    func testAClosedPipeExitsQuietly() {
        let (environment, output, error) = CLIEnvironment.inMemory(arguments: ["--version"])
        output.failure = IOFailure("cannot write to standard output: Broken pipe", errorNumber: 32)
        expectEqual(StretchyCLI.run(environment: environment), 0)
        expectEqual(error.text, "")
    }

    func testPrintsACompletionScript() {
        let result = run(["completion", "bash"])
        expectEqual(result.status, 0)
        expect(result.output.hasPrefix("# bash completion for stretchy"))
    }
}
