import CSQLite
import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetService
@testable import PresetStore

/// A read that answers one question reads one snapshot: another process's commit landing between
/// its statements must not pair one revision's number with another revision's values (the studio
/// saves against that number; a torn pair made it undo an edit it never saw).
struct PresetLibrarySnapshotTests {
    /// Commits `commit` from a second connection the moment the library's connection starts the
    /// `occurrence`th statement whose SQL contains `marker`, once: the window between two
    /// statements of one read.
    final class CommitBetweenStatements {
        let marker: String
        let commit: () -> Void
        var seen = 0
        let occurrence: Int
        var fired = false

        init(marker: String, occurrence: Int = 1, commit: @escaping () -> Void) {
            self.marker = marker
            self.occurrence = occurrence
            self.commit = commit
        }

        func install(on library: PresetLibrary) throws {
            let connection = try library.store().database.connection
            let context = Unmanaged.passUnretained(self).toOpaque()
            sqlite3_trace_v2(
                connection, UInt32(SQLITE_TRACE_STMT),
                { _, context, _, sql in
                    guard let context, let sql else { return 0 }
                    let hook = Unmanaged<CommitBetweenStatements>.fromOpaque(context).takeUnretainedValue()
                    let text = String(cString: sql.assumingMemoryBound(to: CChar.self))
                    if !hook.fired, text.contains(hook.marker) {
                        hook.seen += 1
                        if hook.seen == hook.occurrence {
                            hook.fired = true
                            hook.commit()
                        }
                    }
                    return 0
                }, context)
        }

        func uninstall(from library: PresetLibrary) throws {
            sqlite3_trace_v2(try library.store().database.connection, 0, nil, nil)
        }
    }

    /// the current revision and its preset come from one snapshot, whatever commits between the statements
    func testCurrentIsOneSnapshot() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        let before = try library.preset(named: "sticky-utah")
        let revisionBefore = try require(try library.history(of: "sticky-utah").last?.revision)
        let other = database.library()  // another connection, as another process would have
        let hook = CommitBetweenStatements(marker: "r.lineage IN") {
            _ = try? other.edit("sticky-utah", assignments: [try! PresetAssignment.parse("shadow.threshold=150")])
        }
        try hook.install(on: library)
        let current = try library.current("sticky-utah")
        try hook.uninstall(from: library)
        expect(hook.fired)
        // Either the revision before the edit with the values before it, or the edit's revision
        // with its values; never the edit's number with the values before it.
        let history = try library.history(of: "sticky-utah")
        let paired = history.first { $0.revision == current.revision }?.preset
        expectEqual(paired, current.preset)
        expect(current.revision == revisionBefore && current.preset == before)
        expectEqual(history.last?.preset?.shadow?.threshold, 150)
    }

    /// the presets one command names are read on one snapshot, whatever commits between them
    func testNamedPresetsAreOneSnapshot() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        let names = ["sticky-utah", "stretchy-ios18"]
        let before = try library.orderedPresets(named: names)
        let other = database.library()
        var raised = before
        for index in raised.indices { raised[index].maxHeight += 1 }
        // One commit raises both; the export of both must show both raised or neither.
        let hook = CommitBetweenStatements(marker: "r.id, r.lineage, r.number", occurrence: 2) {
            _ = try? other.importPresets(raised, onConflict: .replace)
        }
        try hook.install(on: library)
        let exported = try library.presets(named: names.reversed())
        try hook.uninstall(from: library)
        expect(hook.fired)
        expectEqual(exported, before)
        try expectEqual(library.orderedPresets(named: names), raised)
    }
}
