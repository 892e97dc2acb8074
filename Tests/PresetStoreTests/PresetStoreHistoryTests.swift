import HeaderGeometry
import TestSupport
import Testing

@testable import PresetStore

@Suite struct PresetStoreHistoryTests {
    @Test func historyFollowsARename() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.sticky)
        try store.rename("sticky-utah", to: "pinned")
        var renamed = Samples.sticky
        renamed.name = "pinned"
        let expected = [
            PresetRevision(
                revision: 1, time: "", action: "create", name: "sticky-utah", preset: Samples.sticky,
                origin: "new preset"),
            PresetRevision(revision: 2, time: "", action: "rename", name: "pinned", preset: renamed),
        ]
        let byNewName = try store.history(of: "pinned").map { revision in
            var untimed = revision
            untimed.time = ""
            return untimed
        }
        #expect(byNewName == expected)
        // The old name's history ends with the rename that took the preset away from it.
        #expect(try store.history(of: "sticky-utah").map(\.revision) == [1, 2])
        try store.update(HeaderPreset(renaming: renamed, summary: "later"))
        #expect(try store.history(of: "sticky-utah").map(\.action) == ["create", "rename"])
        #expect(try store.history(of: "pinned").map(\.action) == ["create", "rename", "edit"])
        #expect(try store.preset(named: "sticky-utah") == nil)
    }

    @Test func historySurvivesDeletionAndRevertBringsThePresetBack() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.snapping)
        var edited = Samples.snapping
        edited.snap.positions = [0.25]
        try store.update(edited)
        try store.delete(edited.name)
        #expect(try store.preset(named: edited.name) == nil)
        let history = try store.history(of: edited.name)
        #expect(history.map(\.action) == ["create", "edit", "delete"])
        #expect(history.map(\.preset) == [Samples.snapping, edited, nil])
        #expect(try store.revert(edited.name, to: 1) == Samples.snapping)
        #expect(try store.preset(named: edited.name) == Samples.snapping)
        #expect(try store.history(of: edited.name).map(\.revision) == [1, 2, 3, 4])
    }

    @Test func aRecreatedNameKeepsItsEarlierRevisions() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.delete("plain")
        var again = Samples.plain
        again.summary = "second life"
        try store.create(again)
        #expect(try store.history(of: "plain").map(\.action) == ["create", "delete", "create"])
        #expect(try store.history(of: "plain").last?.preset == again)
        try store.delete("plain")
        #expect(try store.history(of: "plain").map(\.action) == ["create", "delete", "create", "delete"])
        // Revision 1, of the first preset, still reverts: it comes back in the latest one's place.
        #expect(try store.revert("plain", to: 1) == Samples.plain)
        #expect(try store.history(of: "plain").map(\.revision) == [1, 2, 3, 4, 5])
        #expect(try store.history(of: "plain").last?.origin == "revision 1 back")
    }

    @Test func revertKeepsTheCurrentNameOfALivePreset() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.sticky)
        var edited = Samples.sticky
        edited.minHeight = 100
        try store.update(edited)
        try store.rename("sticky-utah", to: "pinned")
        let restored = try store.revert("pinned", to: 1)
        var expected = Samples.sticky
        expected.name = "pinned"
        #expect(restored == expected)
        #expect(try store.allPresets() == [expected])
    }

    @Test func aNameRenamedAwayAndDeletedComesBackUnderItsOwnName() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.rename("plain", to: "renamed")
        try store.delete("renamed")
        try store.create(HeaderPreset(name: "renamed"))
        // "plain"'s history: its creation and the rename away; revision 1 brings "plain" back
        // and leaves the new "renamed" alone.
        #expect(try store.history(of: "plain").map(\.action) == ["create", "rename"])
        #expect(try store.revert("plain", to: 1) == Samples.plain)
        #expect(try store.preset(named: "renamed") == HeaderPreset(name: "renamed"))
    }

    @Test func revertingToAMissingRevisionOrADeletionFails() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.delete("plain")
        let missing = #expect(throws: StoreError.self) { _ = try store.revert("plain", to: 7) }
        #expect(missing?.kind == .notFound)
        #expect(missing?.message == "preset 'plain' has no revision 7 (it has 1...2)")
        let deletion = #expect(throws: StoreError.self) { _ = try store.revert("plain", to: 2) }
        #expect(deletion?.kind == .invalidArgument)
        let unknown = #expect(throws: StoreError.self) { _ = try store.history(of: "never") }
        #expect(unknown?.kind == .notFound)
    }

    @Test func aCopyHasItsOwnHistory() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.sticky)
        try store.copy("sticky-utah", to: "sticky-2")
        var copy = Samples.sticky
        copy.name = "sticky-2"
        #expect(try store.preset(named: "sticky-2") == copy)
        #expect(try store.history(of: "sticky-2").map(\.action) == ["copy"])
        #expect(try store.history(of: "sticky-utah").map(\.action) == ["create"])
    }
}

extension HeaderPreset {
    /// `preset` with another summary.
    fileprivate init(renaming preset: HeaderPreset, summary: String) {
        self = preset
        self.summary = summary
    }
}
