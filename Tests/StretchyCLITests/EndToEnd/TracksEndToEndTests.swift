import Foundation
import Testing

/// Content tracks (SPEC.md §6) through the real binary: import/export byte for byte, history and
/// revert carry them, and every bad track is one error line, exit 65, nothing changed.
@Suite("end to end: tracks")
struct TracksEndToEndTests {
    typealias F = TransferFixtures

    static let titleScale = #"{"layer": "title", "property": "scale", "keyframes": [{"at": 0, "value": 1.5}, {"at": 1, "value": 1}]}"#
    static let composeFade = #"{"layer": "title", "property": "opacity", "easing": [0.8, 0, 0.8, 0.15], "keyframes": [{"at": 0.5, "value": 0}, {"at": 1, "value": 1}]}"#

    @Test("import, export, import into an empty database, export: the same bytes")
    func roundTrip() throws {
        let first = Sandbox()
        let file = try first.file("hero.json", F.document([F.preset("hero", #""tracks": [\#(Self.titleScale), \#(Self.composeFade)]"#)]))
        try first.expectSuccess(["import", file])
        let exported = try first.expectSuccess(["export", "hero"])
        #expect(exported.contains("""
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
        #expect(try second.expectSuccess(["export", "hero"]) == exported)
    }

    @Test("history shows track changes; revert brings the tracks back")
    func historyAndRevert() throws {
        let sandbox = Sandbox()
        let one = try sandbox.file("one.json", F.document([F.preset("hero", #""tracks": [\#(Self.titleScale)]"#)]))
        let two = try sandbox.file("two.json", F.document([F.preset("hero", #""tracks": [\#(Self.composeFade)]"#)]))
        try sandbox.expectSuccess(["import", one])
        let first = try sandbox.expectSuccess(["export", "hero"])
        try sandbox.expectSuccess(["import", two, "--on-conflict", "replace"])
        let history = try sandbox.expectSuccess(["history", "hero"])
        #expect(history.contains("tracks.title.opacity null → 0.5:0,1:1 (easing 0.8,0,0.8,0.15)"), "\(history)")
        #expect(history.contains("tracks.title.scale 0:1.5,1:1 → null"), "\(history)")
        try sandbox.expectSuccess(["revert", "hero", "1"])
        #expect(try sandbox.expectSuccess(["export", "hero"]) == first)
    }

    static let badTracks: [(tracks: String, message: String)] = [
        (#"[{"layer": "title", "property": "scale", "keyframes": [{"at": 1, "value": 1}, {"at": 0, "value": 1.5}]}]"#,
         #"preset "hero" tracks[0].keyframes[1].at: 0 is not greater than the previous keyframe's 1"#),
        ("[\(titleScale), \(titleScale)]",
         #"preset "hero" tracks[1].property: "title" already has a "scale" track (tracks[0])"#),
        (#"[{"layer": "title", "property": "opacity", "easing": [1.2, 0, 0.8, 0.15], "keyframes": [{"at": 0, "value": 1}]}]"#,
         #"preset "hero" tracks[0].easing[0]: 1.2 is outside 0...1"#),
        (#"[{"layer": "title", "property": "opacity", "keyframes": [{"at": 0, "value": 1.5}]}]"#,
         #"preset "hero" tracks[0].keyframes[0].value: 1.5 is outside 0...1 (the range of opacity)"#),
        ("[" + (0..<33).map { #"{"layer": "l\#($0)", "property": "blur", "keyframes": [{"at": 0, "value": 1}]}"# }.joined(separator: ", ") + "]",
         #"preset "hero" tracks: has 33 tracks; at most 32 are allowed"#),
        (#"[{"layer": "title", "property": "scale", "input": "pull", "keyframes": ["# + (0..<17).map { #"{"at": \#($0), "value": 1}"# }.joined(separator: ", ") + "]}]",
         #"preset "hero" tracks[0].keyframes: has 17 keyframes; at most 16 are allowed"#),
    ]

    @Test("a bad track: exit 65, one line naming the preset and key path, nothing changed", arguments: badTracks)
    func badTrack(tracks: String, message: String) throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("bad.json", F.document([F.preset("hero", #""tracks": \#(tracks)"#)]))
        try sandbox.expectFailure(["import", file], status: 65, message: "\(file): \(message)")
        try sandbox.expectFailure(["validate", file], status: 65, message: "\(file): \(message)")
    }
}
