import HeaderGeometry
import ValueText

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
    var all: [String] { [path, path + "-wal", path + "-shm", path + "-journal"] }

    /// The paths that exist now.
    func existing() -> Set<String> { Set(all.filter(DatabaseFiles.exists)) }

    /// Removes the files that exist now but were not in `before`: what this process created.
    func removeCreated(since before: Set<String>) {
        for file in all where !before.contains(file) && DatabaseFiles.exists(file) {
            unlink(file)
        }
    }

    /// Removes the main file and its companions.
    func removeAll() {
        for file in all { unlink(file) }
    }

    /// The longest absolute path SQLite opens: its 512-byte limit less room for the `-journal`
    /// suffix (measured: 504 bytes open, 505 fail with "unable to open database file").
    static let longestPath = 504

    /// Refuses, before SQLite touches anything, a path it could not open or should not: one too
    /// long for SQLite, or one that names something other than a regular file (`/dev/null`, a
    /// folder, a FIFO), for the database or any of its companions (a `-wal` that is a symlink
    /// would have SQLite write through it).
    func refuseUnusable() throws(StoreError) {
        var length = path.utf8.count
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: 4096)
            if getcwd(&buffer, buffer.count) != nil { length += strlen(buffer) + 1 }
        }
        if length > DatabaseFiles.longestPath {
            throw StoreError(
                .io,
                "cannot open the database \(MessageText.quoted(path, longest: .max)): the path is too long (\(length) bytes as an absolute path; SQLite opens at most \(DatabaseFiles.longestPath))"
            )
        }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw StoreError(
                .notADatabase,
                "\(MessageText.quoted(path, longest: .max)) is not a database file: it is \(DatabaseFiles.describe(info.st_mode)); give the path of a file (or of one to create)"
            )
        }
        for companion in all.dropFirst() where lstat(companion, &info) == 0 && info.st_mode & S_IFMT != S_IFREG {
            throw StoreError(
                .notADatabase,
                "cannot open the database \(MessageText.quoted(path, longest: .max)): \(MessageText.quoted(companion, longest: .max)) is \(DatabaseFiles.describe(info.st_mode)), not a file SQLite made; remove it"
            )
        }
        try refuseForeignWAL()
    }

    /// Refuses a `-wal` file that cannot belong to the database, before SQLite applies it over
    /// the database (docs/safety.md#databases-stretchy-did-not-make): its pages are not the
    /// database's size, the database header it carries names another database, or its commits
    /// do not continue from the file's own state.
    ///
    /// A WAL is self-consistent (its frames are checked against its own header's salts and
    /// checksums, which say nothing of the database), so the frames SQLite would apply are found
    /// as SQLite finds them, in one reading of the log. Every write stretchy makes stamps the
    /// database's identity (`PRAGMA application_id`, a random number chosen when the database is
    /// made) into the header on page 1, so every commit's pages include page 1, and the newest
    /// committed page 1 must carry this database's identity. Every write also makes a new
    /// generation (``GenerationRecord``), so the commits name the generations they start from and
    /// make, and the file's own generation, read from the page the log names, must be among them:
    /// a copy written to apart, or a backup restored over the file, has one of its own.
    ///
    /// A database from before identities (0) cannot be told from another, nor a file from
    /// before generations from its copies; a WAL with no page 1 was not written by this stretchy.
    func refuseForeignWAL() throws(StoreError) {
        let main = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard main >= 0 else { return }
        defer { close(main) }
        // Another process may be checkpointing into the file, starting the log again, or
        // removing it and making a new one meanwhile: a difference counts only when it holds,
        // with nothing changed while it was read, twice in a row.
        var unchangedDifference: [UInt8]?
        for _ in 0..<4 {
            let log = open(path + "-wal", O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard log >= 0 else { return }
            defer { close(log) }
            guard let header = DatabaseFiles.read(main, count: 100, at: 0), let wal = WALFile(descriptor: log) else { return }
            var pageSize = WALFile.bigEndian(header, 16, 2)
            if pageSize == 1 { pageSize = 65536 }
            if wal.pageSize != pageSize {
                throw foreignWAL("its pages are \(wal.pageSize) bytes, the database's \(pageSize)")
            }
            let committed = wal.committed()
            let identity = UInt32(WALFile.bigEndian(header, WALFile.identityOffset, 4))
            if identity != 0, let carried = committed.identity, carried != identity {
                throw foreignWAL("it holds the pages of another database: identity \(carried), the database's \(identity)")
            }
            guard let number = committed.generationPage,
                let page = DatabaseFiles.read(main, count: pageSize, at: (number - 1) * pageSize),
                let own = GenerationRecord.generation(ofPage: page, at: 0, size: pageSize)
            else { return }  // a file from before generations, or its page not checkpointed yet
            if committed.generations.contains(own) { return }
            let unchanged =
                DatabaseFiles.read(main, count: 100, at: 0) == header && wal.isUnchanged()
                && DatabaseFiles.isFile(log, at: path + "-wal")
            if unchanged, unchangedDifference == page {
                throw foreignWAL("its changes start from another state of the database: a copy's, or the file's before a backup was restored over it")
            }
            unchangedDifference = unchanged ? page : nil
        }
    }

    /// The error for a `-wal` file that does not belong to the database, for `reason`.
    private func foreignWAL(_ reason: String) -> StoreError {
        StoreError(
            .notADatabase,
            "the WAL file \(MessageText.quoted(path + "-wal", longest: .max)) does not belong to the database \(MessageText.quoted(path, longest: .max)) (\(reason)): SQLite would copy it over the database; move it away"
        )
    }

    /// `count` bytes at `offset` of the open file `descriptor`, or `nil` when it ends first.
    private static func read(_ descriptor: Int32, count: Int, at offset: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return read == count ? bytes : nil
    }

    /// Whether `path` still names the open file `descriptor` (SQLite removes a `-wal` file when
    /// the last connection closes, and the next one makes a new one).
    private static func isFile(_ descriptor: Int32, at path: String) -> Bool {
        var opened = stat(), named = stat()
        return fstat(descriptor, &opened) == 0 && stat(path, &named) == 0
            && opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// "a folder", "a character device", ... for a file type.
    static func describe(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// A new, unpredictable path in the same folder, for a database built before it is linked into
    /// place: `FOLDER/.stretchy-XXXXXXXXXX` (the file does not exist yet).
    func temporarySibling() -> String {
        let folder = DatabaseFiles.folder(of: path)
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let random = String((0..<10).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] })
        return folder + ".stretchy-" + random
    }

    /// Links the finished database `temporary` in as ``path``, unless a file is there already
    /// (another process's new database: it wins). Where the file system has no hard links (some
    /// FUSE and FAT ones), renames instead, unless someone was first.
    func place(_ temporary: String) throws(StoreError) {
        if link(temporary, path) == 0 || errno == EEXIST { return }
        if !DatabaseFiles.exists(path), rename(temporary, path) != 0 {
            throw StoreError(.io, "cannot create the database \(MessageText.quoted(path, longest: .max)): \(DatabaseFiles.systemMessage(errno))")
        }
    }

    /// Forces the main file's bytes to the disk (`fsync`): a database built without waiting for
    /// the disk at each commit is synced once, before it is linked into place (docs/safety.md).
    func sync() throws(StoreError) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw StoreError(.io, "cannot sync the database \(MessageText.quoted(path, longest: .max)): \(DatabaseFiles.systemMessage(errno))")
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw StoreError(.io, "cannot sync the database \(MessageText.quoted(path, longest: .max)): \(DatabaseFiles.systemMessage(errno))")
        }
    }

    /// How old a temporary database must be to count as left by a process that died (`kill -9`)
    /// while building it: building one takes well under a second.
    static let staleAfterSeconds = 600

    /// Removes temporary databases (``temporarySibling()``) in the folder that no process has
    /// touched for ``staleAfterSeconds``, with their companions.
    func removeStaleTemporaries() {
        let folder = DatabaseFiles.folder(of: path)
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
        defer { closedir(directory) }
        let now = time(nil)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(".stretchy-"), name.utf8.count == ".stretchy-".utf8.count + 10 else { continue }
            let stale = DatabaseFiles(path: folder + name)
            var info = stat()
            guard lstat(stale.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
                let modified = Int(info.st_mtimespec.tv_sec)
            #else
                let modified = Int(info.st_mtim.tv_sec)
            #endif
            guard Int(now) - modified > DatabaseFiles.staleAfterSeconds else { continue }
            stale.removeAll()
        }
    }

    /// The folder part of `path`, with its final `/` (empty for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[...slash])
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
