import Foundation

/// Where the tests make their files: in memory (`/dev/shm`) where the system has such a folder,
/// because on a disk every SQLite commit's fsync kept the suite waiting; else the temporary folder.
public enum ScratchFolder {
    /// The folder the tests' folders go in.
    public static let root: URL =
        FileManager.default.isWritableFile(atPath: "/dev/shm")
        ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : FileManager.default.temporaryDirectory
}

/// A fresh folder under ``ScratchFolder/root`` holding one test's database, `presets.sqlite`
/// (not created yet), removed with everything in it when the value is released: keep it in a
/// local for as long as the test uses the files.
public final class TemporaryDatabase {
    /// The folder.
    public let folder: URL
    /// `presets.sqlite` inside the folder.
    public let path: String

    /// A new, empty folder.
    public init() {
        folder = ScratchFolder.root.appendingPathComponent("stretchy-tests-" + UUID().uuidString, isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("presets.sqlite").path
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The database file's bytes, `nil` when it does not exist (after a checkpoint, everything
    /// committed is in them).
    public func bytes() -> Data? { FileManager.default.contents(atPath: path) }

    /// The names of the files in the folder, sorted.
    public func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }
}
