#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path names: its device and inode, as `stat(2)` gives them (following a symbolic
/// link, as SQLite opens one). The studio keeps the database's from when it opened it and
/// compares on every request, so a database moved, deleted or replaced meanwhile is noticed
/// rather than silently made again at the old path (docs/safety.md#the-studio).
struct FileIdentity: Sendable, Equatable {
    /// The device the file is on.
    let device: UInt64
    /// The file's number on that device.
    let inode: UInt64

    /// The file at `path` now, or `nil` when there is none (or it cannot be looked at).
    init?(path: String) {
        var status = stat()
        guard !path.isEmpty, stat(path, &status) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }

    /// `DEVICE.INODE`, for a key that must differ between databases.
    var text: String { "\(device).\(inode)" }
}
