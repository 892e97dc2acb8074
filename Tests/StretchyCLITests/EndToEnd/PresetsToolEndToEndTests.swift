import Foundation
import TestKit
import TestSupport
import Testing

/// The build plugin's tool as a build runs it: an invalid document is one located line on
/// standard error, whatever its file name holds (docs/swift.md#3-generated-swift-and-the-build-plugin).
struct PresetsToolEndToEndTests {
    /// `StretchyPresetsTool`, built beside `stretchy`.
    static var tool: URL { StretchyProcess.binary.deletingLastPathComponent().appendingPathComponent("StretchyPresetsTool") }

    /// a file name with a newline, ESC and U+202E cannot add a line to the build log
    func testHostileFileName() throws {
        let scratch = TemporaryDatabase()
        let folder = scratch.folder
        let name = "evil\napp.swift:1:1: error: injected\u{1B}]0;title\u{07}\u{202E}.stretchy.json"
        let input = folder.appendingPathComponent(name)
        try Data(#"{"format": "stretchy-presets", "version": 1, "presets": [{"name": "hero", "minHeight": 500}]}"#.utf8).write(to: input)
        let output = folder.appendingPathComponent("out.swift").path
        let stdout = folder.appendingPathComponent("stdout").path, stderr = folder.appendingPathComponent("stderr").path
        let status = try Subprocess.run(
            [Self.tool.path, "--input", input.path, "--output", output],
            environment: [:], standardInput: "/dev/null", standardOutput: stdout, standardError: stderr)
        let text = try String(contentsOfFile: stderr, encoding: .utf8)
        expectEqual(status, 65)
        expectEqual(text.filter { $0 == "\n" }.count, 1, "\(text)")
        expect(text.hasSuffix("\n"))
        expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0 == "\u{202E}" }, "\(text)")
        expect(text.hasPrefix(#"evil\u{0A}app.swift:1:1: error: injected\u{1B}]0;title\u{07}\u{202E}.stretchy.json:1:"#), "\(text)")
        expect(text.contains(#"error: preset 'hero' minHeight: 500 is greater than maxHeight 350"#), "\(text)")
    }
}
