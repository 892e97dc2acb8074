import HeaderGeometry
import PresetExport
import TestKit
import Testing

/// Every export writes its file in pieces as it walks the presets, never the whole file at once
/// (docs/safety.md#sizes-and-memory): what the command line relies on to export 100 000 presets
/// in flat memory.
struct StreamingExportTests {
    /// `count` presets `p0000`... with a summary long enough to make each preset's code sizeable.
    static func presets(_ count: Int) -> [HeaderPreset] {
        (0..<count).map { index in
            let digits = String(index)
            return HeaderPreset(
                name: "p" + String(repeating: "0", count: 4 - digits.count) + digits,
                summary: String(repeating: "A header that collapses. ", count: 8),
                minHeight: Double(index % 100), maxHeight: 300, collapse: index % 2 == 0 ? .shrink : .scroll,
                damping: 0.5)
        }
    }

    /// A walk over `presets` that counts how often it is taken.
    final class CountingWalk {
        var walks = 0
        let presets: [HeaderPreset]
        init(_ presets: [HeaderPreset]) { self.presets = presets }
        var walk: PresetWalk {
            PresetWalk { each in
                self.walks += 1
                for preset in self.presets { try each(preset) }
            }
        }
    }

    func testALargeExportIsWrittenInPiecesThatMakeTheWholeFile() throws {
        for format in ExportFormat.allCases {
            try TestRow.$current.withValue(String(describing: format)) { try self.aLargeExportIsWrittenInPiecesThatMakeTheWholeFile(format: format) }
        }
    }

    func aLargeExportIsWrittenInPiecesThatMakeTheWholeFile(format: ExportFormat) throws {
        let presets = Self.presets(300)
        let options = ExportOptions(command: "stretchy export --to \(format.rawValue)")
        var pieces: [[UInt8]] = []
        let counting = CountingWalk(presets)
        try format.exporter.export(counting.walk, options: options) { pieces.append($0) }
        let whole = Array(pieces.joined())
        // Handed on at 64 KiB, plus at most one preset's code: never the file at once.
        expect(whole.count > 2 << 16)
        expect(pieces.count >= 2)
        expect(pieces.allSatisfy { $0.count < (1 << 16) + (1 << 15) }, "\(pieces.map(\.count).max() ?? 0) bytes in one piece")
        // The whole file is the one the presets make: it names the last preset, once per pass.
        expect(String(decoding: whole, as: UTF8.self).contains("p0299"))
        expect(counting.walks >= 1)
    }

    func testACollisionFailsBeforeAnythingIsWritten() {
        for format in [ExportFormat.compose, .flutter, .swift] {
            TestRow.$current.withValue(String(describing: format)) { self.aCollisionFailsBeforeAnythingIsWritten(format: format) }
        }
    }

    func aCollisionFailsBeforeAnythingIsWritten(format: ExportFormat) {
        let presets = Self.presets(50) + [HeaderPreset(name: "p_0001"), HeaderPreset(name: "zz")]
        var written = 0
        expect(throws: ExportError.self) {
            try format.exporter.export(
                PresetWalk(presets.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }),
                options: ExportOptions(command: "stretchy export")
            ) { written += $0.count }
        }
        expectEqual(written, 0)
    }
}
