import Foundation
import HeaderGeometry
import PresetJSON
import StrictJSON
import TestKit
import Testing

/// An app decoding a document with `JSONDecoder` and `PresetDocument` (HeaderGeometry) gets the
/// verdict `stretchy validate` gives (PresetJSON's reader): the same presets when valid, an error
/// at the same preset and key path when not — over the hostile corpus and the catalogue.
///
/// The exceptions are what `JSONDecoder` decides before `PresetDocument` sees anything (listed
/// in `PresetDocument`'s documentation too): it accepts them where `validate` refuses.
struct PresetDocumentAgreementTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Files `validate` refuses that `JSONDecoder` reads, and why it cannot see the problem.
    static let invisibleToJSONDecoder: [String: String] = [
        "Tests/HostileJSON/duplicate-key.json": "a key twice in one object: JSONDecoder keeps one value",
        "Tests/HostileJSON/duplicate-key-document.json": "a key twice in one object: JSONDecoder keeps one value",
        "Tests/HostileJSON/duplicate-key-full-preset.json": "a key twice in one object: JSONDecoder keeps one value",
        "Tests/HostileJSON/trailing-comma.json": "a comma before '}' or ']': JSONDecoder allows it",
        "Tests/HostileJSON/trailing-comma-nested.json": "a comma before '}' or ']': JSONDecoder allows it",
        "Tests/HostileJSON/utf16le.json": "UTF-16 text: JSONDecoder converts it; the format is UTF-8",
        "Tests/HostileJSON/utf16.json": "UTF-16 text: JSONDecoder converts it; the format is UTF-8",
    ]

    static let files: [String] = {
        var files: [String] = []
        for folder in ["Tests/HostileJSON", "Presets"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            files += names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.map { "\(folder)/\($0)" }
        }
        return files.sorted()
    }()

    /// the corpus and the catalogue are where this test looks
    func testCorpusIsFound() {
        expect(Self.files.filter { $0.hasPrefix("Tests/HostileJSON/") }.count >= 80)
        expect(Self.files.filter { $0.hasPrefix("Presets/") }.count >= 10)
        for file in Self.invisibleToJSONDecoder.keys { expect(Self.files.contains(file)) }
    }

    /// PresetDocument through JSONDecoder gives validate's verdict
    func testSameVerdict() throws {
        for file in Self.files {
            try TestRow.$current.withValue(String(describing: file)) { try self.sameVerdict(file: file) }
        }
    }

    func sameVerdict(file: String) throws {
        let bytes = try Data(contentsOf: Self.root.appendingPathComponent(file))
        let validated = Result { () throws(PresetJSONError) in try PresetDocumentReader.read(Array(bytes), source: file) }
        let decoded = Result { try JSONDecoder().decode(PresetDocument.self, from: bytes) }
        switch (validated, decoded) {
        case (.success(let presets), .success(let document)):
            expectEqual(document.presets, presets)
        case (.failure(let refusal), .failure(let error)):
            // A problem the reader places in a preset is placed at the same preset and key.
            if let keyPath = refusal.keyPath, let error = (error as? DecodingError)?.presetDocumentError {
                expectEqual(error.keyPath, keyPath, "\(refusal) vs \(error)")
                if let preset = refusal.preset {
                    let label = error.presetName.map { "preset '\($0)'" } ?? error.presetIndex.map { "preset #\($0 + 1)" }
                    expectEqual(label, preset, "\(refusal) vs \(error)")
                }
            }
        case (.failure(let refusal), .success):
            expect(Self.invisibleToJSONDecoder[file] != nil, "validate refuses (\(refusal)) but PresetDocument accepts")
        case (.success, .failure(let error)):
            Issue.record("validate accepts but PresetDocument refuses: \(error)")
        }
    }

    /// the whole catalogue as one exported document decodes to the same presets
    func testCatalogueDocument() throws {
        var presets: [HeaderPreset] = []
        for file in Self.files where file.hasPrefix("Presets/") {
            presets += try PresetDocumentReader.read(Array(try Data(contentsOf: Self.root.appendingPathComponent(file))), source: file)
        }
        let document = PresetDocumentWriter.document(presets)
        try expectEqual(
            JSONDecoder().decode(PresetDocument.self, from: Data(document.utf8)).presets, presets.sorted { $0.name < $1.name })
    }
}
