import CSQLite
import HeaderGeometry
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The presets and their history, in one SQLite file.
///
/// Every change appends a revision holding the whole preset, so nothing is ever lost; a preset's
/// history follows it through renames and deletion. One store per thread: open another on the
/// same file for another thread or process (writers wait for each other up to 5 s).
public final class PresetStore {
    /// The database file's path.
    public let path: String
    private(set) var database: Database
    /// Why the store was opened read-only although the file is writable (the disk is full):
    /// the error every write then gives.
    private(set) var readOnlyBecause: StoreError?
    /// Whether a schema object the migrations did not make refuses the file (else ``check()``
    /// reports it).
    let refusesForeignSchema: Bool
    /// How the file's schema differs from what the migrations make, one line per object (empty
    /// when it is theirs); only a store that does not refuse such a file opens one.
    private(set) var schemaDifferences: [String] = []

    /// The newest schema version this program knows (`PRAGMA user_version`).
    public static let knownSchemaVersion: Int = Migrator.knownVersion

    /// Opens (creating if missing and `create` is true) and migrates. A new database is built
    /// under a temporary name in the same folder, with every migration and `catalogue()` (each
    /// preset with a revision whose action is "builtin") in one transaction, and linked into place
    /// only when complete: a failure leaves nothing behind, and never removes a file another
    /// process made meanwhile (whoever links first wins; the others open that file).
    ///
    /// Before SQLite touches anything, a path too long for SQLite and anything but a regular file
    /// (`/dev/null`, a folder) are refused. A file whose schema holds a table, index, trigger or
    /// view the migrations did not make, or one they made changed, is refused before anything runs
    /// on it — unless `refusingForeignSchema` is false (for `stretchy check`, which reports it).
    public convenience init(
        path: String, create: Bool = true, refusingForeignSchema: Bool = true,
        catalogue: () -> [HeaderPreset] = { [] }
    ) throws(StoreError) {
        let files = DatabaseFiles(path: path)
        try files.refuseUnusable()
        var inPlace = false
        if create, !DatabaseFiles.exists(path) {
            inPlace = try !PresetStore.buildNew(at: path, catalogue: catalogue)
        }
        try self.init(
            opening: path, create: inPlace, refusingForeignSchema: refusingForeignSchema,
            catalogue: catalogue)
    }

