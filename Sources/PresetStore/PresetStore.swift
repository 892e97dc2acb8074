import CSQLite
import HeaderGeometry

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

    /// The newest schema version this program knows (`PRAGMA user_version`).
    public static let knownSchemaVersion: Int = Migrator.knownVersion

    /// Opens (creating if missing and `create` is true) and migrates. When this call creates the
    /// database, `catalogue()` is stored in the same transaction as the first migration, each
    /// preset with a revision whose action is "builtin".
    public init(path: String, create: Bool = true, catalogue: () -> [HeaderPreset] = { [] }) throws(StoreError) {
        let files = DatabaseFiles(path: path)
        let before = files.existing()
        guard create || before.contains(path) else {
            throw StoreError(.notFound, "no database at '\(path)'")
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
                do throws(DatabaseError) { try database.prepareForWriting() } catch { throw failure(error) }
            }
            try migrate(catalogue: catalogue)
        } catch {
            database.close()
            if create { files.removeCreated(since: before) }
            throw error
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
        } catch where error.sqliteCode == PresetStore.readOnlyDirectory && noWAL {
            try reopenImmutable()
        } catch where error.kind == .diskFull && noWAL {
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
        var uri = Array("file:".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                uri += Array(("%" + String(byte, radix: 16, uppercase: true)).utf8)
            default:
                uri.append(byte)
            }
        }
        do throws(DatabaseError) {
            database = try Database(path: String(decoding: uri, as: UTF8.self) + "?immutable=1", create: false, readOnly: true, uri: true)
        } catch {
            throw PresetStore.openingFailure(error, path: path)
        }
        try refuseUnknownSchema()
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
                throw StoreError(.newerSchema, "the database '\(path)' has schema version \(version), newer than this stretchy knows (\(PresetStore.knownSchemaVersion)); use a newer stretchy")
            }
            if version == 0 { try refuseForeignTables() }
        }
    }
}

/// A store belongs to one thread; open one per thread.
@available(*, unavailable)
extension PresetStore: Sendable {}
