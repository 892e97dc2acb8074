import HeaderGeometry
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
            PresetRevision(revision: 1, time: "", action: "create", name: "sticky-utah", preset: Samples.sticky),
            PresetRevision(revision: 2, time: "", action: "rename", name: "pinned", preset: renamed),
        ]
        let byNewName = try store.history(of: "pinned").map { revision in
            var untimed = revision
            untimed.time = ""
            return untimed
        }
        #expect(byNewName == expected)
        #expect(try store.history(of: "sticky-utah").map(\.revision) == [1, 2])  // the old name leads there too
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

    @Test func aRecreatedNameShowsItsNewHistory() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.delete("plain")
        var again = Samples.plain
        again.summary = "second life"
        try store.create(again)
        #expect(try store.history(of: "plain").map(\.action) == ["create"])
        #expect(try store.history(of: "plain").first?.preset == again)
        try store.delete("plain")
        #expect(try store.history(of: "plain").map(\.action) == ["create", "delete"])  // the most recent lineage
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

    @Test func aDeletedPresetCannotComeBackOverALiveOne() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.rename("plain", to: "renamed")
        try store.delete("renamed")
        try store.create(HeaderPreset(name: "renamed"))
        // "plain" leads to the deleted lineage, last named "renamed", which is taken now.
        let error = #expect(throws: StoreError.self) { _ = try store.revert("plain", to: 1) }
        #expect(error?.kind == .nameTaken)
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
