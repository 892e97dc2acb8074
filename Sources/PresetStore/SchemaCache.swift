import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the migrations make, kept in a file of the user's cache folder, so that comparing a
/// database's schema with it costs every command a small read instead of running every migration
/// on an in-memory database (about 3 ms of CPU for four migrations: more than a whole `chart`).
///
/// The file's name holds a hash of every migration's SQL and of SQLite's version (which words the
/// schema SQLite stores after `ALTER TABLE`), so another stretchy, or another SQLite, never reads
/// a file it did not write. Written whole (a temporary file renamed into place); a file that
/// cannot be read or written only costs the replay. The folder is the user's own: whoever can
/// write there can write the user's database too.
struct SchemaCache {
    /// The folder holding the file (`~/.cache/stretchy`).
    let folder: String
    /// The file for the current migrations and SQLite, named once per cache.
    let path: String

    init(folder: String) {
        self.folder = folder
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for migration in Migrator.migrations { hash = SchemaCache.hash(migration.bytes, into: hash) }
        hash = SchemaCache.hash(Array(String(cString: sqlite3_libversion()).utf8), into: hash)
        let hex = String(hash, radix: 16)
        path = folder + "/schema-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `hash` mixed with the length of `bytes` and the bytes, eight at a step: byte by byte
    /// (FNV-1a), the 20 KB of migrations cost every command more instructions than drawing its
    /// chart. Each step is a bijection of the running hash, so two inputs that differ in one word
    /// always differ after it.
    static func hash(_ bytes: [UInt8], into seed: UInt64) -> UInt64 {
        var hash = seed
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        mix(UInt64(bytes.count))
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            mix(tail)
        }
        return hash
    }

    /// The file's bytes: ``SchemaObjects/serialized`` of the newest schema, or `nil` when there
    /// is no file yet. A database whose own serialization equals them is as the migrations made
    /// it, with no object built to tell.
    func latestSerialized() -> [UInt8]? {
        SchemaCache.load(path)
    }

    /// The objects of the newest schema: from `cached` (the file's bytes, when already read),
    /// else from running the migrations (and then written to the file for the next command).
    func latest(cached: [UInt8]?) throws(DatabaseError) -> SchemaObjects {
        if let cached, let objects = SchemaObjects(serialized: cached) {
            return objects
        }
        let objects = try SchemaObjects.expected(atVersion: Migrator.knownVersion)
        SchemaCache.save(objects.serialized, to: path, folder: folder)
        return objects
    }

    /// The file's bytes, read into a buffer of its size: a zeroed 64 KiB buffer for a 9 KB file
    /// cost every command 15 page faults.
    private static func load(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 0, status.st_size <= 1 << 22 else { return nil }
        // One byte more than the size, so a file that grew since fstat shows as a short read.
        let capacity = Int(status.st_size) + 1
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            while count < capacity {
                let got = read(descriptor, buffer.baseAddress! + count, capacity - count)
                if got < 0, errno == EINTR { continue }
                guard got >= 0 else { return }
                if got == 0 {
                    complete = true
                    return
                }
                count += got
            }
        }
        return complete ? bytes : nil
    }

    /// Saves `bytes` to a new temporary file in `folder` and renames it to `path`; any failure is
    /// ignored (the next command runs the migrations again).
    private static func save(_ bytes: [UInt8], to path: String, folder: String) {
        // The folder and the one above it (`~/.cache`), private, as the XDG specification asks.
        if let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")), slash != folder.utf8.startIndex {
            mkdir(String(folder[..<slash]), 0o700)
        }
        mkdir(folder, 0o700)
        let temporary = DatabaseFiles(path: path).temporarySibling()
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != bytes.count || rename(temporary, path) != 0 { unlink(temporary) }
    }
}
