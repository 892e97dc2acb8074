import Foundation
import TestKit
import Testing

/// Every link in every Markdown file of the repository stays inside it and arrives somewhere: a
/// relative path to a file that exists and, with a `#fragment` into Markdown, a heading there.
struct MarkdownLinksTests {
    func testEveryLinkResolves() throws {
        for file in RepositoryFiles.markdownFiles() {
            try TestRow.$current.withValue(String(describing: file)) { try self.everyLinkResolves(file) }
        }
    }

    func everyLinkResolves(_ file: String) throws {
        let text = try require(RepositoryFiles.text(file))
        for link in MarkdownLinks.destinations(in: text) {
            if let problem = MarkdownLinks.problem(with: link.destination, from: file) {
                Issue.record("\(file):\(link.line): \(link.destination): \(problem)")
            }
        }
    }

    func testTheRepositoryHasItsDocumentation() {
        let files = RepositoryFiles.markdownFiles()
        for page in ["README.md", "docs/README.md", "docs/concepts.md", "docs/format.md", "docs/commands.md", "docs/ios.md"] {
            expect(files.contains(page), "\(page) is missing")
        }
    }

    /// docs/README.md is the index: it links every page in docs/.
    func testTheIndexLinksEveryPage() throws {
        let index = try require(RepositoryFiles.text("docs/README.md"))
        let linked = Set(MarkdownLinks.destinations(in: index).map { $0.destination.split(separator: "#").first.map(String.init) ?? "" })
        for file in RepositoryFiles.markdownFiles() where file.hasPrefix("docs/") && file != "docs/README.md" {
            let page = String(file.dropFirst("docs/".count))
            expect(linked.contains(page), "docs/README.md does not link \(page)")
        }
    }

    /// What the checker itself finds, on text written by hand.
    func testFindsLinksOutsideCode() {
        for (text, expected) in [
            ("[a](b.md) and ![c](d/e.svg \"title\")", ["b.md", "d/e.svg"]),
            ("`[not](a-link.md)` but [yes](#anchor)", ["#anchor"]),
            ("```\n[not](in-a-block.md)\n```\n[ref]: target.md", ["target.md"]),
            ("escaped \\[x\\](y) and <https://example.com>", ["https://example.com"]),
        ] as [(String, [String])] {
            TestRow.$current.withValue(String(describing: (text, expected))) { self.findsLinksOutsideCode(text, expected) }
        }
    }

    func findsLinksOutsideCode(_ text: String, _ expected: [String]) {
        expectEqual(MarkdownLinks.destinations(in: text).map(\.destination), expected)
    }

    func testAnchorsAreGitHubs() {
        for (heading, anchor) in [
            ("Hello, `World`!", "hello-world"),
            ("Snapping: the three modes", "snapping-the-three-modes"),
            ("`shrink` vs `scroll`", "shrink-vs-scroll"),
            ("iOS 17: GeometryReader", "ios-17-geometryreader"),
        ] as [(String, String)] {
            TestRow.$current.withValue(String(describing: (heading, anchor))) { self.anchorsAreGitHubs(heading, anchor) }
        }
    }

    func anchorsAreGitHubs(_ heading: String, _ anchor: String) {
        expectEqual(MarkdownLinks.anchor(heading), anchor)
    }
}

/// Finding and checking the links of a Markdown text.
enum MarkdownLinks {
    struct Link {
        var line: Int
        var destination: String
    }

    /// Inline links and images, reference definitions and autolinks, outside code.
    static func destinations(in text: String) -> [Link] {
        var links: [Link] = []
        var fence: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            let code = withoutCodeSpans(line)
            let characters = Array(code)
            if let definition = referenceDefinition(code) {
                links.append(Link(line: index + 1, destination: definition))
                continue
            }
            var position = 0
            while position < characters.count - 1 {
                if characters[position] == "]", characters[position + 1] == "(",
                    position == 0 || characters[position - 1] != "\\"
                {
                    var end = position + 2
                    while end < characters.count, characters[end] != ")", characters[end] != " " { end += 1 }
                    links.append(Link(line: index + 1, destination: String(characters[(position + 2)..<end])))
                    position = end
                } else if characters[position] == "<", let close = characters[position...].firstIndex(of: ">") {
                    let inside = String(characters[(position + 1)..<close])
                    if inside.contains("://") || inside.hasPrefix("mailto:") {
                        links.append(Link(line: index + 1, destination: inside))
                    }
                    position = close
                }
                position += 1
            }
        }
        return links
    }

    /// `[label]: destination` at the start of a line.
    private static func referenceDefinition(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { return nil }
        let rest = trimmed[trimmed.index(after: close)...]
        guard rest.hasPrefix(":") else { return nil }
        return rest.dropFirst().split(separator: " ").first.map(String.init)
    }

    /// The line with every `code span` blanked out.
    private static func withoutCodeSpans(_ line: String) -> String {
        var result = ""
        var inCode = false
        for character in line {
            if character == "`" { inCode.toggle(); result.append(" "); continue }
            result.append(inCode ? " " : character)
        }
        return result
    }

    /// What is wrong with a link from `file`, or `nil` when it resolves.
    static func problem(with destination: String, from file: String) -> String? {
        if destination.isEmpty { return "an empty link" }
        if let colon = destination.firstIndex(of: ":"),
            destination[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) })
        {
            return "leaves the repository; link to a file in it instead"
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        let base = RepositoryFiles.url(file).deletingLastPathComponent()
        // A path starting with "/" is from the repository's root, as GitHub reads it.
        let target =
            path.isEmpty
            ? RepositoryFiles.url(file)
            : path.hasPrefix("/")
                ? RepositoryFiles.url(String(path.dropFirst())).standardizedFileURL
                : base.appendingPathComponent(path).standardizedFileURL
        let root = RepositoryFiles.root.standardizedFileURL.path
        guard target.path == root || target.path.hasPrefix(root + "/") else {
            return "leaves the repository"
        }
        guard FileManager.default.fileExists(atPath: target.path) else { return "no such file" }
        if !fragment.isEmpty, target.pathExtension == "md" {
            let text = (try? Data(contentsOf: target)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            if !anchors(in: text).contains(fragment) { return "no heading with the anchor #\(fragment)" }
        }
        return nil
    }

    /// The anchors GitHub gives the headings of a Markdown text, duplicates numbered.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = anchor(heading)
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
                return nil
            })
    }
}
