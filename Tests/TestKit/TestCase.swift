import Testing

/// One test of a suite: a method `func testSomething()` of a type in a test target, which
/// `Plugins/TestListPlugin` lists in the suite's `testCases` and runs through the suite's one
/// `@Test`, `tests(_:)`.
///
/// Swift Testing's `@Test` macro costs about 40–70 ms of compiler time per test (BENCHMARKS.md,
/// "Test build time"); a suite's methods listed as the arguments of one `@Test` cost a fraction
/// of that, and Swift Testing still runs each one on its own, in parallel with the others, and
/// names it when it fails.
public struct TestCase<Suite>: CustomTestStringConvertible, @unchecked Sendable {
    // @unchecked: the closures are a suite's `init()` and one of its methods, which capture
    // nothing; every run makes its own suite value.

    /// The method's name, `testSomething`.
    public let name: String
    /// The first paragraph of the method's documentation comment, or "".
    public let summary: String
    private let body: () async throws -> Void

    /// A test that makes a suite value with `make` and calls `test` on it.
    public init(
        _ name: String, _ summary: String, _ make: @escaping () async throws -> Suite,
        _ test: @escaping (Suite) -> () async throws -> Void
    ) {
        self.name = name
        self.summary = summary
        self.body = { try await test(try await make())() }
    }

    /// A test that is a static method of its suite.
    public init(static name: String, _ summary: String, _ test: @escaping () async throws -> Void) {
        self.name = name
        self.summary = summary
        self.body = test
    }

    /// The name and the summary, as Swift Testing shows the case.
    public var testDescription: String { summary.isEmpty ? name : "\(name): \(summary)" }

    /// Runs the test once.
    public func run() async throws { try await body() }
}
