import Foundation
import HeaderGeometry
import PresetFormat
import PresetJSON
import Testing

/// The canonical writer and the two readers of a document (PresetJSON's and HeaderGeometry's
/// `PresetDocument`) are written by hand, key by key (docs/format.md#canonical-writing); the
/// table of keys (``FormatKey/all``) is the format's one list. Every key the table lets `edit`
/// set, away from its default, goes through the writer and back through both readers, so a key
/// added to the table and the model but not to a reader or the writer fails here, by name.
struct EveryKeyRoundTripTests {
    /// For every key `edit KEY=VALUE` can set, an assignment away from its default, after the
    /// ones it needs (a shadow's radius needs a shadow; a track's easing, the track). Groups
    /// (`shadow`, `motion`) are set through their members, and `tracks`, which takes only its
    /// default `[]`, through the track keys.
    static let samples: [[String]] = [
        ["summary=every key\nset"], ["minHeight=12.5"], ["maxHeight=400"], ["collapse=scroll"], ["damping=0.25"],
        ["shadow.threshold=40"], ["shadow.threshold=40", "shadow.radius=3"], ["pullTrigger=96"],
        ["snap.mode=afterFinishAccelerating"], ["snap.positions=0,0.5,1"], ["snap.initialPosition=1"],
        ["snap.policy=direction"], ["motion.frameRate=60"], ["motion.decelerationRate=0.995"],
        ["motion.viewportHeight=932"], ["motion.rubberBandConstant=0.7"], ["motion.spring.response=0.5"],
        ["motion.spring.dampingRatio=0.8"], ["motion.parallax=0.5"], ["motion.quickReturn=true"],
        ["motion.fling=android"], ["tracks.title.scale=0:1.7,1:1"],
        ["tracks.title.scale=0:1.7,1:1", "tracks.title.scale.input=pull"],
        ["tracks.title.scale=0:1.7,1:1", "tracks.title.scale.easing=0.25,0.1,0.25,1"],
    ]

    /// The path of `KEY=VALUE`.
    static func path(of assignment: String) -> String {
        String(assignment.prefix { $0 != "=" })
    }

    static func applying(_ assignments: some Sequence<String>, to preset: HeaderPreset) throws -> HeaderPreset {
        var preset = preset
        for assignment in assignments {
            let path = Self.path(of: assignment)
            let key = try #require(FormatKey.named(path), "\(path) is not in the table")
            try key.assign(String(assignment.dropFirst(path.count + 1)), at: path, to: &preset)
        }
        return preset
    }

    @Test("every settable key of the table has a sample here")
    func everyKeyHasASample() {
        let sampled = Set(Self.samples.compactMap { $0.last.flatMap { FormatKey.named(Self.path(of: $0)) }?.path })
        for key in FormatKey.settable where key.type != .object && key.path != "tracks" {
            #expect(sampled.contains(key.path), "add an assignment away from the default of \(key.path) to samples")
        }
    }

    @Test("each key, alone away from its default, comes back from the writer through both readers")
    func eachKeyRoundTrips() throws {
        for sample in Self.samples {
            let before = try Self.applying(sample.dropLast(), to: HeaderPreset(name: "p"))
            let preset = try Self.applying(sample.suffix(1), to: before)
            #expect(preset != before, "\(sample.last!) is what the preset held already")
            try expectRoundTrip(preset, sample.joined(separator: " "))
        }
    }

    @Test("every key at once away from its default comes back from the writer through both readers")
    func everyKeyAtOnceRoundTrips() throws {
        let preset = try Self.applying(Self.samples.joined(), to: HeaderPreset(name: "p"))
        #expect(preset.violations.isEmpty, "\(preset.violations)")
        try expectRoundTrip(preset, "every key")
    }

    private func expectRoundTrip(_ preset: HeaderPreset, _ label: String) throws {
        let document = PresetDocumentWriter.document([preset])
        let read = try PresetDocumentReader.read(Array(document.utf8), source: "round trip")
        #expect(read == [preset], "PresetJSON's reader, \(label):\n\(document)")
        let decoded = try JSONDecoder().decode(PresetDocument.self, from: Data(document.utf8))
        #expect(decoded.presets == [preset], "PresetDocument, \(label):\n\(document)")
    }
}
