import HeaderGeometry
import PresetExport
import TestKit
import TestSupport
import Testing

/// Every exporter spells the keys one by one (the Swift literal, the Compose, Flutter and web
/// code, the JSON): each key away from its default changes what each export writes, in the code
/// where the platform has the behaviour or in the fidelity note where it has not
/// (docs/platforms.md). An exporter that forgets a key writes the default silently; it fails
/// here, naming the key and the export.
struct EveryKeyExportTests {
    /// Keys no platform's code has a use for, and why.
    static let notExported = [
        // How often `stretchy simulate` samples a gesture; a platform animates at its display's rate.
        "motion.frameRate": "the simulation's sampling rate"
    ]

    func testEachKeyAwayFromItsDefaultChangesTheExport() throws {
        for format in ExportFormat.allCases {
            try TestRow.$current.withValue(String(describing: format)) { try self.eachKeyAwayFromItsDefaultChangesTheExport(format: format) }
        }
    }

    func eachKeyAwayFromItsDefaultChangesTheExport(format: ExportFormat) throws {
        let exporter = format.exporter
        let options = ExportOptions(command: "stretchy export --to \(format.rawValue)")
        // Snapping on, so the snap keys count.
        let base = try FormatSamples.applying(["snap.mode=immediately"], to: HeaderPreset(name: "sample"))
        for sample in try FormatSamples.cases(from: base) where format == .json || format == .swift || Self.notExported[sample.path] == nil {
            let before = try exporter.export([sample.before], options: options)
            let after = try exporter.export([sample.after], options: options)
            expect(before != after, "export --to \(format.rawValue) writes the same with and without \(sample)")
        }
    }
}
