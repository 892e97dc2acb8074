import PresetExport
import Testing

/// The one template engine behind every generated file (Swift, Kotlin, Dart, web, the preview page).
struct TemplateTests {
    static let cases: [(template: String, filled: String)] = [
        ("a {{X}} b", "a 1 b"),
        ("{{X}}{{Y}}", "12"),
        ("ü{{Y}}ü", "ü2ü"),
        ("{{Z}}.", "."),                      // a placeholder without a value is left out
        ("{{X", "{{X"),                        // an unclosed one is text
        ("{{V}}", "{{X}}"),                    // a value is written as it is, never filled again
        ("no placeholders", "no placeholders"),
    ]

    @Test("placeholders are filled in one pass", arguments: cases)
    func render(_ template: String, _ filled: String) {
        #expect(Template(Array(template.utf8)).render(["X": "1", "Y": "2", "V": "{{X}}"]) == filled)
    }
}

extension TemplateTests {
    @Test("rendering into a buffer writes what rendering to a string does", arguments: cases)
    func renderInto(_ template: String, _ filled: String) {
        var out = SourceText(capacity: 0)
        Template(Array(template.utf8)).render(into: &out) { name, out in
            if let value = ["X": "1", "Y": "2", "V": "{{X}}"][name] { out.append(value) }
        }
        #expect(out.text == filled)
    }
}
