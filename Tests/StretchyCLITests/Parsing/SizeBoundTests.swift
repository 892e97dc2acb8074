import Testing
@testable import StretchyCLI

/// Every size a user can type that is allocated is bounded with a one-line usage error (issue 14:
/// `simulate --width 100000 --height 100000` asked for 40 GB and crashed).
@Suite struct SizeBoundTests {
    @Test(arguments: [
        (["simulate", "sticky-utah", "--width", "100000"], "The value '100000' is invalid for '--width <columns>'; expected a whole number from 1 to 1000"),
        (["simulate", "sticky-utah", "--height", "3000000000"], "The value '3000000000' is invalid for '--height <rows>'; expected a whole number from 1 to 1000"),
        (["simulate", "sticky-utah", "--width", "0"], "The value '0' is invalid for '--width <columns>'; expected a whole number from 1 to 1000"),
    ])
    func aSizeOutOfRangeIsAUsageError(arguments: [String], line: String) {
        do {
            _ = try CommandLineParser().parse(arguments)
            Issue.record("expected a usage error")
        } catch {
            #expect(error.exitStatus == .usage)
            #expect(error.reportLine() == "stretchy: error: \(line)\n")
        }
    }

    @Test func theLargestSizeIsAccepted() throws {
        _ = try CommandLineParser().parse(["simulate", "sticky-utah", "--width", "1000", "--height", "1000"])
    }
}
