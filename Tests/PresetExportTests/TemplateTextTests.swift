import TestKit
import TestSupport
import Testing

@testable import PresetExport

/// The exporters' templates are compiled in as string literals (Plugins/TemplateTextPlugin): each
/// must be its file's exact text, every file in Templates/ must be there, and nothing else.
struct TemplateTextTests {
    func testEveryTemplateIsItsFileByteForByte() throws {
        let differences = try TemplateFolder.differences(of: "PresetExport", from: TemplateText.byFileName)
        expectEqual(differences, [])
        expectEqual(TemplateText.byFileName["compose-preset.kt"], TemplateText.composePresetKt)
    }
}
