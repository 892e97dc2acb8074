import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// Schema version 4: tracks are stored with every revision, come back bit for bit, and a preset
/// whose tracks break a rule is refused with nothing stored.
struct PresetStoreTracksTests {
    static let scale = ContentTrack(
        layer: "title", property: .scale,
        keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)])
    static let fade = ContentTrack(
        layer: "title", property: .opacity, input: .pull,
        easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
        keyframes: [TrackKeyframe(at: 0.1, value: 0.30000000000000004), TrackKeyframe(at: 64, value: 1e-7)])

    func testTracksComeBackExactlyAndHistoryKeepsEachVersion() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        var preset = HeaderPreset(name: "hero", tracks: [Self.scale])
        try store.create(preset)
        preset.tracks = [Self.scale, Self.fade]
        try store.update(preset)
        preset.tracks = []
        try store.update(preset)
        try expectEqual(store.preset(named: "hero")?.tracks, [])
        try expectEqual(store.history(of: "hero").map { $0.preset?.tracks }, [[Self.scale], [Self.scale, Self.fade], []])
        try expectEqual(store.revert("hero", to: 2).tracks, [Self.scale, Self.fade])
        try expectEqual(store.allPresets().first?.tracks, [Self.scale, Self.fade])
        try expectEqual(
            temporary.rawDatabase().texts("SELECT quote(tracks) FROM revision ORDER BY id"),
            [
                #"'[["title","scale","progress","linear",[0,1.5,1,1]]]'"#,
                #"'[["title","scale","progress","linear",[0,1.5,1,1]],["title","opacity","pull",[0.8,0,0.8,0.15],[0.1,0.30000000000000004,64,1e-7]]]'"#,
                "NULL",
                #"'[["title","scale","progress","linear",[0,1.5,1,1]],["title","opacity","pull",[0.8,0,0.8,0.15],[0.1,0.30000000000000004,64,1e-7]]]'"#,
            ])
    }

    func testATrackBreakingARuleIsRefusedAndNothingIsStored() throws {
        for (track, message) in [
            (
                ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 0)]),
                "cannot store preset 'bad': tracks[0].keyframes[0].value: 0 is outside (0, 10] (the range of scale)"
            ),
            (
                ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: .nan, value: 1)]),
                "cannot store preset 'bad': tracks[0].keyframes[0].at: NaN is not a finite number"
            ),
        ] {
            try TestRow.$current.withValue(String(describing: (track, message))) {
                try self.aTrackBreakingARuleIsRefusedAndNothingIsStored(track: track, message: message)
            }
        }
    }

    func aTrackBreakingARuleIsRefusedAndNothingIsStored(track: ContentTrack, message: String) throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        let before = temporary.bytes()
        let one = expect(throws: StoreError.self) { try store.create(HeaderPreset(name: "bad", tracks: [track])) }
        expectEqual(one?.message, message)
        let batch = expect(throws: StoreError.self) {
            try store.create([HeaderPreset(name: "good"), HeaderPreset(name: "bad", tracks: [track])])
        }
        expectEqual(batch?.message, message)
        expectEqual(temporary.bytes(), before)
    }

    func testADeletionHoldsNoTracks() throws {
        let temporary = TemporaryDatabase()
        _ = try temporary.store()
        let raw = try temporary.rawDatabase()
        let error = expect(throws: DatabaseError.self) {
            try raw.execute(
                """
                INSERT INTO revision (lineage, number, time, action, name, tracks) \
                VALUES (1, 1, '2026-12-01T00:00:00Z', 'delete', 'x', '[["a","scale","progress","linear",[0,1]]]')
                """)
        }
        expectEqual(error?.message, "a deletion holds no preset, so no tracks")
    }
}
