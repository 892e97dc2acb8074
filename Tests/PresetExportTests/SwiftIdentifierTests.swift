import PresetExport
import TestKit
import Testing

/// Preset names become lowerCamelCase Swift identifiers (docs/swift.md#3-generated-swift-and-the-build-plugin), keywords escaped.
@Suite("SwiftIdentifier")
struct SwiftIdentifierTests {
    @Test(
        "camelCase: separators start words, a leading digit gets 'preset'",
        arguments: [
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
        ] as [(String, String)])
    func camelCase(name: String, expected: String) {
        expectEqual(SwiftIdentifier.camelCase(name), expected)
    }

    @Test(
        "keywords are escaped with backticks, other names are not",
        arguments: [
            ("default", "`default`"), ("class", "`class`"), ("self", "`self`"), ("init", "`init`"),
            ("true", "`true`"), ("is", "`is`"), ("stickyUtah", "stickyUtah"), ("get", "get"),
        ] as [(String, String)])
    func escaping(identifier: String, expected: String) {
        expectEqual(SwiftIdentifier.escaped(identifier), expected)
    }

    @Test(
        "a namespace must be a plain identifier",
        arguments: [
            ("StretchyPresets", true), ("_Presets2", true), ("a", true),
            ("", false), ("_", false), ("2Presets", false), ("My-Presets", false), ("My Presets", false),
            ("class", false), ("Self", false), ("Présets", false),
        ] as [(String, Bool)])
    func plainIdentifier(text: String, valid: Bool) {
        expectEqual(SwiftIdentifier.isPlainIdentifier(text), valid)
    }
}
