import Foundation
import PresetService

/// A database path in a fresh temporary folder, removed when the value goes away: keep it in a
/// local for as long as the test uses the database.
final class TemporaryDatabase {
    let folder: URL
    let path: String

    init() {
        folder = ScratchFolder.root.appendingPathComponent("stretchy-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("presets.sqlite").path
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A library on this database.
    func library() -> PresetLibrary { PresetLibrary(databasePath: path) }

    /// The database file's bytes (after a checkpoint, everything committed is in it).
    func bytes() -> Data { (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data() }
}