    /// Builds a new database beside `path` and links it into place, unless another process's
    /// new database got there first. Where the temporary name would be longer than SQLite allows,
    /// or the file system has no hard links, the database is renamed into place or, returning
    /// false, left for the caller to make in place as before.
    private static func buildNew(at path: String, catalogue: () -> [HeaderPreset]) throws(StoreError) -> Bool {
        let files = DatabaseFiles(path: path)
        files.removeStaleTemporaries()
        let temporary = files.temporarySibling()
        let scratch = DatabaseFiles(path: temporary)
        guard temporary.utf8.count <= path.utf8.count || (try? scratch.refuseUnusable()) != nil else {
            return false
        }
        // Created here, exclusively and without following a symlink; SQLite then fills it.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = DatabaseFiles.systemMessage(errno)
            throw StoreError(.io, "cannot open the database \(MessageText.quoted(path, longest: .max)): \(reason)")
        }
        close(descriptor)
        do throws(StoreError) {
            // Unseen until linked: its commits skip the disk's wait, and the whole file is
            // synced once below instead (docs/safety.md).
            let built = try PresetStore(
                opening: temporary, create: false, refusingForeignSchema: true,
                catalogue: catalogue, durable: false)
            built.database.close()
            try scratch.sync()
        } catch {
            scratch.removeAll()
            var renamed = error
            renamed.message = PresetStore.replacing(temporary, with: path, in: error.message)
            throw renamed
        }
        defer { scratch.removeAll() }
        try files.place(temporary)
        return true
    }

    /// `text` with every `old` replaced by `new` (a message about the temporary file names the
    /// database the user asked for).
    static func replacing(_ old: String, with new: String, in text: String) -> String {
        let bytes = Array(text.utf8), pattern = Array(old.utf8)
        guard !pattern.isEmpty else { return text }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes.count - index >= pattern.count, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result += new.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Opens `path` (creating it when `create` is true) and migrates; see ``init(path:create:refusingForeignSchema:catalogue:)``.
    /// Not `durable`: commits do not wait for the disk (a file being built, not yet linked).
    private init(
        opening path: String, create: Bool, refusingForeignSchema: Bool,
        catalogue: () -> [HeaderPreset], durable: Bool = true
    ) throws(StoreError) {
        self.refusesForeignSchema = refusingForeignSchema
        let files = DatabaseFiles(path: path)
        let before = files.existing()
        guard create || before.contains(path) else {
            throw StoreError(.notFound, "no database at \(MessageText.quoted(path, longest: .max))")
        }
        let opened: Database
        do throws(DatabaseError) {
            opened = try Database(path: path, create: create)
        } catch {
            if create { files.removeCreated(since: before) }
            throw PresetStore.openingFailure(error, path: path)
        }
        self.path = path
        self.database = opened
        do throws(StoreError) {
            try openSchema(before: before, files: files)
            if !database.isReadOnly {
                do throws(DatabaseError) { try database.prepareForWriting(durable: durable) } catch { throw failure(error) }
            }
            try migrate(catalogue: catalogue)
        } catch {
            database.close()
            if create { files.removeCreated(since: before) }
            throw error
        }
    }

    /// Opens an existing database only to read it (shell completion): nothing is created,
    /// migrated or written, and where there is no `-wal` file the connection is immutable, so no
    /// `-wal` or `-shm` file appears either. A missing file is not found; a file whose schema
    /// version is not this program's is refused (an older one would need migrating first).
    public init(readingOnly path: String) throws(StoreError) {
        refusesForeignSchema = true
        let files = DatabaseFiles(path: path)
        try files.refuseUnusable()
        let before = files.existing()
        guard before.contains(path) else { throw StoreError(.notFound, "no database at \(MessageText.quoted(path, longest: .max))") }
        self.path = path
        do throws(DatabaseError) {
            database =
                before.contains(path + "-wal")
                ? try Database(path: path, create: false, readOnly: true)
                : try Database(path: PresetStore.immutableURI(path), create: false, readOnly: true, uri: true)
        } catch {
            throw PresetStore.openingFailure(error, path: path)
        }
        let version = try schemaVersion()
        guard version == PresetStore.knownSchemaVersion else {
            database.close()
            throw StoreError(
                .newerSchema,
                "the database \(MessageText.quoted(path, longest: .max)) has schema version \(version), not \(PresetStore.knownSchemaVersion)")
        }
    }

    /// `SQLITE_READONLY_DIRECTORY`: the file's folder is not writable, so SQLite cannot make the
    /// `-shm` file a WAL reader needs.
    static let readOnlyDirectory: Int32 = 1544

    /// Reads the schema version (refusing a newer one), switching to an immutable read-only
    /// connection where SQLite cannot, or must not, make the `-shm` file a WAL reader needs —
    /// only when there is no `-wal` file, so no committed change is missed:
    /// - the user may only read the file: a read-only connection could not remove the `-wal` and
    ///   `-shm` files it made, and they would lock the file's owner out of writing;
    /// - the folder is not writable (`SQLITE_READONLY_DIRECTORY`);
    /// - the disk is full: the empty `-wal`/`-shm` this attempt made are removed, and writes then
    ///   fail as a full disk rather than as a read-only file.
    private func openSchema(before: Set<String>, files: DatabaseFiles) throws(StoreError) {
        let noWAL = before.contains(path) && !before.contains(path + "-wal")
        if database.isReadOnly, noWAL {
            try reopenImmutable()
            return
        }
        do throws(StoreError) {
            try refuseUnknownSchema()
        } catch  where error.sqliteCode == PresetStore.readOnlyDirectory && noWAL {
            try reopenImmutable()
        } catch  where error.kind == .diskFull && noWAL {
            database.close()
            files.removeCreated(since: before)
            try reopenImmutable()
            readOnlyBecause = error
        }
    }

    /// Reopens a file the user may only read, in a folder they cannot write, as immutable: SQLite
    /// then reads it without the `-shm` file. Only when there is no `-wal` file (no connection is
    /// open and no change is waiting), so nothing is missed; writes fail as read-only.
    private func reopenImmutable() throws(StoreError) {
        database.close()
        do throws(DatabaseError) {
            database = try Database(path: PresetStore.immutableURI(path), create: false, readOnly: true, uri: true)
        } catch {
            throw PresetStore.openingFailure(error, path: path)
        }
        try refuseUnknownSchema()
    }

    /// The `file:` URI opening `path` immutable: read without locks or a `-shm` file.
    static func immutableURI(_ path: String) -> String {
        var uri = Array("file:".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                uri += Array(("%" + String(byte, radix: 16, uppercase: true)).utf8)
            default:
                uri.append(byte)
            }
        }
        return String(decoding: uri, as: UTF8.self) + "?immutable=1"
    }

    /// The database's schema version (`PRAGMA user_version`).
    public func schemaVersion() throws(StoreError) -> Int {
        do throws(DatabaseError) {
            return Int(try database.integer("PRAGMA user_version") ?? 0)
        } catch {
            throw failure(error)
        }
    }

    /// Refuses a file written by a newer program, or by another program, before anything could
    /// write to it.
    private func refuseUnknownSchema() throws(StoreError) {
        // One snapshot: another process may be creating the schema right now.
        try read { () throws(StoreError) in
            let version = try schemaVersion()
            if version > PresetStore.knownSchemaVersion {
                throw StoreError(
                    .newerSchema,
                    "the database \(MessageText.quoted(path, longest: .max)) has schema version \(version), newer than this stretchy knows (\(PresetStore.knownSchemaVersion)); use a newer stretchy"
                )
            }
            if version == 0 {
                try refuseForeignTables()
            } else {
                try compareSchema(atVersion: version)
            }
        }
    }

    /// Compares the schema with what the migrations up to `version` make: refuses the file when
    /// they differ, or keeps the differences for ``check()``. A current file opened to be used is
    /// compared by its objects' names, types and tables (``SchemaObjects/latest``); `check`, and an
    /// older file about to be migrated, by their SQL too, against the migrations run in memory.
    private func compareSchema(atVersion version: Int) throws(StoreError) {
        let differences: [String]
        do throws(DatabaseError) {
            if refusesForeignSchema, version == Migrator.knownVersion {
                differences = try SchemaObjects(listing: database).differences(from: .latest)
            } else {
                differences = try SchemaObjects(reading: database).differences(from: .expected(atVersion: version))
            }
        } catch {
            throw failure(error)
        }
        schemaDifferences = differences
        guard refusesForeignSchema, let first = differences.first else { return }
        let more = differences.count > 1 ? " (and \(differences.count - 1) more)" : ""
        throw StoreError(
            .notADatabase,
            "the database \(MessageText.quoted(path, longest: .max)) is not as stretchy made it: \(first)\(more); nothing was run on it (see 'stretchy check')"
        )
    }
}

/// A store belongs to one thread; open one per thread.
@available(*, unavailable)
extension PresetStore: Sendable {}
