import Foundation
import PackagePlugin

/// Lists a test target's tests for Swift Testing without a macro per test: every
/// `func testName()` of a suite (a type declared at the start of a line, the method four spaces
/// in) becomes one case of the suite's `tests(_:)`, a single `@Test` over its `testCases`
/// (Tests/TestKit/TestCase.swift). The first paragraph of the method's documentation comment is
/// the case's summary. `TestList.awk`, beside this file, does the reading and the writing.
///
/// Swift Testing's `@Test` and `#expect` macros cost most of a fresh clone's test build
/// (BENCHMARKS.md, "Test build time"). A `func test…` the list cannot place (nested deeper, with
/// parameters, split over lines) fails the build naming its line, so no test is left out unseen.
@main
struct TestListPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        // Plugins/TestListPlugin/TestList.awk: tools version 6.0 gives a plugin no URL of its own.
        let program = context.package.directoryURL.appending(path: "Plugins/TestListPlugin/TestList.awk")
        let output = context.pluginWorkDirectoryURL.appending(path: "TestList.swift")
        return [
            .buildCommand(
                displayName: "Listing \(target.name)'s tests",
                executable: URL(fileURLWithPath: "/usr/bin/awk"),
                arguments: ["-v", "output=\(output.path)", "-f", program.path] + sources.map(\.path),
                inputFiles: [program] + sources,
                outputFiles: [output])
        ]
    }
}
