import Foundation
import TestKit
import TestSupport
import Testing

/// Plugins/TestListPlugin/TestList.awk, which lists every test of a target for Swift Testing:
/// each suite's `func testName()` becomes one case, with the first paragraph of its documentation
/// comment; a `func test…` it cannot place fails the build naming the file and line, so no test
/// goes unrun unseen.
struct TestListTests {
    /// Runs the list over files named and written as given; its status, its list and its error.
    static func list(_ files: [(name: String, text: String)]) throws -> (status: Int32, list: String, error: String) {
        let scratch = TemporaryDatabase()
        let folder = scratch.folder
        let paths = try files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            return url.path
        }
        let output = folder.appendingPathComponent("TestList.swift").path
        let program = RepositoryFiles.url("Plugins/TestListPlugin/TestList.awk").path
        let status = try Subprocess.run(
            ["/usr/bin/awk", "-v", "output=\(output)", "-f", program] + paths, environment: [:],
            standardInput: "/dev/null", standardOutput: folder.appendingPathComponent("out").path,
            standardError: folder.appendingPathComponent("err").path)
        let list = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let error = try String(contentsOfFile: folder.appendingPathComponent("err").path, encoding: .utf8)
        return (status, list, error)
    }

    /// Instance, static, async and throwing tests of two suites in two files, in the order written;
    /// a summary's quotes and backslashes escaped; helpers and nested members left alone.
    func testListsEverySuitesTests() throws {
        // `FUNC`, not the keyword: TestList.awk reads this file too, and would take an indented
        // line starting with the keyword for a nested test.
        let a = """
            import Testing

            /// The suite's own comment is not a test's summary.
            @Suite("a")
            struct ATests {
                /// checks "one" \\ thing
                /// over two lines
                ///
                /// Not the summary: the second paragraph.
                FUNC testOne() throws {}

                FUNC helper() {}

                @available(*, deprecated)
                static FUNC testTwo() async {}

                struct Row {
                    let test: Int
                }
            }
            """
        let b = """
            extension BTests {
                /// the last
                nonisolated FUNC testThree() async throws { helper() }
            }
            """
        let result = try Self.list([("A.swift", a), ("B.swift", b)].map { ($0, $1.replacingOccurrences(of: "FUNC", with: "func")) })
        expectEqual(result.status, 0)
        expectEqual(result.error, "")
        expectEqual(
            result.list,
            """
            // The tests of this target's suites, written by Plugins/TestListPlugin: each suite's
            // `func test…()` methods, run by one `@Test` per suite (Tests/TestKit/TestCase.swift).
            import TestKit
            import Testing

            extension ATests {
                @Test(arguments: testCases)
                static func tests(_ test: TestCase<ATests>) async throws { try await test.run() }

                static let testCases: [TestCase<ATests>] = [
                    TestCase("testOne", "checks \\"one\\" \\\\ thing over two lines", ATests.init, ATests.testOne),
                    TestCase(static: "testTwo", "", ATests.testTwo),
                ]
            }

            extension BTests {
                @Test(arguments: testCases)
                static func tests(_ test: TestCase<BTests>) async throws { try await test.run() }

                static let testCases: [TestCase<BTests>] = [
                    TestCase("testThree", "the last", BTests.init, BTests.testThree),
                ]
            }

            """)
    }

    /// A test the list cannot run fails with the file, the line and what to change, and no list.
    func testRefusesWhatItCannotPlace() throws {
        let cases: [(text: String, line: Int, message: String)] = [
            (
                "struct S {\n    struct Inner {\n        func testNested() {}\n    }\n}\n", 3,
                "a test is `func testName()`, four spaces into a type declared at the start of a line, without parameters"
            ),
            (
                "struct S {\n    func testWith(_ value: Int) {}\n}\n", 2,
                "a test is `func testName()`, four spaces into a type declared at the start of a line, without parameters"
            ),
            (
                "struct S {\n    func testSplit()\n        throws\n    {}\n}\n", 2,
                "a test is declared on one line: `func testName() async throws {`"
            ),
            ("    func testOutside() {}\n", 1, "a test outside a type"),
            (
                "private struct S {\n    func testHidden() {}\n}\n", 2,
                "a test in a private type, which the list (another file) cannot reach"
            ),
        ]
        for (text, line, message) in cases {
            let result = try Self.list([("Bad.swift", text)])
            expectEqual(result.status, 1, "\(text)")
            expect(result.error.hasSuffix("Bad.swift:\(line): error: \(message)\n"), "\(result.error)")
            expectEqual(result.list, "", "\(text)")
        }
    }
}
