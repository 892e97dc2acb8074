import Foundation

/// Where the tests make their files: in memory (`/dev/shm`) where the system has such a folder,
/// because on a disk every SQLite commit's fsync kept the suite waiting; else the temporary folder.
enum ScratchFolder {
    static let root: URL = FileManager.default.isWritableFile(atPath: "/dev/shm")
        ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : FileManager.default.temporaryDirectory
}
