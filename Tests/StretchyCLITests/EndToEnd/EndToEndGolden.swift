import TestKit
import TestSupport
import Testing

/// Golden output of the binary: `Tests/StretchyCLITests/EndToEnd/Golden/NAME` (``GoldenFiles``).
enum EndToEndGolden {
    static let files = GoldenFiles()

    /// Compares `text` with the golden file `name` character for character.
    static func check(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let mismatch = try files.mismatch(text, at: name)
        expectEqual(mismatch, nil, "\(mismatch ?? "")", sourceLocation: sourceLocation)
    }
}
