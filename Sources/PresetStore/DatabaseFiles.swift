#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of one database: the main file and, in WAL mode, its `-wal` and `-shm` companions.
struct DatabaseFiles {
    /// The main file's path.
    let path: String

    /// Every path SQLite may create for the database.
    var all: [String] { [path, path + "-wal", path + "-shm"] }

    /// The paths that exist now.
    func existing() -> Set<String> { Set(all.filter(DatabaseFiles.exists)) }

    /// Removes the files that exist now but were not in `before`: what this process created.
    func removeCreated(since before: Set<String>) {
        for file in all where !before.contains(file) && DatabaseFiles.exists(file) {
            unlink(file)
        }
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The system's words for the last error of a file call (`errno`).
    static func systemMessage(_ code: Int32) -> String {
        guard code != 0, let text = strerror(code) else { return "unknown error" }
        return String(cString: text)
    }
}
