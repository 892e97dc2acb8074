import StretchyCLI
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

    @Test func printsTheVersion() throws {
        let result = run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.output == "stretchy 0.1.0 (commit \(try VersionEndToEndTests.checkoutCommit()), \(VersionEndToEndTests.configuration) build)\n")
        #expect(result.error == "")
    }

    @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
    func printsTheTopLevelHelp(_ arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: "))
        #expect(result.output.hasSuffix("See 'stretchy help <subcommand>' for detailed help.\n"))
        #expect(result.error == "")
    }

    @Test(arguments: [["help", "eval"], ["eval", "--help"], ["eval", "--bogus", "-h"]])
    func printsACommandsHelp(_ arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: Compute a preset's header frames at scroll offsets.\n"))
    }

    @Test func aUsageErrorIsOneLineOnStderrAndExits64() {
        let result = run(["list", "--fromat", "json"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error == "stretchy: error: unknown option '--fromat'; did you mean '--format'?\n")
    }

    @Test func aCommandWithoutAHandlerSaysSo() {
        let result = run(["list"], handlers: CommandHandlerTable())
        #expect(result.status == 70)
        #expect(result.error == "stretchy: error: the 'list' command has no handler\n")
    }

    @Test func dispatchesToTheHandler() {
        let handlers = CommandHandlerTable([
            "show": { command, environment in
                environment.output.write("shown \(command.argumentValues["name"]?.first ?? "")\n")
                return .success
            }
        ])
        let result = run(["show", "sticky-utah"], handlers: handlers)
        #expect(result.status == 0)
        #expect(result.output == "shown sticky-utah\n")
    }

    @Test func aHandlersErrorBecomesItsLineAndStatus() {
        let handlers = CommandHandlerTable([
            "show": { _, _ in
                throw CommandError(.notFound, #"no preset named "stiky-utah""#, hint: #"did you mean "sticky-utah"?"#)
            }
        ])
        let result = run(["show", "stiky-utah"], handlers: handlers)
        #expect(result.status == 66)
        #expect(result.error == #"stretchy: error: no preset named "stiky-utah"; did you mean "sticky-utah"?"# + "\n")
    }

    private struct Opaque: Error {}

    @Test func anyOtherErrorExits70WithoutATrace() {
        let handlers = CommandHandlerTable(["check": { _, _ in throw Opaque() }])
        let result = run(["check"], handlers: handlers)
        #expect(result.status == 70)
        #expect(result.error.hasPrefix("stretchy: error: unexpected failure: "))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func outputReachesStdoutInOneWrite() {
        let handlers = CommandHandlerTable([
            "list": { _, environment in
                for index in 0..<5_000 { environment.output.write("preset-\(index)\n") }
                return .success
            }
        ])
        let (environment, output, _) = CLIEnvironment.inMemory(arguments: ["list"])
        #expect(StretchyCLI.run(environment: environment, handlers: handlers) == 0)
        #expect(output.writeCount == 1)
        #expect(output.text.hasSuffix("preset-4999\n"))
    }

    @Test func aFailedWriteExits74() {
        let (environment, output, error) = CLIEnvironment.inMemory(arguments: ["--version"])
        output.failure = IOFailure("cannot write to standard output: No space left on device")
        #expect(StretchyCLI.run(environment: environment) == 74)
        #expect(error.text == "stretchy: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedPipeExitsQuietly() {
        let (environment, output, error) = CLIEnvironment.inMemory(arguments: ["--version"])
        output.failure = IOFailure("cannot write to standard output: Broken pipe", errorNumber: 32)
        #expect(StretchyCLI.run(environment: environment) == 0)
        #expect(error.text == "")
    }

    @Test func printsACompletionScript() {
        let result = run(["completion", "bash"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("# bash completion for stretchy"))
    }
}
