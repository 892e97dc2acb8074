import Foundation
import Testing

/// Golden files: `Tests/TextChartTests/Golden/NAME.txt`. Run the tests with
/// `STRETCHY_UPDATE_GOLDEN=1` to (re)write them from the current output, then look at them.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Whether the tests write golden files instead of comparing with them.
    static var updating: Bool { ProcessInfo.processInfo.environment["STRETCHY_UPDATE_GOLDEN"] == "1" }

    /// Compares `text` with the golden file `name`.txt character for character.
    static func check(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".txt")
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "differs from Golden/\(name).txt (STRETCHY_UPDATE_GOLDEN=1 rewrites it)",
                sourceLocation: sourceLocation)
    }
}
