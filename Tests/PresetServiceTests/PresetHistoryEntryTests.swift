import HeaderGeometry
import TestKit
import Testing

@testable import PresetService

struct PresetHistoryEntryTests {
    private static let first = HeaderPreset(name: "hero")
    private static var taller: HeaderPreset {
        var preset = first
        preset.maxHeight = 400  // the default is 350
        return preset
    }

    /// each revision says what it came from, then what changed against the last state with a preset
    func testChanges() {
        let first = Self.first, taller = Self.taller
        expectEqual(
            PresetHistoryEntry.changes(origin: "new preset", preset: first, afterDeletion: false, lastLive: nil), ["new preset"])
        expectEqual(
            PresetHistoryEntry.changes(origin: nil, preset: taller, afterDeletion: false, lastLive: first), ["maxHeight 350 → 400"])
        expectEqual(PresetHistoryEntry.changes(origin: nil, preset: nil, afterDeletion: false, lastLive: taller), ["deleted"])
        expectEqual(
            PresetHistoryEntry.changes(origin: "revision 1 back", preset: first, afterDeletion: true, lastLive: taller),
            ["revision 1 back", "brought back", "maxHeight 400 → 350"])
        expectEqual(PresetHistoryEntry.changes(origin: nil, preset: first, afterDeletion: false, lastLive: first), ["no change"])
        expectEqual(
            PresetHistoryEntry.changes(origin: #"copy of "x""#, preset: first, afterDeletion: true, lastLive: taller), [#"copy of "x""#])
    }
}
