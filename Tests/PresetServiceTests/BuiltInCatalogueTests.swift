import FoundationEssentials
import HeaderGeometry
import PresetJSON
import PresetService
import TestKit
import Testing

/// The compiled-in catalogue: in step with `Presets/` on disk, and holding docs/swift.md#1-the-built-in-catalogue's presets
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

    /// Each file of `Presets/` read from disk is the built-in preset of its name, key for key,
    /// and every built-in preset has its file: the catalogue in code is the folder.
    func testEveryFileInPresetsIsTheBuiltInPresetOfItsName() throws {
        let files = try Self.documentFiles()
        expect(files.count >= 10)
        expectEqual(BuiltInCatalogue.presets.map { $0.name + ".json" }.sorted(), files)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: Self.presetsDirectory.appendingPathComponent(file)))
            let read = try PresetDocumentReader.read(bytes, source: "Presets/" + file)
            expectEqual(read.count, 1, "\(file) holds one preset")
            let name = String(file.dropLast(".json".count))
            expectEqual(read.first, BuiltInCatalogue.presets.first { $0.name == name }, "\(file) differs from BuiltInPresets")
        }
    }

    func testThePresetsAreSortedNamedOnceValidAndSaySourceOfTheirNumbers() throws {
        let names = BuiltInCatalogue.presets.map(\.name)
        expectEqual(names, names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        expectEqual(Set(names).count, names.count)
        for preset in BuiltInCatalogue.presets {
            expect(preset.violations.isEmpty)
            expect(!preset.summary.isEmpty, "\(preset.name) needs a summary saying where its numbers come from")
        }
    }

    /// The catalogue's contracted presets, typed here by hand (other keys at their defaults).
    static let specPresets: [HeaderPreset] = [
        HeaderPreset(name: "stretchy-ios18", minHeight: 0, maxHeight: 300, collapse: .scroll, damping: 0),
        HeaderPreset(
            name: "sticky-utah", minHeight: 120, maxHeight: 300, collapse: .shrink, damping: 0.5,
            shadow: HeaderShadow(threshold: 140, radius: 8)),
        HeaderPreset(name: "stretchable-geometryreader", minHeight: 0, maxHeight: 300, collapse: .scroll, damping: 0),
        HeaderPreset(name: "scaling-header", minHeight: 150, maxHeight: 350, collapse: .scroll, damping: 1),
        HeaderPreset(
            name: "scaling-header-snap", minHeight: 150, maxHeight: 350, collapse: .shrink, damping: 0,
            snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 0.5)),
    ]

    func testSpecPresetHasExactlyTheSpecNumbers() throws {
        for expected in Self.specPresets {
            try TestRow.$current.withValue(String(describing: expected)) { try self.specPresetHasExactlyTheSpecNumbers(expected: expected) }
        }
    }

    func specPresetHasExactlyTheSpecNumbers(expected: HeaderPreset) throws {
        let preset = try require(BuiltInCatalogue.presets.first { $0.name == expected.name })
        var withoutSummary = preset
        withoutSummary.summary = ""
        expectEqual(withoutSummary, expected)
    }

    /// The platform headers the issue names, with their well-known heights.
    static let platformHeights: [(name: String, maxHeight: Double, minHeight: Double)] = [
        ("material3-large-top-app-bar", 152, 64),
        ("material3-medium-top-app-bar", 112, 64),
        ("ios-large-title-navigation-bar", 96, 44),
        ("android-collapsing-toolbar", 256, 56),
        ("flutter-sliver-app-bar-stretch", 200, 56),
    ]

    func testPlatformHeaderHasItsHeights() throws {
        for (name, maxHeight, minHeight) in Self.platformHeights {
            try TestRow.$current.withValue(String(describing: (name, maxHeight, minHeight))) {
                try self.platformHeaderHasItsHeights(name: name, maxHeight: maxHeight, minHeight: minHeight)
            }
        }
    }

    func platformHeaderHasItsHeights(name: String, maxHeight: Double, minHeight: Double) throws {
        let preset = try require(BuiltInCatalogue.presets.first { $0.name == name })
        expect(preset.maxHeight == maxHeight && preset.minHeight == minHeight)
    }

    func testCollapsingToolbarShadowIsTheDefaultScrimTrigger() throws {
        let preset = try require(BuiltInCatalogue.presets.first { $0.name == "android-collapsing-toolbar" })
        // scrimVisibleHeightTrigger defaults to twice the minimum height: 2 × 56 dp.
        expectEqual(preset.shadow, HeaderShadow(threshold: 112, radius: 4))
    }

    /// Each platform preset's content tracks at a few collapse progress values, worked out by hand
    /// from the sources its summary names.
    static let trackValues: [(preset: String, track: String, progress: Double, expected: Double)] = [
        // Flutter FlexibleSpaceBar: scale 1.5 + (1 - 1.5) t; opacity 1 - (t - fadeStart) / (1 - fadeStart)
        // with fadeStart = 1 - 56/144; parallax -144/4 t.
        ("flutter-sliver-app-bar-stretch", "title.scale", 0.5, 1.25),
        ("flutter-sliver-app-bar-stretch", "background.opacity", 0.5, 1),
        ("flutter-sliver-app-bar-stretch", "background.opacity", 1 - 28.0 / 144, 0.5),
        ("flutter-sliver-app-bar-stretch", "background.translateY", 0.5, -18),
        // Compose: the small title's alpha is CubicBezier(0.8, 0, 0.8, 0.15) of f (0.0456702... at
        // 0.5, see TrackEasingTests), the large title's 1 - f.
        ("material3-large-top-app-bar", "title.opacity", 0.5, 0.045670218066148843017),
        ("material3-large-top-app-bar", "large-title.opacity", 0.25, 0.75),
        ("material3-medium-top-app-bar", "title.opacity", 0.5, 0.045670218066148843017),
        ("material3-medium-top-app-bar", "large-title.opacity", 0.75, 0.25),
        // Android: scrim from 112 dp visible, (256 - 112) / 200 = 0.72; title 1.7 - 0.7 (1 - (1 - t)²).
        ("android-collapsing-toolbar", "scrim.opacity", 0.71, 0),
        ("android-collapsing-toolbar", "scrim.opacity", 0.72, 1),
        ("android-collapsing-toolbar", "title.scale", 0.5, 1.7 - 0.7 * 0.75),
        // iOS: the large title 52 pt up at the end; the inline title only once collapsed.
        ("ios-large-title-navigation-bar", "large-title.translateY", 0.5, -26),
        ("ios-large-title-navigation-bar", "title.opacity", 0.99, 0),
        ("ios-large-title-navigation-bar", "title.opacity", 1, 1),
        // exyte's ProfileScreen: 1 - p; 1 - clamp((p - 0.75) * 4); p * clamp((p - 0.75) * 4).
        ("scaling-header-profile", "avatar.opacity", 0.25, 0.75),
        ("scaling-header-profile", "title.opacity", 0.875, 0.5),
        ("scaling-header-profile", "small-title.opacity", 0.875, 0.875 * 0.5),
        ("scaling-header-profile", "small-title.opacity", 0.9375, 0.9375 * 0.75),
    ]

    func testPlatformPresetMovesItsContentAsItsPlatformDoes() throws {
        for (name, track, progress, expected) in Self.trackValues {
            try TestRow.$current.withValue(String(describing: (name, track, progress, expected))) {
                try self.platformPresetMovesItsContentAsItsPlatformDoes(preset: name, track: track, progress: progress, expected: expected)
            }
        }
    }

    func platformPresetMovesItsContentAsItsPlatformDoes(preset name: String, track: String, progress: Double, expected: Double) throws {
        let preset = try require(BuiltInCatalogue.presets.first { $0.name == name })
        let parts = track.split(separator: ".").map(String.init)
        let property = try require(TrackProperty(rawValue: parts[1]))
        let frame = preset.frame(at: progress * preset.collapseRange)
        expect(abs(frame.progress - progress) < 1e-12)
        expect(abs(preset.layers(in: frame).value(of: property, layer: parts[0]) - expected) < 1e-7, "\(name) \(track)")
    }

    func testSpecPresetsHaveNoTracks() {
        for expected in Self.specPresets {
            expectEqual(BuiltInCatalogue.presets.first { $0.name == expected.name }?.tracks, [], "\(expected.name)")
        }
    }
}
