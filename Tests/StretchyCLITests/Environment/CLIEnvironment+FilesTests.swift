import StretchyCLI
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

    @Test func dashReadsStandardInput() throws {
        let environment = CLIEnvironment.inMemory(arguments: [], input: "[]").environment
        #expect(try environment.readInput("-") == Array("[]".utf8))
    }

    @Test func aMissingFileExits66() {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        do {
            _ = try environment.readInput("/nonexistent/presets.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.exitStatus == .notFound)
            #expect(error.reportLine() == "stretchy: error: no such file '/nonexistent/presets.json'\n")
        }
    }

    @Test func writesAFileWholeAndReadsItBack() throws {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        let path = temporaryPath("export.json")
        defer { unlink(path) }
        try environment.writeOutput(Array("{}\n".utf8), to: path)
        try environment.writeOutput(Array("[]\n".utf8), to: path)
        #expect(try environment.readInput(path) == Array("[]\n".utf8))
    }

    @Test func noPathOrDashWritesStandardOutput() throws {
        let (environment, output, _) = CLIEnvironment.inMemory(arguments: [])
        try environment.writeOutput(Array("a\n".utf8), to: nil)
        try environment.writeOutput(Array("b\n".utf8), to: "-")
        try environment.output.flush()
        #expect(output.text == "a\nb\n")
    }

    @Test func anUnwritableDirectoryExits74() {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        do {
            try environment.writeOutput([], to: "/nonexistent/dir/out.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.exitStatus == .ioError)
            #expect(error.message == "cannot write '/nonexistent/dir/out.json': No such file or directory")
        }
    }
}
