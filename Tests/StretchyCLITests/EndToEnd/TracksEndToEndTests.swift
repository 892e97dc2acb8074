import Foundation
import TestKit
import Testing

/// Content tracks (docs/tracks.md) through the real binary: import/export byte for byte, history and
/// revert carry them, and every bad track is one error line, exit 65, nothing changed.
struct TracksEndToEndTests {
    typealias F = TransferFixtures

    static let titleScale = #"{"layer": "title", "property": "scale", "keyframes": [{"at": 0, "value": 1.5}, {"at": 1, "value": 1}]}"#
    static let composeFade =
        #"{"layer": "title", "property": "opacity", "easing": [0.8, 0, 0.8, 0.15], "keyframes": [{"at": 0.5, "value": 0}, {"at": 1, "value": 1}]}"#

    /// import, export, import into an empty database, export: the same bytes
    func testRoundTrip() throws {
        let first = Sandbox()
        let file = try first.file("hero.json", F.document([F.preset("hero", #""tracks": [\#(Self.titleScale), \#(Self.composeFade)]"#)]))
        try first.expectSuccess(["import", file])
        let exported = try first.expectSuccess(["export", "hero"])
        expect(
            exported.contains(
                """
                      "tracks": [
                        {
                          "layer": "title",
                          "property": "opacity",
                          "input": "progress",
                          "easing": [
                            0.8,
                            0,
                            0.8,
                            0.15
                          ],
                """))
        let second = Sandbox()
        let copy = try second.file("hero.json", exported)
        try second.expectSuccess(["validate", copy])
        try second.expectSuccess(["import", copy])
        try expectEqual(second.expectSuccess(["export", "hero"]), exported)
    }

    /// history shows track changes; revert brings the tracks back
    func testHistoryAndRevert() throws {
        let sandbox = Sandbox()
        let one = try sandbox.file("one.json", F.document([F.preset("hero", #""tracks": [\#(Self.titleScale)]"#)]))
        let two = try sandbox.file("two.json", F.document([F.preset("hero", #""tracks": [\#(Self.composeFade)]"#)]))
        try sandbox.expectSuccess(["import", one])
        let first = try sandbox.expectSuccess(["export", "hero"])
        try sandbox.expectSuccess(["import", two, "--on-conflict", "replace"])
        // Wide enough that no change line is wrapped (a narrower terminal wraps them at words).
        let history = try sandbox.expectSuccess(["history", "hero"], environment: ["COLUMNS": "400"])
        expect(history.contains("tracks.title.opacity null → 0.5:0,1:1 (easing 0.8,0,0.8,0.15)"), "\(history)")
        expect(history.contains("tracks.title.scale 0:1.5,1:1 → null"), "\(history)")
        try sandbox.expectSuccess(["revert", "hero", "1"])
        try expectEqual(sandbox.expectSuccess(["export", "hero"]), first)
    }

    static let badTracks: [(tracks: String, message: String)] = [
        (
            #"[{"layer": "title", "property": "scale", "keyframes": [{"at": 1, "value": 1}, {"at": 0, "value": 1.5}]}]"#,
            #"preset 'hero' tracks[0].keyframes[1].at: 0 is not greater than the previous keyframe's 1"#
        ),
        (
            "[\(titleScale), \(titleScale)]",
            #"preset 'hero' tracks[1].property: 'title' already has a 'scale' track (tracks[0])"#
        ),
        (
            #"[{"layer": "title", "property": "opacity", "easing": [1.2, 0, 0.8, 0.15], "keyframes": [{"at": 0, "value": 1}]}]"#,
            #"preset 'hero' tracks[0].easing[0]: 1.2 is outside 0...1"#
        ),
        (
            #"[{"layer": "title", "property": "opacity", "keyframes": [{"at": 0, "value": 1.5}]}]"#,
            #"preset 'hero' tracks[0].keyframes[0].value: 1.5 is outside 0...1 (the range of opacity)"#
        ),
        (
            "[" + (0..<33).map { #"{"layer": "l\#($0)", "property": "blur", "keyframes": [{"at": 0, "value": 1}]}"# }.joined(separator: ", ") + "]",
            #"preset 'hero' tracks: has 33 tracks; at most 32 are allowed"#
        ),
        (
            #"[{"layer": "title", "property": "scale", "input": "pull", "keyframes": ["#
                + (0..<17).map { #"{"at": \#($0), "value": 1}"# }.joined(separator: ", ") + "]}]",
            #"preset 'hero' tracks[0].keyframes: has 17 keyframes; at most 16 are allowed"#
        ),
    ]

    /// a bad track: exit 65, one line naming the preset and key path, nothing changed
    func testBadTrack() throws {
        for (tracks, message) in Self.badTracks {
            try TestRow.$current.withValue(String(describing: (tracks, message))) { try self.badTrack(tracks: tracks, message: message) }
        }
    }

    func badTrack(tracks: String, message: String) throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("bad.json", F.document([F.preset("hero", #""tracks": \#(tracks)"#)]))
        try sandbox.expectFailure(["import", file], status: 65, message: "\(file): \(message)")
        try sandbox.expectFailure(["validate", file], status: 65, message: "\(file): \(message)")
    }

    /// create and edit set tracks from the command line; the $EDITOR flow shows and saves them
    func testCommandLineAndEditor() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess([
            "create", "hero", "tracks.title.scale=0:1.5,1:1", "tracks.title.opacity=0.5:0,1:1",
            "tracks.title.opacity.easing=0.8,0,0.8,0.15",
        ])
        let edited = try sandbox.expectSuccess(["edit", "hero", "tracks.title.scale.input=pull", "tracks.title.scale=0:1.5,100:1"])
        expectEqual(edited, "tracks.title.scale 0:1.5,1:1 → 0:1.5,100:1\ntracks.title.scale.input progress → pull\n")
        // The editor sees the tracks as the document has them, and a change to them is saved.
        let editor = sandbox.folder.appendingPathComponent("scale.sh").path
        try "#!/bin/sh\ngrep -q '\"layer\": \"title\"' \"$1\" || exit 3\nsed -i 's/\"value\": 1.5/\"value\": 2/' \"$1\"\n"
            .write(toFile: editor, atomically: true, encoding: .utf8)
        chmod(editor, 0o755)
        try expectEqual(
            sandbox.expectSuccess(["edit", "hero"], environment: ["EDITOR": editor]), "tracks.title.scale 0:1.5,100:1 → 0:2,100:1\n")
        try sandbox.expectFailure(
            ["edit", "hero", "tracks.titel.blur=0:1"], status: 64,
            message: "tracks.titel.blur: unknown layer 'titel'; did you mean 'title'?")
        try sandbox.expectFailure(
            ["edit", "hero", "tracks.title.scale=0:0"], status: 65,
            message: #"preset 'hero' tracks[1].keyframes[0].value: 0 is outside (0, 10] (the range of scale)"#)
        try sandbox.expectSuccess(["edit", "hero", "tracks=[]"])
        try expect(sandbox.presetObject("hero")["tracks"] == nil)
    }

    /// eval and simulate add a column per track and a layers object in JSON; chart draws tracks
    func testOutput() throws {
        let sandbox = Sandbox()
        // minHeight 100, maxHeight 300: y = 150 is progress 0.75, so title.scale = 1.5 - 0.5 * 0.75
        // and title.opacity, 0 at 0.5 to 1 at 1, is 0.5; y = -40 pulls 40 points.
        try sandbox.expectSuccess([
            "create", "hero", "minHeight=100", "maxHeight=300", "tracks.title.scale=0:1.5,1:1",
            "tracks.title.opacity=0.5:0,1:1", "tracks.background.scale=0:1,100:1.2",
            "tracks.background.scale.input=pull",
        ])
        try expectEqual(
            sandbox.expectSuccess(["eval", "hero", "--at", "-40,150", "--format", "csv"]),
            """
            offset,height,translation,progress,shadowRadius,visible,contentTop,gap,background.scale,title.opacity,title.scale
            -40,340,0,0,0,340,340,0,1.08,0,1.5
            150,150,0,0.75,0,150,150,0,1,0.5,1.125

            """)
        let json = try sandbox.expectSuccess(["eval", "hero", "--at", "150", "--format", "json"])
        let frames = try require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let layers = try require(frames.first?["layers"] as? [String: [String: Double]])
        expectEqual(layers, ["background": ["scale": 1], "title": ["opacity": 0.5, "scale": 1.125]])
        let simulated = try sandbox.expectSuccess(["simulate", "hero", "--offset", "150", "--format", "csv"])
        expect(
            simulated.hasPrefix(
                "time,offset,height,translation,progress,shadowRadius,visible,contentTop,gap,parallaxOffset,background.scale,title.opacity,title.scale\n0,150,150,0,0.75,0,150,150,0,0,1,0.5,1.125\n"
            ))
        let chart = try sandbox.expectSuccess(["chart", "hero", "--series", "title.scale", "--width", "60", "--height", "12"])
        expect(chart.hasPrefix("title.scale\n"))
        try sandbox.expectFailure(
            ["chart", "hero", "--series", "titel.scale"], status: 64,
            message: "--series titel.scale: none of the presets has this track; did you mean 'title.scale'?")
    }
}
