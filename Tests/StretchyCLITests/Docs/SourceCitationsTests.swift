import Foundation
import TestKit
import Testing

/// Comments in Sources/ and Tests/ cite the repository's own pages (`docs/format.md#preset-keys`),
/// and every page and anchor they cite exists; nothing cites a contract the repository does not hold.
struct SourceCitationsTests {
    /// The code and scripts that carry comments: Swift, Python, JavaScript and the `run` scripts.
    static let codeFiles: [String] = ["Sources", "Tests"].flatMap { folder in
        RepositoryFiles.files(under: folder) { name in
            [".swift", ".py", ".js", ".h", ".sh"].contains { name.hasSuffix($0) } || name == "run"
        }
    }

    func testEveryCitedPageAndAnchorExists() throws {
        expect(Self.codeFiles.count > 100, "the walk found too few files: \(Self.codeFiles.count)")
        var cited = 0
        for file in Self.codeFiles {
            let text = try require(RepositoryFiles.text(file))
            for citation in Self.citations(in: text) {
                cited += 1
                if let problem = MarkdownLinks.problem(with: "/" + citation, from: file) {
                    Issue.record("\(file): \(citation): \(problem)")
                }
            }
        }
        expect(cited > 100, "only \(cited) citations of docs/ found")
    }

    func testNothingCitesAContractOutsideTheRepository() throws {
        let outside = "SPEC" + ".md"  // spelled in two pieces so this file does not find itself
        for file in Self.codeFiles {
            let text = try require(RepositoryFiles.text(file))
            expect(!text.contains(outside), "\(file) cites \(outside), which is not in the repository")
        }
    }

    /// What the finder takes from text written by hand: a page, with its anchor when it has one,
    /// without the sentence's punctuation or a possessive.
    func testFindsCitations() {
        for (text, expected) in [
            ("see docs/format.md#preset-keys.", ["docs/format.md#preset-keys"]),
            ("(docs/tracks.md) and docs/preview.md's hooks", ["docs/tracks.md", "docs/preview.md"]),
            ("docs/platforms.md#the-web---to-web, then", ["docs/platforms.md#the-web---to-web"]),
            ("no docs here, nor mydocs/x.md", []),
        ] as [(String, [String])] {
            TestRow.$current.withValue(String(describing: (text, expected))) { self.findsCitations(text, expected) }
        }
    }

    func findsCitations(_ text: String, _ expected: [String]) {
        expectEqual(Self.citations(in: text), expected)
    }

    /// Every `docs/<page>.md` or `docs/<page>.md#<anchor>` in `text`, in order.
    static func citations(in text: String) -> [String] {
        let pattern = /(?:^|[^\w\/.])(docs\/[\w\/-]+\.md(?:#[\w-]*\w)?)/
        // Swift's Regex is slow over whole files: only the lines that can hold a citation.
        return text.split(separator: "\n").filter { $0.contains("docs/") }.flatMap { line in
            line.matches(of: pattern).map { String($0.output.1) }
        }
    }
}
