import TestKit
import TestSupport
import Testing

/// Golden files: `Tests/TextChartTests/Golden/NAME.txt` (``GoldenFiles``).
enum Golden {
    static let files = GoldenFiles()

    /// Compares `text` with the golden file `name`.txt character for character.
    static func check(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let mismatch = try files.mismatch(text, at: name + ".txt")
        expectEqual(mismatch, nil, "\(mismatch ?? "")", sourceLocation: sourceLocation)
    }
}
