import Foundation
import TestKit
import TestSupport
import Testing

/// The docs' SwiftUI and UIKit snippets are what a developer copies: each is type-checked against
/// the stubs, HeaderGeometry and StretchyUI as they are, so a renamed label or type fails here
/// before it fails in an app.
struct DocSnippetTypeCheckTests {
    /// What Xcode generates for an asset catalog holding the image the snippets show
    /// (`Image(.mountains)`): an `ImageResource` per image.
    static let assetCatalog = """

        extension ImageResource {
            static let mountains = ImageResource(name: "mountains", bundle: .main)
        }

        """

    /// The ```swift blocks of `path` that import SwiftUI or UIKit, with the line each starts on.
    static func snippets(in path: String) throws -> [(line: Int, code: String)] {
        let text = try String(contentsOf: AppleTypeCheck.root.appendingPathComponent(path), encoding: .utf8)
        var found: [(Int, String)] = []
        var block: [String]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if block == nil {
                if line == "```swift" { (block, start) = ([], index + 1) }
            } else if line.hasPrefix("```") {
                let code = block!.joined(separator: "\n") + "\n"
                if code.contains("import SwiftUI") || code.contains("import UIKit") { found.append((start, code)) }
                block = nil
            } else {
                block!.append(String(line))
            }
        }
        return found
    }

    /// README.md and every page of docs/.
    static func pages() -> [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: AppleTypeCheck.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// docs/ios.md leads with StretchyUI: the one-view SwiftUI snippet, the pager and the UIKit one come first
    func testStretchyUIComesFirst() throws {
        let snippets = try Self.snippets(in: "docs/ios.md")
        expect(snippets.count >= 10)
        expectEqual(snippets.first?.code.contains("StretchyHeaderScrollView("), true)
        expectEqual(snippets.dropFirst().first?.code.contains("StretchyHeaderPager("), true)
        expectEqual(snippets.dropFirst(2).first?.code.contains("StretchyHeaderController("), true)
    }

    /// every SwiftUI and UIKit snippet of the docs type-checks
    func testSnippetsTypeCheck() throws {
        for page in Self.pages() {
            try TestRow.$current.withValue(String(describing: page)) { try self.snippetsTypeCheck(page: page) }
        }
    }

    func snippetsTypeCheck(page: String) throws {
        for snippet in try Self.snippets(in: page) {
            let code = snippet.code.contains("import SwiftUI") ? snippet.code + Self.assetCatalog : snippet.code
            let name = page.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".", with: "_")
            let outcome = AppleTypeCheck.typeCheck(source: code, named: "\(name)_line_\(snippet.line).swift")
            expectEqual(outcome.status, 0, "\(page):\(snippet.line): \(outcome.diagnostics)")
        }
    }
}
