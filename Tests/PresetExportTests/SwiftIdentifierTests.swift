import PresetExport
import TestKit
import Testing

/// Preset names become lowerCamelCase Swift identifiers (docs/swift.md#3-generated-swift-and-the-build-plugin), keywords escaped.
struct SwiftIdentifierTests {
    /// camelCase: separators start words, a leading digit gets 'preset'
    func testCamelCase() {
        for (name, expected) in [
            ("sticky-utah", "stickyUtah"),
            ("material3-large-top-app-bar", "material3LargeTopAppBar"),
            ("stretchy-ios18", "stretchyIos18"),
            ("a", "a"),
            ("3d-card", "preset3dCard"),
            ("0", "preset0"),
            ("a.b_c-d", "aBCD"),
            ("a--b", "aB"),
            ("trailing-", "trailing"),
            ("x9-9x", "x99x"),
        ] as [(String, String)] {
            TestRow.$current.withValue(String(describing: (name, expected))) { self.camelCase(name: name, expected: expected) }
        }
    }

    func camelCase(name: String, expected: String) {
        expectEqual(SwiftIdentifier.camelCase(name), expected)
    }

    /// keywords are escaped with backticks, other names are not
    func testEscaping() {
        for (identifier, expected) in [
            ("default", "`default`"), ("class", "`class`"), ("self", "`self`"), ("init", "`init`"),
            ("true", "`true`"), ("is", "`is`"), ("stickyUtah", "stickyUtah"), ("get", "get"),
        ] as [(String, String)] {
            TestRow.$current.withValue(String(describing: (identifier, expected))) { self.escaping(identifier: identifier, expected: expected) }
        }
    }

    func escaping(identifier: String, expected: String) {
        expectEqual(SwiftIdentifier.escaped(identifier), expected)
    }

    /// a namespace must be a plain identifier
    func testPlainIdentifier() {
        for (text, valid) in [
            ("StretchyPresets", true), ("_Presets2", true), ("a", true),
            ("", false), ("_", false), ("2Presets", false), ("My-Presets", false), ("My Presets", false),
            ("class", false), ("Self", false), ("Présets", false),
        ] as [(String, Bool)] {
            TestRow.$current.withValue(String(describing: (text, valid))) { self.plainIdentifier(text: text, valid: valid) }
        }
    }

    func plainIdentifier(text: String, valid: Bool) {
        expectEqual(SwiftIdentifier.isPlainIdentifier(text), valid)
    }
}
