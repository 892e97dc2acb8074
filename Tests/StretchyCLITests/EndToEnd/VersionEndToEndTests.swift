import Testing

@Suite("end to end: the binary")
struct VersionEndToEndTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let outcome = try StretchyProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "stretchy 0.1.0\n")
        #expect(outcome.stderr == "")
    }

    @Test("an unknown command is a usage error on one line")
    func unknownCommand() throws {
        let outcome = try StretchyProcess.run(["lsit"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.hasPrefix("stretchy: error: unknown command 'lsit'"))
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
    }
}
