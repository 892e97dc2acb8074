import HeaderGeometry
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that `--output FILE` writes whole or not at all.
///
/// The bytes go to a temporary file created exclusively (`O_EXCL`, so never through a planted
/// symlink) under an unpredictable name in the destination's own folder, which is renamed over the
/// destination once everything is written and synced. A symlink at the destination is followed, so
/// its target is replaced and the link stays, unless another user planted it in a shared sticky
/// folder (``refusePlantedLink(_:owner:writing:)``); an existing file keeps its mode (a new one gets
/// `0666` less the umask). The temporary file is removed on every way out: an error, ``discard()``,
/// and SIGINT, SIGTERM or SIGHUP (``SignalCleanup``). A destination that exists and is not a
/// regular file (`/dev/null`, a FIFO) is written straight into.
final class OutputFile: ByteSink {
    /// The path as the user gave it, for messages.
    let path: String
    /// Where the bytes end up: `path` with symlinks followed.
    let target: String
    /// The temporary file, or `nil` when writing straight into a device or FIFO.
    private let temporary: String?
    private var descriptor: Int32
    /// The mode the file ends with: the existing file's, else `0666` less the umask.
    private let mode: mode_t
    /// The existing file's owner, kept when this process may set it.
    private let owner: (uid: uid_t, gid: gid_t)?
    private var slot: Int?

    /// The longest file name most file systems allow (`NAME_MAX`).
    static let nameLimit = 255
    /// How many random characters a temporary name holds (36^12 ≈ 4.7e18 names).
    static let randomLength = 12

