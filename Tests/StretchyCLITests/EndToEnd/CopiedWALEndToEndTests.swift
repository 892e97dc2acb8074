import Foundation
import TestKit
import Testing

/// A `-wal` file of the database itself, but not of the file's state: one of a copy written to
/// apart, or one left by a killed writer under a backup restored since
/// (docs/safety.md#databases-stretchy-did-not-make). Both carry the database's own identity;
/// SQLite would apply either over the file and serve a mix. Every command refuses it first.
struct CopiedWALEndToEndTests {
    /// Copies `source` over `destination`.
    static func copy(_ source: String, to destination: String) throws {
        try? FileManager.default.removeItem(atPath: destination)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    /// Runs `stretchy --db path arguments…` while another connection holds `path` open, so the
    /// command's commits stay in its `-wal` file (no checkpoint on close), as a writer killed
    /// with `kill -9` leaves them; returns a copy of that `-wal` file, taken before the
    /// connection closes.
    static func writeLeavingWAL(_ path: String, _ arguments: [String], keepingWALAt saved: String) throws {
        let holder = try SQLiteConnection(path)
        expect(try holder.integer("SELECT count(*) FROM preset") != nil)  // a reader now: it holds the file
        let outcome = try StretchyProcess.run(["--db", path] + arguments)
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        try copy(path + "-wal", to: saved)
    }

    /// What every command must say about `sandbox`'s database and its WAL.
    static func expectRefused(_ sandbox: Sandbox) throws {
        let message = "the WAL file '\(sandbox.database)-wal' does not belong to the database '\(sandbox.database)'"
        for arguments in [["list"], ["show", "sticky-utah"], ["check"]] {
            try sandbox.expectFailure(arguments, status: 74, message: message)
        }
    }

    /// How a WAL of the database comes to lie beside a state of the file it does not continue.
    enum StaleWAL: String, CaseIterable, CustomTestStringConvertible {
        /// `cp` the file, write to both, move the copy's `-wal` file beside the original.
        case aCopys = "a copy's WAL beside the original (cp, both written, the copy's -wal moved over)"
        /// Back the file up, write to it, and restore the backup while a killed writer's WAL of
        /// the later writes is beside it.
        case underARestoredBackup = "an older backup restored over a file whose WAL a killed writer left after later writes"

        var testDescription: String { rawValue }
    }

    /// a WAL that does not continue the file is refused by list, show and check, and nothing changes
    func testAStaleWAL() throws {
        for stale in StaleWAL.allCases {
            try TestRow.$current.withValue(String(describing: stale)) { try self.aStaleWAL(stale) }
        }
    }

    func aStaleWAL(_ stale: StaleWAL) throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let side = sandbox.folder.appendingPathComponent("side.sqlite").path  // the copy, or the backup
        try Self.copy(sandbox.database, to: side)
        try sandbox.expectSuccess(["create", "mine"])
        let wal = sandbox.folder.appendingPathComponent("left.wal").path
        try Self.writeLeavingWAL(stale == .aCopys ? side : sandbox.database, ["create", "theirs"], keepingWALAt: wal)
        if stale == .underARestoredBackup { try Self.copy(side, to: sandbox.database) }
        try Self.copy(wal, to: sandbox.database + "-wal")
        try Self.expectRefused(sandbox)
        // Moved away, the file is as it was: the original with its own preset, or the backup
        // from before both writes.
        try FileManager.default.removeItem(atPath: sandbox.database + "-wal")
        let names = try sandbox.expectSuccess(["list", "--names-only"]).split(separator: "\n")
        expectEqual(names.contains("mine"), (stale == .aCopys))
        expect(!names.contains("theirs"))
    }

    /// the file's own WAL, left by a killed writer, is applied: what it committed is there
    func testTheFilesOwnWAL() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        try sandbox.expectSuccess(["create", "before"])
        let wal = sandbox.folder.appendingPathComponent("left.wal").path
        let main = sandbox.folder.appendingPathComponent("left.sqlite").path
        // The files as a writer killed after its commit leaves them: the main file without the
        // commit, the WAL with it.
        do {
            let holder = try SQLiteConnection(sandbox.database)
            expect(try holder.integer("SELECT count(*) FROM preset") != nil)
            try sandbox.expectSuccess(["create", "committed"])
            try Self.copy(sandbox.database, to: main)
            try Self.copy(sandbox.database + "-wal", to: wal)
        }
        try Self.copy(main, to: sandbox.database)
        try Self.copy(wal, to: sandbox.database + "-wal")
        let names = try sandbox.expectSuccess(["list", "--names-only"]).split(separator: "\n")
        expect(names.contains("before") && names.contains("committed"))
        try sandbox.expectSuccess(["check"])
    }
}
