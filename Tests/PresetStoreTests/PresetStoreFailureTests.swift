import CSQLite
import Foundation
import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

struct PresetStoreFailureTests {
    func testAFileThatIsNotADatabaseIsAClearErrorAndUntouched() throws {
        let temporary = TemporaryDatabase()
        let text = Data(String(repeating: "These are my notes, not a database.\n", count: 200).utf8)
        try text.write(to: URL(fileURLWithPath: temporary.path))
        let error = expect(throws: StoreError.self) { _ = try temporary.store() }
        expectEqual(error?.kind, .notADatabase)
        expectEqual(error?.message, "'\(temporary.path)' is not a stretchy database (SQLite: file is not a database)")
        expectEqual(error?.sqliteCode, 26)
        expectEqual(temporary.bytes(), text)
        expectEqual(temporary.files(), ["presets.sqlite"])
    }

    func testATruncatedDatabaseIsCorruptAndUntouched() throws {
        let temporary = TemporaryDatabase()
        do {
            let store = try temporary.store()
            try store.write {
                for index in 0..<300 {
                    try store.create(HeaderPreset(name: "preset-\(index)", summary: String(repeating: "long summary ", count: 30)))
                }
            }
            try store.run("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let whole = try require(temporary.bytes())
        let truncated = whole.prefix(whole.count / 2)
        try truncated.write(to: URL(fileURLWithPath: temporary.path))
        let error = expect(throws: StoreError.self) {
            let store = try temporary.store()
            _ = try store.allPresets()
        }
        expectEqual(error?.kind, .corrupt, "\(String(describing: error)) \(String(describing: error?.sqliteCode))")
        expectEqual(error?.message.hasPrefix("the database '\(temporary.path)' is damaged"), true)
        expectEqual(temporary.bytes(), truncated)
    }

    func testCheckReportsDamage() throws {
        let temporary = TemporaryDatabase()
        let page: Int
        do {
            let store = try temporary.store()
            try store.write {
                for index in 0..<300 { try store.create(HeaderPreset(name: "preset-\(index)", summary: String(repeating: "s", count: 400))) }
            }
            try store.run("PRAGMA wal_checkpoint(TRUNCATE)")
            // The root of the revisions (the schema itself must stay readable for the store to open).
            page = Int(try require(try store.database.integer("SELECT rootpage FROM sqlite_schema WHERE name = 'revision'")))
        }
        var bytes = try require(temporary.bytes())
        let pageSize = 4096
        let start = pageSize * (page - 1)
        for offset in start..<(start + 200) { bytes[offset] = 0xFF }  // scribble over the page
        try bytes.write(to: URL(fileURLWithPath: temporary.path))
        let store = try temporary.store()
        expect(try !store.check().isEmpty)
    }

    func testAFailedCreationLeavesNoFileBehind() throws {
        let temporary = TemporaryDatabase()
        var broken = Samples.plain
        broken.maxHeight = 20_000
        let error = expect(throws: StoreError.self) {
            _ = try PresetStore(path: temporary.path, catalogue: { [Samples.sticky, broken] })
        }
        expectEqual(error?.kind, .constraint)
        expect(temporary.files().isEmpty)
    }

    func testOpeningAMissingFileWithoutCreateDoesNotCreateIt() throws {
        let temporary = TemporaryDatabase()
        let error = expect(throws: StoreError.self) { _ = try PresetStore(path: temporary.path, create: false) }
        expectEqual(error?.kind, .notFound)
        expectEqual(error?.message, "no database at '\(temporary.path)'")
        expect(temporary.files().isEmpty)
    }

    func testAMissingFolderIsAnIOErrorThatNamesThePath() throws {
        let temporary = TemporaryDatabase()
        let path = temporary.folder.path + "/missing/presets.sqlite"
        let error = expect(throws: StoreError.self) { _ = try PresetStore(path: path) }
        expectEqual(error?.kind, .io)
        expectEqual(error?.message, "cannot open the database '\(path)': No such file or directory")
    }

    func testWritingThroughAReadOnlyConnectionIsAReadOnlyError() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        let reader = try Database(path: temporary.path, create: false, readOnly: true)
        let error = expect(throws: DatabaseError.self) { try reader.execute("BEGIN IMMEDIATE; DELETE FROM preset; COMMIT;") }
        let mapped = PresetStore.failure(try require(error), path: temporary.path, quickCheck: { [] })
        expectEqual(mapped.kind, .readOnly)
        expectEqual(
            mapped.message, "cannot write to the database '\(temporary.path)': it is read-only (check the permissions of the file and its folder)")
    }

    @Test(.enabled(if: geteuid() != 0, "root may write any file"))
    func aReadOnlyFileCanBeReadButNotWritten() throws {
        let temporary = TemporaryDatabase()
        do { try temporary.store().create(Samples.plain) }
        chmod(temporary.path, 0o444)
        defer { chmod(temporary.path, 0o644) }
        do {
            let store = try PresetStore(path: temporary.path, create: false)
            try expectEqual(store.preset(named: "plain"), Samples.plain)
            let error = expect(throws: StoreError.self) { try store.create(Samples.sticky) }
            expectEqual(error?.kind, .readOnly)
        }
        // No -wal/-shm left behind: a reader could not remove them, and they would lock the
        // file's owner out of writing.
        expectEqual(temporary.files(), ["presets.sqlite"])
    }

    @Test(.enabled(if: geteuid() != 0, "root may write any folder"))
    func aFileInAFolderTheUserCannotWriteCanBeRead() throws {
        let temporary = TemporaryDatabase()
        do { try temporary.store().create(Samples.plain) }  // closing removes -wal and -shm
        chmod(temporary.folder.path, 0o555)
        defer { chmod(temporary.folder.path, 0o755) }
        let store = try PresetStore(path: temporary.path, create: false)
        try expectEqual(store.preset(named: "plain"), Samples.plain)
        let error = expect(throws: StoreError.self) { try store.create(Samples.sticky) }
        expectEqual(error?.kind, .readOnly)
    }

    func testSqliteCodesMapToKinds() {
        for (code, kind) in [
            (Int32(5), StoreError.Kind.busy), (517, .busy), (6, .busy), (8, .readOnly), (1032, .readOnly),
            (13, .diskFull), (26, .notADatabase), (10, .io), (1290, .io), (19, .constraint), (14, .io),
        ] {
            TestRow.$current.withValue(String(describing: (code, kind))) { self.sqliteCodesMapToKinds(code: code, kind: kind) }
        }
    }

    func sqliteCodesMapToKinds(code: Int32, kind: StoreError.Kind) {
        let error = DatabaseError(code: ResultCode(rawValue: code), message: "m", sql: "S")
        let mapped = PresetStore.failure(error, path: "p", quickCheck: { [] })
        expectEqual(mapped.kind, kind)
        expectEqual(mapped.sqliteCode, code)
        expectEqual(mapped.sql, "S")
    }

    /// A full disk shows as an I/O error when SQLite cannot grow the `-shm` file every WAL reader
    /// needs (4874 is `SQLITE_IOERR_SHMSIZE`); the system error tells it from a failing disk.
    func testIoErrorsFromAFullDiskAreDiskFull() {
        for (code, systemErrno, kind) in [
            (Int32(4874), ENOSPC, StoreError.Kind.diskFull), (4874, EDQUOT, .diskFull), (778, ENOSPC, .diskFull),
            (4874, EIO, .io), (4874, 0, .io), (13, 0, .diskFull),
        ] {
            TestRow.$current.withValue(String(describing: (code, systemErrno, kind))) {
                self.ioErrorsFromAFullDiskAreDiskFull(code: code, systemErrno: systemErrno, kind: kind)
            }
        }
    }

    func ioErrorsFromAFullDiskAreDiskFull(code: Int32, systemErrno: Int32, kind: StoreError.Kind) {
        let error = DatabaseError(code: ResultCode(rawValue: code), message: "disk I/O error", systemErrno: systemErrno)
        let mapped = PresetStore.failure(error, path: "p", quickCheck: { [] })
        expectEqual(mapped.kind, kind)
        if kind == .diskFull {
            expectEqual(mapped.message, "cannot write to the database 'p': the disk is full")
        }
    }

    func testAFullDiskIsADiskFullErrorAndTheImportIsNotSaved() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        let pages = try require(try store.database.integer("PRAGMA page_count"))
        _ = try store.database.integer("PRAGMA max_page_count = \(pages + 2)")  // the "disk" holds 2 more pages
        let error = expect(throws: StoreError.self) {
            try store.write {
                for index in 0..<500 { try store.create(HeaderPreset(name: "bulk-\(index)", summary: String(repeating: "x", count: 400))) }
            }
        }
        expectEqual(error?.kind, .diskFull)
        expectEqual(error?.message, "cannot write to the database '\(temporary.path)': the disk is full")
        try expectEqual(store.allPresets(), [Samples.plain])
        try expectEqual(revisionCount(store), 1)
    }

    func testCorruptionIsOnlyReportedWhenQuickCheckAgrees() {
        let error = DatabaseError(code: .corrupt, message: "database disk image is malformed", sql: nil)
        expectEqual(PresetStore.failure(error, path: "p", quickCheck: { ["*** in database main ***"] }).kind, .corrupt)
        expectEqual(PresetStore.failure(error, path: "p", quickCheck: { ["ok"] }).kind, .io)
    }

    func testAnotherWriterHoldingTheLockPastTheTimeoutIsBusy() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        let other = try temporary.store()
        try store.run("BEGIN IMMEDIATE")
        defer { try? store.run("ROLLBACK") }
        // Zero timeout on the second connection so the test does not wait 5 s.
        sqlite3_busy_timeout(other.database.connection, 0)
        let error = expect(throws: StoreError.self) { try other.create(Samples.plain) }
        expectEqual(error?.kind, .busy)
    }
}
