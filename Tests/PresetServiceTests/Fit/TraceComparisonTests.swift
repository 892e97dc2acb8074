import HeaderGeometry
import PresetService
import TestKit
import Testing

/// `stretchy verify --against OLD NEW` (docs/traces.md#comparing-two-recordings): two
/// recordings of one header, matched by offset.
struct TraceComparisonTests {
    static let utah = HeaderPreset(name: "u", minHeight: 120, maxHeight: 300, damping: 0.5)

    static func compare(_ old: String, _ new: String) throws -> TraceComparisonReport {
        try PresetLibrary.compare(
            old: TraceBytesInput(Array(old.utf8)), oldSource: "old", new: TraceBytesInput(Array(new.utf8)),
            newSource: "new", listing: true)
    }

    static func recording(step: Double, from: Double = -100, to: Double = 300, _ header: Recording.Header) -> String {
        var recording = Recording()
        recording.sweep(header, from: from, to: to, step: step)
        return recording.recorder.text
    }

    static let header: Recording.Header = { (utah.frame(at: $0).height, 0) }

    /// the same header sampled at other offsets: nothing deviates
    func testSame() throws {
        let report = try Self.compare(Self.recording(step: 1, Self.header), Self.recording(step: 0.7, Self.header))
        expect(!report.deviates)
        expectEqual(report.outside, 0)
        expect(report.samplesCompared > 1000)
    }

    /// a deliberate change is found at the offsets where it is
    ///
    /// The new system keeps the header 3 pt higher from offset 100 to 140 (it shrinks late):
    /// every new sample there deviates by +3, and nowhere else.
    func testChange() throws {
        let changed: Recording.Header = { y in
            let frame = Self.utah.frame(at: y)
            return (frame.height + (y >= 100 && y <= 140 ? 3 : 0), 0)
        }
        let report = try Self.compare(Self.recording(step: 1, Self.header), Self.recording(step: 0.7, changed))
        expectEqual(report.deviations.map(\.kind), [.height])
        let listed = try require(report.listed)
        expect(!listed.isEmpty)
        expect(listed.allSatisfy { $0.offset >= 100 && $0.offset <= 140 && abs($0.difference - 3) < 1e-9 })
        // Offsets -100 + 0.7k in 100...140: k = 286 ... 342, 57 offsets, on the way there and back
        // (the way back starts below 300).
        expectEqual(report.deviations[0].count, 2 * 57)
    }

    /// new samples beyond the old offsets are counted, not compared
    func testOutside() throws {
        let report = try Self.compare(Self.recording(step: 1, to: 100, Self.header), Self.recording(step: 1, to: 200, Self.header))
        expect(!report.deviates)
        // Offsets 101 ... 200 on the way there, 101 ... 199 on the way back.
        expectEqual(report.outside, 100 + 99)
    }
}
