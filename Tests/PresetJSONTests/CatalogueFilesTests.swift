import FoundationEssentials
import PresetJSON
import TestKit
import Testing

/// Every file in `Presets/` is a valid preset document, byte-identical to what the canonical
/// writer makes of it (so `export` of a built-in reproduces its file).
struct CatalogueFilesTests {
    static let presetsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets")

    static let files: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: presetsDirectory.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted()) ?? []

    func testCatalogueIsThere() {
        expect(Self.files.count >= 10)
    }

    func testFileIsCanonical() throws {
        for file in Self.files {
            try TestRow.$current.withValue(String(describing: file)) { try self.fileIsCanonical(file: file) }
        }
    }

    func fileIsCanonical(file: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.presetsDirectory.appendingPathComponent(file)))
        let presets = try PresetDocumentReader.read(bytes, source: file)
        expectEqual(presets.count, 1)
        expectEqual(presets.first.map { $0.name + ".json" }, file)
        expectEqual(Array(PresetDocumentWriter.document(presets).utf8), bytes)
        expectEqual(presets.first.map { $0.summary.unicodeScalars.count <= 500 }, true)
    }
}
