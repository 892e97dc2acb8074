import TestKit
import TestSupport
import Testing

@testable import PresetPreview

/// The preview's and the studio's HTML, CSS and scripts are compiled in as string literals (Plugins/TemplateTextPlugin): each
/// must be its file's exact text, every file in Templates/ must be there, and nothing else.
struct TemplateTextTests {
    func testEveryTemplateIsItsFileByteForByte() throws {
        let differences = try TemplateFolder.differences(of: "PresetPreview", from: TemplateText.byFileName)
        expectEqual(differences, [])
        expectEqual(TemplateText.byFileName["studio-editors.js"], TemplateText.studioEditorsJs)
    }
}

/// The studio's page sends its scripts without their comment lines, and nothing else goes.
struct StudioScriptTests {
    func testOnlyCommentLinesAreLeftOut() {
        let script = "// a comment\nlet a = 1; // kept: code first\n    // indented comment\n/* block\n// inside */\nvar s = \"// in a string\";\n"
        expectEqual(StudioPage.withoutCommentLines(script), "let a = 1; // kept: code first\n/* block\n// inside */\nvar s = \"// in a string\";\n")
    }

    func testTheScriptsHaveNoMultiLineTemplateLiteral() {
        // What makes dropping a `//` line safe: no line of a script is inside a template literal.
        for name in ["motion.js", "page.js", "studio-editors.js", "studio.js"] {
            for line in TemplateText.byFileName[name, default: ""].split(separator: "\n") {
                expectEqual(line.filter { $0 == "`" }.count % 2, 0, "\(name): \(line)")
            }
        }
    }

    func testEveryScriptLineThatIsCodeIsSent() {
        let sent = Set(StudioPage.scripts.joined(separator: "\n").split(separator: "\n"))
        for name in ["motion.js", "page.js", "studio-editors.js", "studio.js"] {
            let code = TemplateText.byFileName[name, default: ""].split(separator: "\n")
                .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
            expect(!code.isEmpty)
            for line in code { expect(sent.contains(line), "\(name): \(line)") }
        }
        expect(!sent.contains { $0.drop { $0 == " " }.hasPrefix("// ") && !$0.contains("*/") })
    }
}
