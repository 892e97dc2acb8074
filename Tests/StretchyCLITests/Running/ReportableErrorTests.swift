import StretchyCLI
import Testing

struct ReportableErrorTests {
    @Test func aReportIsOneLineWithTheHintAfterASemicolon() {
        #expect(
            CommandError(.dataError, "preset 'a': maxHeight must be at most 10000").reportLine()
                == "stretchy: error: preset 'a': maxHeight must be at most 10000\n")
        #expect(
            CommandError(.notFound, "no such file 'x.json'", hint: "check the path").reportLine()
                == "stretchy: error: no such file 'x.json'; check the path\n")
    }

    @Test func lineBreaksInAMessageBecomeSpaces() {
        #expect(CommandError(.dataError, "two\nlines").reportLine() == "stretchy: error: two lines\n")
    }

    @Test func statusesAreTheSpecsSysexits() {
        #expect(
            [ExitStatus.success, .usage, .dataError, .notFound, .software, .ioError, .busy].map(\.rawValue)
                == [0, 64, 65, 66, 70, 74, 75])
        #expect(CommandError.missingHandler("eval").exitStatus == .software)
    }

    @Test func anErrorLineEscapesControlCharacters() {
        let error = CommandError(.ioError, "preset 'a\u{1B}]0;pwned\u{07}' is broken")
        #expect(error.reportLine() == "stretchy: error: preset 'a\\u{1B}]0;pwned\\u{07}' is broken\n")
    }
}
