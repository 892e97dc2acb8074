import Foundation
import StretchyCLI
import TestKit
import Testing

/// `docs/commands.md`, `docs/man/` and `docs/images/` are what `docs/generate` writes from the
/// program; a change to a command's spec or to a chart must come with the regenerated files.
struct GeneratedDocsTests {
    static let regenerate = "stale: run docs/generate and commit the result"

    func testCommandReferenceIsWhatHelpWrites() throws {
        let committed = try require(RepositoryFiles.text("docs/commands.md"), "docs/commands.md is missing; run docs/generate")
        let same = committed == MarkdownReference().document()
        expect(same, "docs/commands.md is \(Self.regenerate)")
    }

    func testManualPagesAreWhatHelpWrites() throws {
        let manual = ManualPage()
        let topics: [CommandSpec?] = [nil] + CommandCatalogue.stretchy.commands
        let expected = Set(topics.map(manual.fileName(for:)))
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.url("docs/man").path))
        expectEqual(
            present, expected, "docs/man/ has other pages than the commands (\(present.symmetricDifference(expected).sorted())): run docs/generate")
        for topic in topics {
            let name = manual.fileName(for: topic)
            let committed = RepositoryFiles.text("docs/man/\(name)")
            let same = committed == (topic.map(manual.page(for:)) ?? manual.overview())
            expect(same, "docs/man/\(name) is \(Self.regenerate)")
        }
    }

    /// One line of `docs/images/pictures.txt`.
    struct PictureLine {
        var file: String?
        var arguments: [String]
    }

    static func pictureLines() throws -> [PictureLine] {
        let list = try require(RepositoryFiles.text("docs/images/pictures.txt"))
        return list.split(separator: "\n").compactMap { line -> PictureLine? in
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "setup": return PictureLine(file: nil, arguments: Array(words.dropFirst()))
            case "picture": return PictureLine(file: words[1], arguments: Array(words.dropFirst(2)))
            default: return nil
            }
        }
    }

    /// The pictures are drawn by the built binary, as `docs/generate` draws them.
    func testPicturesAreWhatStretchyDraws() throws {
        let lines = try Self.pictureLines()
        expect(lines.contains { $0.file != nil })
        let sandbox = Sandbox()
        for line in lines {
            let outcome = try sandbox.run(line.arguments)
            try require(outcome.status == 0, "stretchy \(line.arguments.joined(separator: " ")): \(outcome.stderr)")
            guard let file = line.file else { continue }
            let committed = RepositoryFiles.text("docs/images/\(file)")
            let same = committed == outcome.stdout
            expect(same, "docs/images/\(file) is \(Self.regenerate)")
        }
    }
}
