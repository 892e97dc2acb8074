import Foundation
import HeaderGeometry
import PresetExport
import PresetService
import TestKit
import TestSupport
import Testing

/// Every built-in preset exported to each platform, compared with `Golden/PLATFORM/NAME.EXT`, the
/// files `Tests/GeneratedCode/run` parses and the browser test loads. After a deliberate change,
/// rewrite them with
///
///     STRETCHY_UPDATE_GOLDEN=1 swift test --filter CatalogueGoldenTests
///
/// and read the diff before committing it.
struct CatalogueGoldenTests {
    static let golden = GoldenFiles()

    enum Platform: String, CaseIterable, Sendable {
        case compose, flutter, web

        var fileExtension: String {
            switch self {
            case .compose: "kt"
            case .flutter: "dart"
            case .web: "html"
            }
        }

        func export(_ preset: HeaderPreset) throws -> String {
            let options = ExportOptions(command: "stretchy export \(preset.name) --to \(rawValue)")
            switch self {
            case .compose: return try ComposeExporter().export([preset], options: options)
            case .flutter: return try FlutterExporter().export([preset], options: options)
            case .web: return try WebExporter().export([preset], options: options)
            }
        }
    }

    func testEveryBuiltInPresetMatchesItsGoldenFile() throws {
        for platform in Platform.allCases {
            try TestRow.$current.withValue(String(describing: platform)) { try self.everyBuiltInPresetMatchesItsGoldenFile(platform: platform) }
        }
    }

    func everyBuiltInPresetMatchesItsGoldenFile(platform: Platform) throws {
        expect(BuiltInCatalogue.presets.count >= 10)
        for preset in BuiltInCatalogue.presets {
            let text = try platform.export(preset)
            let mismatch = try Self.golden.mismatch(text, at: "\(platform.rawValue)/\(preset.name).\(platform.fileExtension)")
            expectEqual(mismatch, nil, "\(mismatch ?? "")")
        }
    }
}
