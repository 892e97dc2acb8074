import HeaderGeometry
import PresetService
import TestKit
import Testing

/// `merge-file`'s merge of whole documents: presets matched by name, each merged key by key, and
/// nothing of the current side lost on a conflict (docs/teams.md#merging).
struct PresetDocumentMergeTests {
    static func preset(_ name: String, maxHeight: Double = 350, minHeight: Double = 150) -> HeaderPreset {
        HeaderPreset(name: name, minHeight: minHeight, maxHeight: maxHeight)
    }

    /// a preset added on one side is kept; one deleted on one side and untouched on the other goes
    func testAddsAndDeletes() {
        let base = [Self.preset("a"), Self.preset("b")]
        let current = [Self.preset("a"), Self.preset("b"), Self.preset("mine")]
        let other = [Self.preset("a"), Self.preset("theirs")]
        let outcome = PresetDocumentMerge.merge(base: base, current: current, other: other)
        expectEqual(outcome.conflicts, [])
        expectEqual(outcome.presets.map(\.name), ["a", "mine", "theirs"])
    }

    /// deleted on one side and changed on the other is a conflict, and the current side stays
    func testDeletedAndChanged() {
        let base = [Self.preset("a")]
        let changed = [Self.preset("a", maxHeight: 400)]
        let theirsDeleted = PresetDocumentMerge.merge(base: base, current: changed, other: [])
        expectEqual(theirsDeleted.presets, changed)
        expectEqual(theirsDeleted.conflicts, ["preset a: deleted (theirs) but changed (ours); ours is kept"])
        let oursDeleted = PresetDocumentMerge.merge(base: base, current: [], other: changed)
        expectEqual(oursDeleted.presets, [])
        expectEqual(oursDeleted.conflicts, ["preset a: deleted (ours) but changed (theirs); it stays deleted"])
    }

    /// added on both sides differently: each key that differs is a conflict, ours kept
    func testAddedTwice() {
        let outcome = PresetDocumentMerge.merge(
            base: [], current: [Self.preset("a", maxHeight: 300)], other: [Self.preset("a", maxHeight: 320)])
        expectEqual(outcome.presets, [Self.preset("a", maxHeight: 300)])
        expectEqual(outcome.conflicts, ["preset a: maxHeight: added as 300 (ours), 320 (theirs)"])
    }

    /// keys combined into a preset that breaks a rule: a conflict, and ours is kept whole
    func testCombinationBreaksARule() {
        // Ours lowers maxHeight to 200 (min 150 still fits); theirs raises minHeight to 250 (max 350
        // still fits); together min 250 > max 200.
        let outcome = PresetDocumentMerge.merge(
            base: [Self.preset("a")], current: [Self.preset("a", maxHeight: 200)], other: [Self.preset("a", minHeight: 250)])
        expectEqual(outcome.presets, [Self.preset("a", maxHeight: 200)])
        expectEqual(outcome.conflicts.count, 1)
        expectEqual(outcome.conflicts.first?.hasPrefix("preset a: the merged preset would break a rule ("), true)
    }
}
