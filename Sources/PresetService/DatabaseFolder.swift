import HeaderGeometry
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder a database lives in, made on first use (`~/.local/share/stretchy/`).
enum DatabaseFolder {
    /// Creates the folders above `path` that do not exist yet, like `mkdir -p`; returns them,
    /// outermost first, for ``remove(_:)`` when opening the database then fails.
    @discardableResult
    static func create(for path: String) throws(ServiceError) -> [String] {
        var folders: [String] = []
        var folder = parent(of: path)
        while let current = folder, !exists(current) {
            folders.append(current)
            folder = parent(of: current)
        }
        var created: [String] = []
        for folder in folders.reversed() {
            if mkdir(folder, 0o755) == 0 {
                created.append(folder)
            } else if errno != EEXIST {
                let reason = String(cString: strerror(errno))
                remove(created)
                throw ServiceError(
                    .io, "cannot create the folder \(MessageText.quoted(folder, longest: .max)) for the database: \(reason)",
                    hint: "choose another place with --db PATH or $STRETCHY_DB")
            }
        }
        return created
    }

    /// Removes folders ``create(for:)`` made, innermost first; one that is no longer empty
    /// (another process put a file there meanwhile) stays.
    static func remove(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }

    /// Refuses a database path whose folder does not exist (an explicit `--db` or
    /// `$STRETCHY_DB`): a typo must not create a new catalogue somewhere unexpected.
    static func requireExisting(for path: String) throws(ServiceError) {
        guard let folder = parent(of: path), !exists(folder) else { return }
        throw ServiceError(
            .notFound, "no folder \(MessageText.quoted(folder, longest: .max)) for the database \(MessageText.quoted(path, longest: .max))",
            hint: "create the folder first, or check the path given with --db or $STRETCHY_DB")
    }

    private static func parent(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let parent = String(path[..<slash])
        return parent.isEmpty ? nil : parent
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
