import Foundation

/// A folder of golden files: expected output compared character for character. Run the tests with
/// `STRETCHY_UPDATE_GOLDEN=1` to rewrite them from the current output, then read every changed
/// file's diff before committing it.
public struct GoldenFiles: Sendable {
    /// The folder.
    public let directory: URL

    /// The folder `folder` beside the source file `file` (the caller's, by default).
    public init(beside file: String = #filePath, folder: String = "Golden") {
        directory = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(folder)
    }

    /// Whether the tests write golden files instead of comparing with them.
    public static var updating: Bool { ProcessInfo.processInfo.environment["STRETCHY_UPDATE_GOLDEN"] == "1" }

    /// Compares `text` with the file at `relativePath`, or writes it there when updating: `nil`
    /// when they agree (or it was written), else the message for the failed expectation.
    public func mismatch(_ text: String, at relativePath: String) throws -> String? {
        let url = directory.appendingPathComponent(relativePath)
        if Self.updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return nil
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard text != expected else { return nil }
        return "differs from \(directory.lastPathComponent)/\(relativePath) (STRETCHY_UPDATE_GOLDEN=1 rewrites it)"
    }
}
