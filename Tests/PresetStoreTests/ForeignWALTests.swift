import Foundation
import HeaderGeometry
import Testing
import TestSupport
@testable import PresetStore

/// A `-wal` file beside a database that is not its own (docs/safety.md#databases-stretchy-did-not-make): SQLite
/// checks a WAL's frames only against the WAL's own header, so it would apply another
/// database's pages over this one's; stretchy refuses it first, by the identity every write
/// stamps on page 1.
@Suite struct ForeignWALTests {
    /// The database header's `application_id` (offset 68, big-endian) in `bytes`.
    static func identity(_ bytes: Data) -> UInt32 {
        bytes[68..<72].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Copies `source` to `destination`, replacing it.
    static func copy(_ source: String, to destination: String) throws {
        try? FileManager.default.removeItem(atPath: destination)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    @Test func aWALOfAnotherDatabaseWithTheSamePageSizeIsRefused() throws {
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
            #expect {
                _ = try PresetStore(path: mine.path, refusingForeignSchema: refusing)
            } throws: { error in
                let error = error as? StoreError
                return error?.kind == .notADatabase && error?.message.contains("'\(mine.path)-wal'") == true
                    && error?.message.contains("another database") == true
            }
        }
        #expect(mine.bytes() == before)
        #expect(FileManager.default.contents(atPath: mine.path + "-wal") == wal)
        // Moved away, the database is as it was.
        try FileManager.default.removeItem(atPath: mine.path + "-wal")
        let store = try PresetStore(path: mine.path)
        #expect(try store.preset(named: Samples.sticky.name) == Samples.sticky)
        #expect(try store.preset(named: Samples.plain.name) == nil)
    }

    /// The database's own WAL, left by a process that died before its last checkpoint, is
    /// applied: what it committed is there.
    @Test func theDatabasesOwnWALIsApplied() throws {
        let source = TemporaryDatabase()
        try source.store().create(Samples.sticky)
        let open = try source.store()
        try open.create(Samples.plain)
        let copy = TemporaryDatabase()
        try Self.copy(source.path, to: copy.path)
        try Self.copy(source.path + "-wal", to: copy.path + "-wal")
        withExtendedLifetime(open) {}
        let store = try PresetStore(path: copy.path)
        #expect(try store.preset(named: Samples.sticky.name) == Samples.sticky)
        #expect(try store.preset(named: Samples.plain.name) == Samples.plain)
    }

    /// A new database gets an identity of its own, which writes keep.
    @Test func eachDatabaseHasItsOwnIdentity() throws {
        let first = TemporaryDatabase(), second = TemporaryDatabase()
        try first.store().create(Samples.sticky)
        try second.store().create(Samples.sticky)
        let identity = Self.identity(try #require(first.bytes()))
        #expect(identity != 0)
        #expect(identity != Self.identity(try #require(second.bytes())))
        try first.store().create(Samples.plain)
        #expect(Self.identity(try #require(first.bytes())) == identity)
    }

    /// A database made before identities (0) gets one at its next write.
    @Test func aDatabaseWithoutAnIdentityGetsOneAtItsNextWrite() throws {
        let temporary = TemporaryDatabase()
        try temporary.store().create(Samples.sticky)
        let raw = try temporary.rawDatabase()
        try raw.execute("PRAGMA application_id = 0")
        raw.close()
        #expect(Self.identity(try #require(temporary.bytes())) == 0)
        try temporary.store().create(Samples.plain)
        #expect(Self.identity(try #require(temporary.bytes())) != 0)
    }
}
