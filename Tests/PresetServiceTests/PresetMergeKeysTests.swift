import HeaderGeometry
import PresetFormat
import TestKit
import TestSupport
import Testing

@testable import PresetService

/// The merge of concurrent saves (docs/history-and-editing.md#editing-in-editor) goes key by key;
/// a key it does not know makes every concurrent save of that key a conflict on the whole preset.
/// Every key of the table is checked here by name.
struct PresetMergeKeysTests {
    /// Each key changed on one side merges with another key changed on the other side.
    func testEachKeyChangedOnOneSideMergesWithAChangeToAnotherKey() throws {
        for sample in try FormatSamples.cases() {
            let other = sample.path == "damping" ? "minHeight=20" : "damping=0.5"
            let theirs = try FormatSamples.applying([other], to: sample.before)
            let expected = try FormatSamples.applying([other], to: sample.after)
            switch PresetMerge.merge(base: sample.before, mine: sample.after, theirs: theirs) {
            case .merged(let merged):
                expectEqual(merged, expected, "\(sample): merged with \(other) lost a change")
            case .conflict(let keys):
                Issue.record("\(sample) against \(other): a conflict on \(keys); the merge does not know \(sample.path)")
            }
        }
    }

    /// The merge has a part for every key of the table, and one for each track.
    func testTheMergeHasAPartForEveryKeyOfTheTable() throws {
        let every = try FormatSamples.applying(FormatSamples.all.joined(), to: HeaderPreset(name: "sample"))
        let parts = Set(PresetMerge.parts(of: [every]).map(\.key))
        for key in FormatKey.all where key.type != .object && !key.isPattern && key.path != "tracks" {
            expect(parts.contains(key.path), "the merge has no part for \(key.path)")
        }
        expect(parts.contains("tracks.title.scale"), "the merge has no part for the track tracks.title.scale")
        expect(parts.contains("reducedMotion"), "the merge has no part for reducedMotion")
    }
}
