import Foundation
import Testing

/// Golden output of the binary: `Tests/StretchyCLITests/EndToEnd/Golden/NAME`. Run the tests with
/// `STRETCHY_UPDATE_GOLDEN=1` (as for TextChart's goldens) to rewrite them from the current
/// output, then look at every changed file before committing it.
enum EndToEndGolden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Whether the tests write golden files instead of comparing with them.
    static var updating: Bool { ProcessInfo.processInfo.environment["STRETCHY_UPDATE_GOLDEN"] == "1" }

    /// Compares `text` with the golden file `name` character for character.
    static func check(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "differs from Golden/\(name) (STRETCHY_UPDATE_GOLDEN=1 rewrites it)",
                sourceLocation: sourceLocation)
    }
}