    /// Opens a temporary file beside `path`'s target. Fails (exit 74) naming `path`.
    init(path: String) throws(CommandError) {
        self.path = path
        let target = try OutputFile.resolve(path)
        self.target = target
        var info = stat()
        if stat(target, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                throw CommandError(.ioError, "cannot write \(MessageText.quoted(path, longest: .max)): it is a folder")
            }
            if type != S_IFREG {
                let opened = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
                guard opened >= 0 else { throw OutputFile.failure(path, errno) }
                descriptor = opened
                temporary = nil
                mode = info.st_mode & 0o7777
                owner = nil
                return
            }
            mode = info.st_mode & 0o7777
            owner = (info.st_uid, info.st_gid)
        } else {
            mode = 0o666 & ~OutputFile.currentUmask()
            owner = nil
        }
        var created: (path: String, descriptor: Int32, slot: Int?)?
        for _ in 0..<100 {
            let candidate = OutputFile.temporaryPath(for: target)
            let outcome = SignalCleanup.withSignalsBlocked { () -> (Int32, Int32, Int?) in
                let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                guard opened >= 0 else { return (opened, errno, nil) }
                return (opened, 0, SignalCleanup.register(candidate))
            }
            if outcome.0 >= 0 {
                created = (candidate, outcome.0, outcome.2)
                break
            }
            if outcome.1 != EEXIST { throw OutputFile.failure(path, outcome.1) }
        }
        guard let created else {
            throw CommandError(.ioError, "cannot write \(MessageText.quoted(path, longest: .max)): no free temporary name in its folder")
        }
        temporary = created.path
        descriptor = created.descriptor
        slot = created.slot
    }

    deinit { discard() }

    /// Writes every byte; a full disk or the file size limit (`ulimit -f`) fails as exit 74.
    func write(_ bytes: [UInt8]) throws(IOFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                LibC.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw IOFailure.system("write \(MessageText.quoted(path, longest: .max))", errorNumber: errno)
            }
            offset += written
        }
    }

    /// Gives the file its mode, syncs it and renames it over the target.
    func commit() throws(CommandError) {
        guard let temporary else {
            close(descriptor)
            descriptor = -1
            return
        }
        if let owner, owner.uid != geteuid() || owner.gid != getegid() {
            _ = fchown(descriptor, owner.uid, owner.gid)  // root keeps a file's owner; others cannot
        }
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
            let number = errno
            discard()
            throw OutputFile.failure(path, number)
        }
        close(descriptor)
        descriptor = -1
        let renamed = SignalCleanup.withSignalsBlocked { () -> Int32 in
            guard rename(temporary, target) == 0 else { return errno }
            SignalCleanup.unregister(slot)
            slot = nil
            return 0
        }
        guard renamed == 0 else {
            discard()
            throw OutputFile.failure(path, renamed)
        }
        OutputFile.syncFolder(of: target)
    }

    /// Closes and removes the temporary file; the destination stays as it was. Later calls do nothing.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if let temporary, slot != nil || OutputFile.exists(temporary) {
            SignalCleanup.withSignalsBlocked {
                unlink(temporary)
                SignalCleanup.unregister(slot)
                slot = nil
            }
        }
    }

    // MARK: Names

    /// `path` with every symlink along its last component followed (at most 40, as the kernel);
    /// each link on the way must pass ``refusePlantedLink(_:owner:writing:)``.
    static func resolve(_ path: String) throws(CommandError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            try refusePlantedLink(current, owner: info.st_uid, writing: path)
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { readlink(current, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
            guard count > 0 else { throw failure(path, errno) }
            let link = String(decoding: buffer[0..<count], as: UTF8.self)
            current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
        }
        throw failure(path, ELOOP)
    }

    /// Refuses (exit 74) to follow `link` where Linux's `protected_symlinks` would not let a
    /// program that opens the path itself: in a sticky folder everyone may write to (`/tmp`), a
    /// link that neither the user nor the folder's owner owns. Anyone may plant a link there, and
    /// followed by a command run as root it would replace a file only root may write, or create
    /// one in a folder its planter cannot reach (docs/safety.md, "Output files"). Resolving the link
    /// here, stretchy would otherwise bypass the kernel's check.
    static func refusePlantedLink(_ link: String, owner: uid_t, writing path: String) throws(CommandError) {
        let folder = folder(of: link)
        var info = stat()
        guard stat(folder, &info) == 0 else { throw failure(path, errno) }
        guard isPlanted(linkOwner: owner, folderOwner: info.st_uid, folderMode: info.st_mode, user: geteuid()) else { return }
        let which = link == path ? "it is a symbolic link" : "it leads through the symbolic link \(MessageText.quoted(link, longest: .max)), which is"
        throw CommandError(
            .ioError,
            "cannot write \(MessageText.quoted(path, longest: .max)): \(which) owned by another user (uid \(owner)) "
                + "in \(MessageText.quoted(folder, longest: .max)), a sticky folder everyone may write to",
            hint: "only your links and the folder owner's are followed there; remove it or write elsewhere")
    }

    /// Whether a link is one ``refusePlantedLink(_:owner:writing:)`` refuses: its folder is sticky
    /// and writable by others, and the link is neither `user`'s nor the folder owner's.
    static func isPlanted(linkOwner: uid_t, folderOwner: uid_t, folderMode: mode_t, user: uid_t) -> Bool {
        folderMode & S_ISVTX != 0 && folderMode & S_IWOTH != 0 && linkOwner != user && linkOwner != folderOwner
    }

    /// The folder holding `path` (`.` for a bare name, `/` for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `FOLDER/.NAME.RANDOM.tmp` beside `target`: hidden, unpredictable, and within ``nameLimit``
    /// bytes however long the name is (its start is kept, cut at a character boundary).
    static func temporaryPath(for target: String) -> String {
        let folder = folder(of: target)
        let name: Substring
        if let slash = target.lastIndex(of: "/") { name = target[target.index(after: slash)...] } else { name = target[...] }
        let room = nameLimit - (1 + 1 + randomLength + 4)
        var kept = ""
        var bytes = 0
        for scalar in name.unicodeScalars {
            let size = String(scalar).utf8.count
            if bytes + size > room { break }
            kept.unicodeScalars.append(scalar)
            bytes += size
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let random = String((0..<randomLength).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] })
        return (folder == "/" ? "" : folder) + "/." + kept + "." + random + ".tmp"
    }

    // MARK: System calls

    /// The process's umask: from `/proc/self/status` where there is one (reading it with
    /// `umask(2)` means setting it, which another thread could see), else set and put back.
    static func currentUmask() -> mode_t {
        let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                let text = String(decoding: buffer[0..<count], as: UTF8.self)
                for line in text.split(separator: "\n") where line.hasPrefix("Umask:") {
                    if let mask = mode_t(line.dropFirst(6).drop(while: { $0 == " " || $0 == "\t" }), radix: 8) {
                        return mask
                    }
                }
            }
        }
        let mask = umask(0o077)
        umask(mask)
        return mask
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Makes the rename durable; a folder that cannot be synced is no error.
    private static func syncFolder(of path: String) {
        let folder = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        close(folder)
    }

    /// `cannot write 'PATH': REASON` (exit 74).
    static func failure(_ path: String, _ number: Int32) -> CommandError {
        let failure = IOFailure.system("write \(MessageText.quoted(path, longest: .max))", errorNumber: number)
        return CommandError(.ioError, failure.message, hint: failure.hint)
    }
}
