import HeaderGeometry
import TestKit
import Testing

@testable import StretchyCLI

/// `show` lists a preset's tracks last, one row each, as `edit` takes them.
struct ShowCommandTracksTests {
    func testTrackRowsInDocumentOrderWithInputAndEasingWhenNotTheDefaults() {
        var preset = HeaderPreset(name: "q", minHeight: 44, maxHeight: 96)
        expect(!ShowCommand.keyValueText(preset).contains("tracks"))
        preset.tracks = [
            ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)]),
            ContentTrack(
                layer: "background", property: .opacity, input: .pull, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
                keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 64, value: 0.5)]),
        ]
        let lines = ShowCommand.keyValueText(preset).split(separator: "\n").suffix(2)
        expectEqual(
            lines,
            [
                "tracks.background.opacity  0:1,64:0.5 (input pull, easing 0.8,0,0.8,0.15)",
                "tracks.title.scale         0:1.5,1:1",
            ])
    }
}
