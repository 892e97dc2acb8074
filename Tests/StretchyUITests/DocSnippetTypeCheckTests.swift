import Foundation
import TestSupport
import Testing

/// docs/ios.md's StretchyUI snippets are what a developer copies: each is type-checked against the
/// stubs and StretchyUI as it is, so a renamed label or type fails here before it fails in an app.
@Suite("docs/ios.md's StretchyUI snippets type-check")
struct DocSnippetTypeCheckTests {
    /// The ```swift blocks of docs/ios.md that import StretchyUI, with the line each starts on.
    static func snippets() throws -> [(line: Int, code: String)] {
        let text = try String(contentsOf: AppleStubCompiler.root.appendingPathComponent("docs/ios.md"), encoding: .utf8)
        var found: [(Int, String)] = []
        var block: [String]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if block == nil {
                if line == "```swift" { (block, start) = ([], index + 1) }
            } else if line.hasPrefix("```") {
                let code = block!.joined(separator: "\n") + "\n"
                if code.contains("import StretchyUI") { found.append((start, code)) }
                block = nil
            } else {
                block!.append(String(line))
            }
        }
        return found
    }

    @Test("the one-view SwiftUI snippet and the UIKit snippet come first and type-check")
    func snippetsTypeCheck() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count >= 2)
        #expect(snippets.contains { $0.code.contains("StretchyHeaderScrollView(") })
        #expect(snippets.contains { $0.code.contains("StretchyHeaderController(") })
        for snippet in snippets {
            let outcome = AppleStubCompiler.typeCheck(source: snippet.code, named: "ios_md_line_\(snippet.line).swift")
            #expect(outcome.status == 0, "docs/ios.md:\(snippet.line): \(outcome.diagnostics)")
        }
    }
}
