import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

struct PresetStoreHistoryTests {
    func testHistoryFollowsARename() throws {
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
        expectEqual(byNewName, expected)
        // The old name's history ends with the rename that took the preset away from it.
        try expectEqual(store.history(of: "sticky-utah").map(\.revision), [1, 2])
        try store.update(HeaderPreset(renaming: renamed, summary: "later"))
        try expectEqual(store.history(of: "sticky-utah").map(\.action), ["create", "rename"])
        try expectEqual(store.history(of: "pinned").map(\.action), ["create", "rename", "edit"])
        try expectEqual(store.preset(named: "sticky-utah"), nil)
    }

    func testHistorySurvivesDeletionAndRevertBringsThePresetBack() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.snapping)
        var edited = Samples.snapping
        edited.snap.positions = [0.25]
        try store.update(edited)
        try store.delete(edited.name)
        try expectEqual(store.preset(named: edited.name), nil)
        let history = try store.history(of: edited.name)
        expectEqual(history.map(\.action), ["create", "edit", "delete"])
        expectEqual(history.map(\.preset), [Samples.snapping, edited, nil])
        try expectEqual(store.revert(edited.name, to: 1), Samples.snapping)
        try expectEqual(store.preset(named: edited.name), Samples.snapping)
        try expectEqual(store.history(of: edited.name).map(\.revision), [1, 2, 3, 4])
    }

    func testARecreatedNameKeepsItsEarlierRevisions() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.delete("plain")
        var again = Samples.plain
        again.summary = "second life"
        try store.create(again)
        try expectEqual(store.history(of: "plain").map(\.action), ["create", "delete", "create"])
        try expectEqual(store.history(of: "plain").last?.preset, again)
        try store.delete("plain")
        try expectEqual(store.history(of: "plain").map(\.action), ["create", "delete", "create", "delete"])
        // Revision 1, of the first preset, still reverts: it comes back in the latest one's place.
        try expectEqual(store.revert("plain", to: 1), Samples.plain)
        try expectEqual(store.history(of: "plain").map(\.revision), [1, 2, 3, 4, 5])
        try expectEqual(store.history(of: "plain").last?.origin, "revision 1 back")
    }

    func testRevertKeepsTheCurrentNameOfALivePreset() throws {
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
        expectEqual(restored, expected)
        try expectEqual(store.allPresets(), [expected])
    }

    func testANameRenamedAwayAndDeletedComesBackUnderItsOwnName() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.rename("plain", to: "renamed")
        try store.delete("renamed")
        try store.create(HeaderPreset(name: "renamed"))
        // "plain"'s history: its creation and the rename away; revision 1 brings "plain" back
        // and leaves the new "renamed" alone.
        try expectEqual(store.history(of: "plain").map(\.action), ["create", "rename"])
        try expectEqual(store.revert("plain", to: 1), Samples.plain)
        try expectEqual(store.preset(named: "renamed"), HeaderPreset(name: "renamed"))
    }

    func testRevertingToAMissingRevisionOrADeletionFails() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.plain)
        try store.delete("plain")
        let missing = expect(throws: StoreError.self) { _ = try store.revert("plain", to: 7) }
        expectEqual(missing?.kind, .notFound)
        expectEqual(missing?.message, "preset 'plain' has no revision 7 (it has 1...2)")
        let deletion = expect(throws: StoreError.self) { _ = try store.revert("plain", to: 2) }
        expectEqual(deletion?.kind, .invalidArgument)
        let unknown = expect(throws: StoreError.self) { _ = try store.history(of: "never") }
        expectEqual(unknown?.kind, .notFound)
    }

    func testACopyHasItsOwnHistory() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.sticky)
        try store.copy("sticky-utah", to: "sticky-2")
        var copy = Samples.sticky
        copy.name = "sticky-2"
        try expectEqual(store.preset(named: "sticky-2"), copy)
        try expectEqual(store.history(of: "sticky-2").map(\.action), ["copy"])
        try expectEqual(store.history(of: "sticky-utah").map(\.action), ["create"])
    }
}

extension HeaderPreset {
    /// `preset` with another summary.
    fileprivate init(renaming preset: HeaderPreset, summary: String) {
        self = preset
        self.summary = summary
    }
}
