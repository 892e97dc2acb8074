import Foundation
import TestKit
import Testing

/// docs/development.md#layout shows the whole layout: every folder of Sources/, Tests/ and
/// Plugins/ is named in it, so a new target or test script cannot go unmentioned.
struct LayoutDocsTests {
    func testEveryTargetAndTestFolderIsInTheLayout() throws {
        let page = try require(RepositoryFiles.text("docs/development.md"))
        var folders: [String] = []
        for parent in ["Sources", "Tests", "Plugins"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.url(parent).path)
            for name in names.sorted() where !name.hasPrefix(".") {
                var isFolder: ObjCBool = false
                let path = RepositoryFiles.url(parent + "/" + name).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                folders.append(parent + "/" + name)
            }
        }
        expect(folders.count >= 20, "found only \(folders)")
        for folder in folders {
            let named =
                page.contains("`\(folder)/`")
                || (folder.hasPrefix("Tests/") && folder.hasSuffix("Tests") && page.contains("`\(folder.dropFirst("Tests/".count))`"))
            expect(named, "docs/development.md's layout does not name \(folder)/")
        }
    }
}
