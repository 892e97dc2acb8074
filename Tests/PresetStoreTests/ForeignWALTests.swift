import Foundation
import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// A `-wal` file beside a database that is not its own (docs/safety.md#databases-stretchy-did-not-make): SQLite
/// checks a WAL's frames only against the WAL's own header, so it would apply another
/// database's pages over this one's; stretchy refuses it first, by the identity every write
/// stamps on page 1, and one of the database itself that does not continue the file's state (a
/// copy's, or one under a backup restored since) by the generations every write records.
struct ForeignWALTests {
    /// The database header's `application_id` (offset 68, big-endian) in `bytes`.
    static func identity(_ bytes: Data) -> UInt32 {
        bytes[68..<72].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Copies `source` to `destination`, replacing it.
    static func copy(_ source: String, to destination: String) throws {
        try? FileManager.default.removeItem(atPath: destination)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    func testAWALOfAnotherDatabaseWithTheSamePageSizeIsRefused() throws {
        let mine = TemporaryDatabase()
        try mine.store().create(Samples.sticky)
        let other = TemporaryDatabase()
        let otherStore = try other.store()
        try otherStore.create(Samples.plain)
        // Taken while the other database is open: its WAL holds the commit, not yet checkpointed.
        try Self.copy(other.path + "-wal", to: mine.path + "-wal")
        withExtendedLifetime(otherStore) {}
        let before = mine.bytes()
        let wal = FileManager.default.contents(atPath: mine.path + "-wal")
        for refusing in [true, false] {  // false: as `stretchy check` opens it
            expect {
                _ = try PresetStore(path: mine.path, refusingForeignSchema: refusing)
            } throws: { error in
                let error = error as? StoreError
                return error?.kind == .notADatabase && error?.message.contains("'\(mine.path)-wal'") == true
                    && error?.message.contains("another database") == true
            }
        }
        expectEqual(mine.bytes(), before)
        expectEqual(FileManager.default.contents(atPath: mine.path + "-wal"), wal)
        // Moved away, the database is as it was.
        try FileManager.default.removeItem(atPath: mine.path + "-wal")
        let store = try PresetStore(path: mine.path)
        try expectEqual(store.preset(named: Samples.sticky.name), Samples.sticky)
        try expectEqual(store.preset(named: Samples.plain.name), nil)
    }

    /// The database's own WAL, left by a process that died before its last checkpoint, is
    /// applied: what it committed is there.
    func testTheDatabasesOwnWALIsApplied() throws {
        let source = TemporaryDatabase()
        try source.store().create(Samples.sticky)
        let open = try source.store()
        try open.create(Samples.plain)
        let copy = TemporaryDatabase()
        try Self.copy(source.path, to: copy.path)
        try Self.copy(source.path + "-wal", to: copy.path + "-wal")
        withExtendedLifetime(open) {}
        let store = try PresetStore(path: copy.path)
        try expectEqual(store.preset(named: Samples.sticky.name), Samples.sticky)
        try expectEqual(store.preset(named: Samples.plain.name), Samples.plain)
    }

    /// A new database gets an identity of its own, which writes keep.
    func testEachDatabaseHasItsOwnIdentity() throws {
        let first = TemporaryDatabase(), second = TemporaryDatabase()
        try first.store().create(Samples.sticky)
        try second.store().create(Samples.sticky)
        let identity = Self.identity(try require(first.bytes()))
        expect(identity != 0)
        expect(identity != Self.identity(try require(second.bytes())))
        try first.store().create(Samples.plain)
        expectEqual(Self.identity(try require(first.bytes())), identity)
    }

    /// A database made before identities (0) gets one at its next write.
    func testADatabaseWithoutAnIdentityGetsOneAtItsNextWrite() throws {
        let temporary = TemporaryDatabase()
        try temporary.store().create(Samples.sticky)
        let raw = try temporary.rawDatabase()
        try raw.execute("PRAGMA application_id = 0")
        raw.close()
        expectEqual(Self.identity(try require(temporary.bytes())), 0)
        try temporary.store().create(Samples.plain)
        expect(Self.identity(try require(temporary.bytes())) != 0)
    }

    /// `path` and its `-wal` file copied to `destination` as they are now, while `holder` keeps
    /// the database open: the files a writer killed with `kill -9` leaves.
    static func snapshot(_ path: String, to destination: String, holding holder: PresetStore) throws {
        try copy(path, to: destination)
        try copy(path + "-wal", to: destination + "-wal")
        withExtendedLifetime(holder) {}
    }

    /// What opening `path` must throw, as every command and `stretchy check` open it, leaving the
    /// file and its WAL as they were.
    static func expectRefusedAsNotItsWAL(_ path: String) throws {
        let before = FileManager.default.contents(atPath: path)
        let wal = FileManager.default.contents(atPath: path + "-wal")
        for refusing in [true, false] {
            expect {
                _ = try PresetStore(path: path, refusingForeignSchema: refusing)
            } throws: { error in
                let error = error as? StoreError
                return error?.kind == .notADatabase
                    && error?.message.hasPrefix(
                        "the WAL file '\(path)-wal' does not belong to the database '\(path)' (its changes start from another state") == true
            }
        }
        expectEqual(FileManager.default.contents(atPath: path), before)
        expectEqual(FileManager.default.contents(atPath: path + "-wal"), wal)
    }

    /// A copy shares the database's identity; written to apart, its WAL continues its own state,
    /// not the original's: applied, the original's preset would vanish and the copy's appear.
    func testTheWALOfACopyWrittenApartIsRefused() throws {
        let original = TemporaryDatabase(), copy = TemporaryDatabase()
        try original.store().create(Samples.sticky)
        try Self.copy(original.path, to: copy.path)
        try original.store().create(Samples.plain)
        let copyStore = try copy.store()
        try copyStore.create(Samples.snapping)
        try Self.copy(copy.path + "-wal", to: original.path + "-wal")
        withExtendedLifetime(copyStore) {}
        try Self.expectRefusedAsNotItsWAL(original.path)
        try FileManager.default.removeItem(atPath: original.path + "-wal")
        let store = try original.store()
        try expectEqual(store.preset(named: Samples.plain.name), Samples.plain)
        try expectEqual(store.preset(named: Samples.snapping.name), nil)
    }

    /// A backup restored over the file while a killed writer's WAL of later writes is beside it.
    func testAWALFromBeforeABackupWasRestoredIsRefused() throws {
        let live = TemporaryDatabase(), backup = TemporaryDatabase(), killed = TemporaryDatabase()
        try live.store().create(Samples.sticky)
        try Self.copy(live.path, to: backup.path)
        try live.store().create(Samples.plain)
        let writer = try live.store()
        try writer.create(Samples.snapping)
        try Self.snapshot(live.path, to: killed.path, holding: writer)
        try Self.copy(backup.path, to: killed.path)
        try Self.expectRefusedAsNotItsWAL(killed.path)
    }

    /// A WAL whose first commits a checkpoint has copied into the file already (a reader held the
    /// rest back): the file's generation is one the log made, not the one it started from.
    func testAPartlyCheckpointedWALIsApplied() throws {
        let source = TemporaryDatabase(), killed = TemporaryDatabase()
        let writer = try source.store()
        try writer.create(Samples.sticky)
        let reader = try source.rawDatabase()
        try reader.execute("BEGIN; SELECT count(*) FROM preset;")  // holds the log from here on
        try writer.create(Samples.plain)
        try writer.create(Samples.snapping)
        let checkpoint = try writer.database.statement("PRAGMA wal_checkpoint(PASSIVE)")
        expect(try checkpoint.step())
        let (frames, copied) = (checkpoint.int(at: 1), checkpoint.int(at: 2))
        checkpoint.reset()
        expect(copied > 0 && copied < frames, "a partial checkpoint: \(copied) of \(frames) frames")
        try Self.snapshot(source.path, to: killed.path, holding: writer)
        withExtendedLifetime(reader) {}
        let store = try PresetStore(path: killed.path)
        try expectEqual(store.allPresets().map(\.name).sorted(), [Samples.snapping.name, Samples.sticky.name, Samples.plain.name].sorted())
    }

    /// A WAL started again from its first frame after a full checkpoint still holds the older
    /// commits' frames after the new ones, under the old salts; they are not part of the log.
    func testAWALStartedAgainIsApplied() throws {
        let source = TemporaryDatabase(), killed = TemporaryDatabase()
        let writer = try source.store()
        try writer.create(Samples.sticky)
        try writer.create(Samples.snapping)
        try writer.database.execute("PRAGMA wal_checkpoint(RESTART)")
        let size = try require(FileManager.default.attributesOfItem(atPath: source.path + "-wal")[.size] as? Int)
        try writer.create(Samples.plain)
        try expectEqual(
            require(FileManager.default.attributesOfItem(atPath: source.path + "-wal")[.size] as? Int), size,
            "the new commit is written over the old frames")
        try Self.snapshot(source.path, to: killed.path, holding: writer)
        let store = try PresetStore(path: killed.path)
        try expectEqual(store.allPresets().map(\.name).sorted(), [Samples.snapping.name, Samples.sticky.name, Samples.plain.name].sorted())
    }

    /// A database from before generations: its own WAL, written by a stretchy of then, holds no
    /// generation, and one written by this stretchy holds the migration that makes the table,
    /// which the file has not got yet. Neither is refused.
    func testAWALOverADatabaseFromBeforeGenerationsIsApplied() throws {
        let old = TemporaryDatabase(), killed = TemporaryDatabase()
        let sql = try String(contentsOf: MigratorTests.fixturesFolder.appendingPathComponent("schema-v5.sql"), encoding: .utf8)
        do {
            let database = try Database(path: old.path, create: true)
            try database.execute(sql)
            try database.execute("PRAGMA journal_mode = WAL")
        }
        let writer = try old.store()  // migrates to the generation table, then writes
        try writer.create(Samples.plain)
        try Self.snapshot(old.path, to: killed.path, holding: writer)
        expectEqual(Self.userVersion(try require(FileManager.default.contents(atPath: killed.path))), 5)
        let store = try PresetStore(path: killed.path)
        try expectEqual(store.preset(named: Samples.plain.name), Samples.plain)
        expect(try store.preset(named: "pinned") != nil)
    }

    /// The database header's `user_version` (offset 60, big-endian) in `bytes`.
    static func userVersion(_ bytes: Data) -> UInt32 {
        bytes[60..<64].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
