import StretchyCLI
import TestKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct CLIEnvironmentFilesTests {
    private func temporaryPath(_ name: String) -> String {
        "/tmp/stretchy-cli-test-\(getpid())-\(name)"
    }

    func testDashReadsStandardInput() throws {
        let environment = CLIEnvironment.inMemory(arguments: [], input: "[]").environment
        try expectEqual(environment.readInput("-"), Array("[]".utf8))
    }

    func testAMissingFileExits66() {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        do {
            _ = try environment.readInput("/nonexistent/presets.json")
            Issue.record("expected an error")
        } catch {
            expectEqual(error.exitStatus, .notFound)
            expectEqual(error.reportLine(), "stretchy: error: no such file '/nonexistent/presets.json'\n")
        }
    }

    func testWritesAFileWholeAndReadsItBack() throws {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        let path = temporaryPath("export.json")
        defer { unlink(path) }
        try environment.writeOutput(Array("{}\n".utf8), to: path)
        try environment.writeOutput(Array("[]\n".utf8), to: path)
        try expectEqual(environment.readInput(path), Array("[]\n".utf8))
    }

    func testNoPathOrDashWritesStandardOutput() throws {
        let (environment, output, _) = CLIEnvironment.inMemory(arguments: [])
        try environment.writeOutput(Array("a\n".utf8), to: nil)
        try environment.writeOutput(Array("b\n".utf8), to: "-")
        try environment.output.flush()
        expectEqual(output.text, "a\nb\n")
    }

    func testAnUnwritableDirectoryExits74() {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        do {
            try environment.writeOutput([], to: "/nonexistent/dir/out.json")
            Issue.record("expected an error")
        } catch {
            expectEqual(error.exitStatus, .ioError)
            expectEqual(error.message, "cannot write '/nonexistent/dir/out.json': No such file or directory")
        }
    }
}
