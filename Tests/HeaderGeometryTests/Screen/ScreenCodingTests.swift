import Foundation
import HeaderGeometry
import TestKit
import Testing

/// docs/screen.md's keys through Codable and the rules: written only when set, read back the same,
/// broken rules refused with their key paths.
struct ScreenCodingTests {
    static func decode(_ json: String) throws -> HeaderPreset {
        try JSONDecoder().decode(HeaderPreset.self, from: Data(json.utf8))
    }

    /// safeArea, accessory and an anchor are read, and the anchor at the centre is the default
    func testReads() throws {
        let preset = try Self.decode(
            """
            {"name": "p", "safeArea": "added", "accessory": {"height": 48},
              "tracks": [{"layer": "avatar", "property": "scale", "input": "offset",
                          "keyframes": [{"at": 0, "value": 1}, {"at": 86, "value": 0.6}], "anchor": [0, 1]},
                         {"layer": "title", "property": "scale", "keyframes": [{"at": 0, "value": 1}], "anchor": [0.5, 0.5]}]}
            """)
        expectEqual(preset.safeArea, .added)
        expectEqual(preset.accessory, HeaderAccessory(height: 48, offset: 0, behavior: .pinned))
        expectEqual(preset.tracks[0].input, .offset)
        expectEqual(preset.tracks[0].anchor, TrackAnchor(x: 0, y: 1))
        expectEqual(preset.tracks[1].anchor, nil)
        // Written back: safeArea after collapse, accessory whole, the anchor only when not the centre.
        let text = String(decoding: try JSONEncoder().encode(preset), as: UTF8.self)
        expect(text.contains(#""safeArea":"added""#))
        expect(text.contains(#""behavior":"pinned""#))
        expectEqual(text.components(separatedBy: #""anchor""#).count, 2)
        try expectEqual(Self.decode(text), preset)
    }

    /// broken rules name their key
    func testRefused() {
        for (members, key) in [
            (#""accessory": {"height": 1001}"#, "accessory.height"),
            (#""accessory": {"height": 0}"#, "accessory.height"),
            (#""accessory": {"height": 48, "offset": -1}"#, "accessory.offset"),
            (#""accessory": {"height": 48, "behavior": "sticky"}"#, "behavior"),
            (#""accessory": {"offset": 3}"#, "height"),
            (#""safeArea": "above""#, "safeArea"),
            (#""tracks": [{"layer": "t", "property": "opacity", "keyframes": [{"at": 0, "value": 1}], "anchor": [0, 1]}]"#, "anchor"),
            (#""tracks": [{"layer": "t", "property": "scale", "keyframes": [{"at": 0, "value": 1}], "anchor": [0, 1.5]}]"#, "anchor"),
            (#""tracks": [{"layer": "t", "property": "scale", "input": "offset", "keyframes": [{"at": -10001, "value": 1}]}]"#, "at"),
        ] as [(String, String)] {
            TestRow.$current.withValue(String(describing: (members, key))) { self.refused(members: members, key: key) }
        }
    }

    func refused(members: String, key: String) {
        do {
            _ = try Self.decode(#"{"name": "p", "# + members + "}")
            Issue.record("accepted \(members)")
        } catch {
            expect("\(error)".contains(key), "\(error)")
        }
    }
}
