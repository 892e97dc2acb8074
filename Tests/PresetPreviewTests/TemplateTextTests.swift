import Testing

@testable import PresetPreview

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The preview's and the studio's HTML, CSS and scripts are compiled in as string literals (Plugins/TemplateTextPlugin): each
/// must be its file's exact text, every file in Templates/ must be there, and nothing else.
@Suite struct TemplateTextTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/PresetPreview/Templates")

    @Test func everyTemplateIsItsFileByteForByte() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { !$0.hasPrefix(".") }
        #expect(Set(TemplateText.byFileName.keys) == Set(names))
        for name in names {
            let bytes = try Data(contentsOf: Self.folder.appending(path: name))
            let text = TemplateText.byFileName[name, default: ""]
            #expect(text.utf8.elementsEqual(bytes), "\(name): \(text.utf8.count) bytes compiled in, \(bytes.count) in the file")
        }
        #expect(TemplateText.byFileName["studio-editors.js"] == TemplateText.studioEditorsJs)
    }
}
