import PresetExport
import TestKit
import Testing

/// The one template engine behind every generated file (Swift, Kotlin, Dart, web, the preview page).
struct TemplateTests {
    static let values = ["X": "1", "Y": "2", "V": "{{X}}"]

    static let cases: [(template: String, filled: String)] = [
        ("a {{X}} b {{Y}}{{V}}", "a 1 b 2{{X}}"),  // a value is written as it is, never filled again
        ("{{X}}{{Y}}{{V}}", "12{{X}}"),
        ("ü{{Y}}ü{{X}}{{V}}", "ü2ü1{{X}}"),
        ("{{X}}{{X}}{{Y}}{{V}} {{X", "112{{X}} {{X"),  // an unclosed one is text
    ]

    /// placeholders are filled in one pass
    func testRender() {
        for (template, filled) in Self.cases {
            TestRow.$current.withValue(String(describing: (template, filled))) { self.render(template, filled) }
        }
    }

    func render(_ template: String, _ filled: String) {
        expectEqual(Template(template).render(Self.values), filled)
    }

    /// rendering into a buffer writes what rendering to a string does
    func testRenderInto() {
        for (template, filled) in Self.cases {
            TestRow.$current.withValue(String(describing: (template, filled))) { self.renderInto(template, filled) }
        }
    }

    func renderInto(_ template: String, _ filled: String) {
        var out = SourceText(capacity: 0)
        Template(template).render(into: &out) { name, out in
            guard let value = Self.values[name] else { return false }
            out.append(value)
            return true
        }
        expectEqual(out.text, filled)
    }

    func testPlaceholdersAreNamed() {
        expectEqual(Template("{{a}} {{b}}{{a}} {{c").placeholders, ["a", "b"])
    }

    /// a placeholder without a value stops the program
    func testPlaceholderWithoutValue() async {
        await #expect(processExitsWith: .failure) {
            _ = Template("{{X}} {{Z}}").render(["X": "1"])
        }
    }

    /// a value without a placeholder stops the program
    func testValueWithoutPlaceholder() async {
        await #expect(processExitsWith: .failure) {
            _ = Template("{{X}}").render(["X": "1", "Y": "2"])
        }
    }

    /// a placeholder the filling closure does not know stops the program
    func testPlaceholderUnknownToTheClosure() async {
        await #expect(processExitsWith: .failure) {
            var out = SourceText(capacity: 0)
            Template("{{X}}").render(into: &out) { _, _ in false }
        }
    }
}
