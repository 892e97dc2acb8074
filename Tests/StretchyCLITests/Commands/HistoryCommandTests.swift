import HeaderGeometry
import PresetStore
import Testing
@testable import StretchyCLI

struct HistoryCommandTests {
    private func revision(_ number: Int, _ action: String, _ preset: HeaderPreset?) -> PresetRevision {
        PresetRevision(revision: number, time: "2026-11-29T20:41:07Z", action: action, name: "hero", preset: preset)
    }

    @Test("each revision is described against the one before it")
    func changes() {
        let first = HeaderPreset(name: "hero")
        var taller = first
        taller.maxHeight = 400
        #expect(HistoryCommand.changes(of: revision(1, "create", first), after: nil) == ["new preset"])
        #expect(HistoryCommand.changes(of: revision(2, "edit", taller), after: revision(1, "create", first))
                == ["maxHeight 350 → 400"])
        #expect(HistoryCommand.changes(of: revision(3, "delete", nil), after: revision(2, "edit", taller))
                == ["deleted"])
        #expect(HistoryCommand.changes(of: revision(4, "revert", first), after: revision(3, "delete", nil))
                == ["brought back"])
        #expect(HistoryCommand.changes(of: revision(5, "restore", first), after: revision(4, "revert", first))
                == ["no change"])
    }
}
