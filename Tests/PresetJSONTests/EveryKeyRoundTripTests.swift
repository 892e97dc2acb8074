import Foundation
import HeaderGeometry
import PresetFormat
import PresetJSON
import TestKit
import TestSupport
import Testing

/// The canonical writer and the two readers of a document (PresetJSON's and HeaderGeometry's
/// `PresetDocument`) are written by hand, key by key (docs/format.md#canonical-writing); the
/// table of keys (``FormatKey/all``) is the format's one list. Every key the table lets `edit`
/// set, away from its default, goes through the writer and back through both readers, so a key
/// added to the table and the model but not to a reader or the writer fails here, by name.
struct EveryKeyRoundTripTests {
    /// every settable key of the table has a sample
    func testEveryKeyHasASample() {
        expect(FormatSamples.missing.isEmpty, "add an assignment away from the default of each key to FormatSamples")
    }

    /// each key, alone away from its default, comes back from the writer through both readers
    func testEachKeyRoundTrips() throws {
        for sample in try FormatSamples.cases(from: HeaderPreset(name: "p")) {
            expect(sample.after != sample.before, "\(sample) is what the preset held already")
            try expectRoundTrip(sample.after, sample.description)
        }
    }

    /// every key at once away from its default comes back from the writer through both readers
    func testEveryKeyAtOnceRoundTrips() throws {
        let preset = try FormatSamples.applying(FormatSamples.all.joined(), to: HeaderPreset(name: "p"))
        expect(preset.violations.isEmpty, "\(preset.violations)")
        try expectRoundTrip(preset, "every key")
    }

    private func expectRoundTrip(_ preset: HeaderPreset, _ label: String) throws {
        let document = PresetDocumentWriter.document([preset])
        let read = try PresetDocumentReader.read(Array(document.utf8), source: "round trip")
        expectEqual(read, [preset], "PresetJSON's reader, \(label):\n\(document)")
        let decoded = try JSONDecoder().decode(PresetDocument.self, from: Data(document.utf8))
        expectEqual(decoded.presets, [preset], "PresetDocument, \(label):\n\(document)")
    }
}
