import TestKit
import Testing

/// TestKit's expectations fail when they should, at the caller's line, naming what differs: a
/// check that never recorded an issue would let every test pass. Swift Testing's
/// `withKnownIssue` fails this test when the expected issue is not recorded or says otherwise.
struct TestKitTests {
    struct Failure: Error, Equatable {
        var code = 1
    }

    /// Whether `issue` says exactly `text` and was recorded at `line` of this file.
    static func said(_ issue: Issue, _ text: String, line: Int) -> Bool {
        issue.comments.map(\.rawValue) == [text] && issue.sourceLocation?.line == line
            && issue.sourceLocation?.fileName == "TestKitTests.swift"
    }

    /// expect and expectEqual record nothing when they hold, and a failure naming the values, the
    /// comment and the row when they do not
    func testExpectAndExpectEqual() {
        expect(true)
        expectEqual([1, 2], [1, 2])
        let first = #line + 2
        withKnownIssue {
            expect(1 > 2, "why")
        } matching: {
            Self.said($0, "Expectation failed: why", line: first)
        }
        let second = #line + 2
        withKnownIssue {
            expectEqual("a\n", "b")
        } matching: {
            Self.said($0, #"Expected "b", got "a\n""#, line: second)
        }
        let third = #line + 2
        withKnownIssue {
            TestRow.$current.withValue("(3, 4)") { expectEqual(3, 4, "sum") }
        } matching: {
            Self.said($0, "Expected 4, got 3: sum (row: (3, 4))", line: third)
        }
    }

    /// require hands back the value or throws an error naming the caller's line
    func testRequire() throws {
        expectEqual(try require(Int?(5)), 5)
        let line = #line + 2
        do {
            _ = try require(Int?.none, "the count")
            Issue.record("require(nil) did not throw")
        } catch let failure as RequirementFailure {
            expectEqual(failure.description, "StretchyCLITests/TestKitTests.swift:\(line):28: required value is nil: the count")
        }
        expect(throws: RequirementFailure.self) { try require(1 > 2) }
    }

    /// expect(throws:) passes on the error asked for and records anything else: no error, another
    /// error, any error when Never is asked for
    func testExpectThrows() {
        let caught = expect(throws: Failure.self) { throw Failure(code: 7) }
        expectEqual(caught, Failure(code: 7))
        expect(throws: Never.self) {}
        expect(throws: Failure(code: 2)) { throw Failure(code: 2) }
        expect {
            throw Failure()
        } throws: {
            ($0 as? Failure)?.code == 1
        }
        withKnownIssue {
            expect(throws: Failure.self) {}
        } matching: {
            $0.comments.map(\.rawValue) == ["Expected Failure to be thrown, but nothing was"]
        }
        withKnownIssue {
            expect(throws: Never.self) { throw Failure() }
        } matching: {
            $0.comments.map(\.rawValue) == ["Expected no error to be thrown, got StretchyCLITests.TestKitTests.Failure(code: 1)"]
        }
        withKnownIssue {
            expect(throws: Failure(code: 2)) { throw Failure(code: 3) }
        } matching: {
            $0.comments.map(\.rawValue) == [
                "Expected StretchyCLITests.TestKitTests.Failure(code: 2) to be thrown, got StretchyCLITests.TestKitTests.Failure(code: 3)"
            ]
        }
        withKnownIssue {
            expect {
                throw Failure()
            } throws: { _ in
                false
            }
        } matching: {
            $0.comments.map(\.rawValue) == ["The thrown error StretchyCLITests.TestKitTests.Failure(code: 1) is not the one expected"]
        }
    }
}
