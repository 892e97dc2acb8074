import Foundation
import TestKit
import Testing

/// `stretchy preview`: where the page goes, and bad input that leaves nothing behind. What the page
/// does in a browser is checked by Tests/Browser/ (headless Chromium), outside `swift test`.
struct PreviewEndToEndTests {
    /// The files in the sandbox that are not the database.
    static func files(in sandbox: Sandbox) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
            // The sandbox is also $HOME: nothing but the database and the pages may appear there.
            .filter { !$0.hasPrefix("presets.sqlite") }.sorted()
    }

    /// one preset goes to NAME.html and several to preview.html, in the current folder, and it says which
    func testDefaultNames() throws {
        let sandbox = Sandbox()
        let one = try sandbox.run(["preview", "sticky-utah"], directory: sandbox.folder)
        expectEqual(one.status, 0)
        expect(one.stdout == "wrote sticky-utah.html\n" && one.stderr == "")
        let several = try sandbox.run(["preview", "sticky-utah", "stretchy-ios18"], directory: sandbox.folder)
        expectEqual(several.status, 0)
        expectEqual(several.stdout, "wrote preview.html\n")
        try expectEqual(Self.files(in: sandbox), ["preview.html", "sticky-utah.html"])
        let page = try String(contentsOfFile: sandbox.folder.appendingPathComponent("preview.html").path, encoding: .utf8)
        expect(page.contains(#"data-stretchy-scroller="sticky-utah""#))
        expect(page.contains(#"data-stretchy-scroller="stretchy-ios18""#))
    }

    /// --output - writes the page to standard output; docs/preview.md's page is at most 150 KB
    func testStandardOutput() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["preview", "scaling-header-snap", "--output", "-"], directory: sandbox.folder)
        expectEqual(outcome.status, 0)
        expect(outcome.stdout.hasPrefix("<!DOCTYPE html>"))
        expect(outcome.stdout.hasSuffix("</html>\n"))
        expect(outcome.stdout.utf8.count <= 150_000)
        expect(try Self.files(in: sandbox).isEmpty)
    }

    /// --reduce-motion checks the Reduce Motion toggle and --text-size selects its size
    ///
    /// docs/accessibility.md#in-the-preview-and-the-studio: the flags set where the page's toggles start.
    func testToggles() throws {
        let sandbox = Sandbox()
        let plain = try sandbox.expectSuccess(["preview", "sticky-utah", "--output", "-"])
        expect(plain.contains(#"data-toggle="reduced-motion"> Reduce Motion"#))
        expect(plain.contains(#"<option value="large" selected>"#))
        let toggled = try sandbox.expectSuccess(["preview", "sticky-utah", "--reduce-motion", "--text-size", "ax5", "--output", "-"])
        expect(toggled.contains(#"data-toggle="reduced-motion" checked> Reduce Motion"#))
        expect(toggled.contains(#"<option value="ax5" selected>"#))
        expect(toggled.contains(#"{"reduceMotion":true,"textSize":"ax5""#))
    }

    /// docs/preview.md's size of a one-preset page is the page's
    ///
    /// The size docs/preview.md quotes ("weighs about N KB") is the size of a one-preset page,
    /// within a tenth: a page that grows or shrinks fails here until the page says so.
    func testDocumentedSize() throws {
        let text = try require(RepositoryFiles.text("docs/preview.md"))
        let match = try require(text.firstMatch(of: /A page for one preset weighs about (\d+) KB\./))
        let quoted = try require(Double(match.1)) * 1000
        let sandbox = Sandbox()
        let page = try sandbox.expectSuccess(["preview", "sticky-utah", "--output", "-"])
        let size = Double(page.utf8.count)
        expect(abs(size - quoted) <= quoted / 10, "the page is \(Int(size)) bytes; docs/preview.md says about \(Int(quoted))")
    }

    static let failures: [(arguments: [String], status: Int32, message: String)] = [
        (["preview", "stiky-utah"], 66, #"stretchy: error: no preset named 'stiky-utah'; did you mean 'sticky-utah'?"#),
        (["preview", "sticky-utah", "nope-at-all", "-o", "x.html"], 66, #"no preset named 'nope-at-all'"#),
        (
            ["preview", "sticky-utah", "--width", "120"], 64,
            "stretchy: error: a 120 × 844 phone is too small to draw; the least is 200 × 300"
        ),
        (["preview", "sticky-utah", "--height", "299"], 64, "too small to draw"),
        (["preview", "sticky-utah", "--width", "0"], 64, "--width"),
        (["preview", "sticky-utah", "--height", "20000"], 64, "too large"),
        (["preview"], 64, "<name>"),
        (["preview", "sticky-utah", "--text-size", "huge"], 64, "--text-size"),
        (["preview", "sticky-utah", "--reduce-motion=yes"], 64, "--reduce-motion"),
        (["preview", "sticky-utah", "-o", "no/such/folder/page.html"], 74, "cannot write 'no/such/folder/page.html'"),
    ]

    /// each failure is one line with its exit code; no file is left and the database is unchanged
    func testFailure() throws {
        for (arguments, status, message) in Self.failures {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) { try self.failure(arguments, status, message) }
        }
    }

    func failure(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["list"]).status, 0)
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(arguments, directory: sandbox.folder)
        expectEqual(outcome.status, status, "\(outcome.stderr)")
        expectEqual(outcome.stdout, "")
        expect(outcome.stderr.hasPrefix("stretchy: error: "))
        expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        expectEqual(outcome.stderr.filter { $0 == "\n" }.count, 1)
        expect(try Self.files(in: sandbox).isEmpty)
        expectEqual(sandbox.databaseBytes(), before)
    }
}
