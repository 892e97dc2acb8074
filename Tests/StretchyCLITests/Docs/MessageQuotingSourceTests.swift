import Foundation
import TestKit
import Testing
import ValueText

/// The quoting rule of docs/commands.md#messages, read off the sources: every message quotes a
/// text through `MessageText.quoted` (single quotes, escaped), so none builds a quote by hand, in
/// single quotes or in JSON's double quotes.
struct MessageQuotingSourceTests {
    /// Files that write another language, not messages: HTML, SVG, code, JSON, troff and shell
    /// scripts, and the reference pages, whose quotes are that language's.
    static let writers = [
        "Sources/PresetPreview/",  // HTML pages
        "Sources/TextChart/SVGWriter.swift",  // SVG
        "Sources/PresetExport/Escaping/",  // string literals of the exported languages
        "Sources/PresetExport/WebExporter.swift",  // HTML and CSS
        "Sources/PresetExport/FidelityNote.swift",  // comments in the exported code
        "Sources/PresetStore/SchemaObjects+Latest.swift",  // Swift source for the schema table
        "Sources/PresetJSON/FormatTables.swift",  // docs/format.md's tables
        "Sources/HeaderGeometry/Trace/",  // trace lines (JSON)
        "Sources/StrictJSON/JSONText.swift",  // the JSON string writer
        "Sources/PresetService/PresetDocuments.swift",  // its JSON string literal helper
        "Sources/StretchyCLI/Help/",  // help, man and Markdown pages
        "Sources/StretchyCLI/Completion/",  // shell scripts
    ]

    /// What a message must not hold: a quote made by hand around an interpolated text.
    static let handMade = [
        #"'\("#: "a text in single quotes made by hand",
        #"\"\("#: "a text in double quotes",
        "JSONText.quoted(": "a text quoted as JSON",
    ]

    /// no message quotes a text by hand
    func testNoHandMadeQuotes() throws {
        let files = RepositoryFiles.files(under: "Sources") { $0.hasSuffix(".swift") }
            .filter { path in !Self.writers.contains { path.hasPrefix($0) } }
        expect(files.count > 100)
        var found: [String] = []
        for path in files {
            let text = try require(RepositoryFiles.text(path))
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                for (pattern, what) in Self.handMade where line.contains(pattern) {
                    found.append("\(path):\(number + 1): \(what): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// the rule the test holds is the one docs/commands.md states
    func testDocumented() throws {
        let page = try require(RepositoryFiles.text("docs/commands.md"))
        expect(page.contains("## Messages"))
        expect(page.contains("A message quotes every text it shows in single quotes"))
    }
}
