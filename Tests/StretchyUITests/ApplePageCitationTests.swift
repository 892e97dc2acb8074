import Foundation
import TestKit
import TestSupport
import Testing

/// Every declaration of the stubs names the Apple documentation page it was written from
/// (Tests/AppleStubs/README.md), so a reader can check each signature against its source.
struct ApplePageCitationTests {
    /// A declaration the code can use: a public or open type, member, function or enum case.
    static var declaration: Regex<Substring> {
        #/^\s*(?:nonisolated\s+)?(?:(?:public|open)\s+(?:static\s+|weak\s+|final\s+|convenience\s+)*(?:func|var|let|init|struct|enum|class|protocol|typealias)\b|case\s)/#
    }
    /// Declarations every stub type needs that Apple documents on the protocol, not the type.
    static let boilerplate = ["var body:", "let rawValue", "init(rawValue:"]

    /// every declaration in Tests/AppleStubs has a developer.apple.com link above it
    func testEveryDeclarationCitesItsPage() throws {
        let folder = AppleTypeCheck.root.appendingPathComponent("Tests/AppleStubs")
        var files: [URL] = []
        for module in ["AppleFoundation", "SwiftUI", "UIKit", "QuartzCore"] {
            files += AppleTypeCheck.swiftFiles(in: folder.appendingPathComponent(module))
        }
        expect(files.count >= 5)
        var declarations = 0
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var insideStandIn = false
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("// The delegate's methods are optional") { insideStandIn = true }
                if insideStandIn { if line == "}" { insideStandIn = false }; continue }
                guard line.firstMatch(of: Self.declaration) != nil else { continue }
                if Self.boilerplate.contains(where: line.contains) || line.contains("StubView") { continue }
                declarations += 1
                // The comment block right above it, over any attributes.
                var above = index - 1
                var cited = false
                while above >= 0 {
                    let text = lines[above].trimmingCharacters(in: .whitespaces)
                    if text.hasPrefix("/// https://developer.apple.com/documentation/") { cited = true }
                    guard text.hasPrefix("///") || text.hasPrefix("@") else { break }
                    above -= 1
                }
                expect(cited, "\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces)) cites no page")
            }
        }
        expect(declarations >= 60)
    }
}
