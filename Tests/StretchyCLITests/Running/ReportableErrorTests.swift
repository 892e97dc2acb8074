import StretchyCLI
import TestKit
import Testing

struct ReportableErrorTests {
    func testAReportIsOneLineWithTheHintAfterASemicolon() {
        expectEqual(
            CommandError(.dataError, "preset 'a': maxHeight must be at most 10000").reportLine(),
            "stretchy: error: preset 'a': maxHeight must be at most 10000\n")
        expectEqual(
            CommandError(.notFound, "no such file 'x.json'", hint: "check the path").reportLine(),
            "stretchy: error: no such file 'x.json'; check the path\n")
    }

    func testLineBreaksInAMessageBecomeSpaces() {
        expectEqual(CommandError(.dataError, "two\nlines").reportLine(), "stretchy: error: two lines\n")
    }

    func testStatusesAreTheSpecsSysexits() {
        expectEqual(
            [ExitStatus.success, .usage, .dataError, .notFound, .software, .ioError, .busy].map(\.rawValue), [0, 64, 65, 66, 70, 74, 75])
        expectEqual(CommandError.missingHandler("eval").exitStatus, .software)
    }

    func testAnErrorLineEscapesControlCharacters() {
        let error = CommandError(.ioError, "preset 'a\u{1B}]0;pwned\u{07}' is broken")
        expectEqual(error.reportLine(), "stretchy: error: preset 'a\\u{1B}]0;pwned\\u{07}' is broken\n")
    }
}
