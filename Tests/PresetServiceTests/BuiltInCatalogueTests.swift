import FoundationEssentials
import HeaderGeometry
import PresetService
import Testing

/// The compiled-in catalogue: in step with `Presets/` on disk, and holding SPEC.md §5's presets
/// with exactly its numbers.
struct BuiltInCatalogueTests {
    /// The package's `Presets/` directory.
    static let presetsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets")

    /// The preset documents in `Presets/` (the JSON Schema is not one).
    static func documentFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: presetsDirectory.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted()
    }

    @Test func everyFileInPresetsIsEmbeddedAsItIsOnDisk() throws {
        let files = try Self.documentFiles()
        #expect(files.count >= 10)
        #expect(BuiltInCatalogue.documents.keys.sorted() == files)
        for file in files {
            let onDisk = try Data(contentsOf: Self.presetsDirectory.appendingPathComponent(file))
            #expect(BuiltInCatalogue.documents[file] == [UInt8](onDisk), "\(file) differs from its embedded copy")
        }
    }

    @Test func eachFileHoldsOnePresetNamedLikeTheFile() throws {
        let names = BuiltInCatalogue.presets.map(\.name)
        #expect(names == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(Set(names).count == names.count)
        #expect(Set(names.map { $0 + ".json" }) == Set(BuiltInCatalogue.documents.keys))
        for preset in BuiltInCatalogue.presets {
            #expect(preset.violations.isEmpty)
            #expect(!preset.summary.isEmpty, "\(preset.name) needs a summary saying where its numbers come from")
        }
    }

    /// SPEC.md §5's table, typed from the SPEC (other keys at their defaults).
    static let specPresets: [HeaderPreset] = [
        HeaderPreset(name: "stretchy-ios18", minHeight: 0, maxHeight: 300, collapse: .scroll, damping: 0),
        HeaderPreset(name: "sticky-utah", minHeight: 120, maxHeight: 300, collapse: .shrink, damping: 0.5,
                     shadow: HeaderShadow(threshold: 140, radius: 8)),
        HeaderPreset(name: "stretchable-geometryreader", minHeight: 0, maxHeight: 300, collapse: .scroll, damping: 0),
        HeaderPreset(name: "scaling-header", minHeight: 150, maxHeight: 350, collapse: .scroll, damping: 1),
        HeaderPreset(name: "scaling-header-snap", minHeight: 150, maxHeight: 350, collapse: .shrink, damping: 0,
                     snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 0.5)),
    ]

    @Test(arguments: specPresets)
    func specPresetHasExactlyTheSpecNumbers(expected: HeaderPreset) throws {
        let preset = try #require(BuiltInCatalogue.presets.first { $0.name == expected.name })
        var withoutSummary = preset
        withoutSummary.summary = ""
        #expect(withoutSummary == expected)
    }

    /// The platform headers the issue names, with their well-known heights.
    static let platformHeights: [(name: String, maxHeight: Double, minHeight: Double)] = [
        ("material3-large-top-app-bar", 152, 64),
        ("material3-medium-top-app-bar", 112, 64),
        ("ios-large-title-navigation-bar", 96, 44),
        ("android-collapsing-toolbar", 256, 56),
        ("flutter-sliver-app-bar-stretch", 200, 56),
    ]

    @Test(arguments: platformHeights)
    func platformHeaderHasItsHeights(name: String, maxHeight: Double, minHeight: Double) throws {
        let preset = try #require(BuiltInCatalogue.presets.first { $0.name == name })
        #expect(preset.maxHeight == maxHeight && preset.minHeight == minHeight)
    }

    @Test func collapsingToolbarShadowIsTheDefaultScrimTrigger() throws {
        let preset = try #require(BuiltInCatalogue.presets.first { $0.name == "android-collapsing-toolbar" })
        // scrimVisibleHeightTrigger defaults to twice the minimum height: 2 × 56 dp.
        #expect(preset.shadow == HeaderShadow(threshold: 112, radius: 4))
    }
}
