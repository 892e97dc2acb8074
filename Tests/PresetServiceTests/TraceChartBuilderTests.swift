import HeaderGeometry
import PresetService
import TestKit
import TestSupport
import Testing
import TextChart

/// The chart of `verify --chart` (docs/traces.md#the-chart): the recorded samples drawn one by
/// one, joined only where the trace went there in small steps.
struct TraceChartBuilderTests {
    /// H 300, h 120 (E 180), shrink, half the pull: `height = 300 - y` over 0...180.
    static let utah = HeaderPreset(name: "sticky-utah", minHeight: 120, maxHeight: 300, collapse: .shrink, damping: 0.5)

    static func report(_ samples: [(t: Double, offset: Double)]) throws -> TraceReport {
        let lines =
            [#"{"format": "stretchy-trace", "version": 1}"#]
            + samples.map { sample in
                let height = max(120, 300 - sample.offset)
                return #"{"t": \#(sample.t), "offset": \#(sample.offset), "height": \#(height), "top": 0}"#
            }
        return try PresetLibrary.verify(
            utah, trace: TraceBytesInput(Array(lines.joined(separator: "\n").utf8)),
            source: "t.jsonl", keepingChartPoints: true)
    }

    /// The recorded series' points, cut where the series breaks (a non-finite point).
    static func runs(_ chart: Chart, panel: Int) -> [[Double]] {
        let recorded = chart.panels[panel].series.first { $0.name == TraceChartBuilder.recordedName }!
        var runs: [[Double]] = [[]]
        for point in recorded.points {
            if point.x.isFinite, point.y.isFinite { runs[runs.count - 1].append(point.x) } else { runs.append([]) }
        }
        return runs.filter { !$0.isEmpty }
    }

    /// a fling's 40 pt jump between two frames is not drawn as a line across the curve; a frame's small step is
    func testJumpsAreNotJoined() throws {
        // A pull to -100 a second before, so the chart spans -100...206 (a hundredth: 3.06 pt).
        // Then offsets 160, 162, 164 a frame apart; 204 (40 pt further, one frame later), 206.
        // The preset's curve bends at 180, which a line from 164 to 204 would cut across.
        let frame = 1.0 / 60
        let report = try Self.report([
            (0, -100), (1, 160), (1 + frame, 162), (1 + 2 * frame, 164),
            (1 + 3 * frame, 204), (1 + 4 * frame, 206),
        ])
        let chart = TraceChartBuilder.chart(for: report)
        expectEqual(Self.runs(chart, panel: 0), [[-100], [160, 162, 164], [204, 206]])
        expectEqual(Self.runs(chart, panel: 1), [[-100], [160, 162, 164], [204, 206]])
    }

    /// samples far apart in time are not joined, however close their offsets
    func testPausesAreNotJoined() throws {
        // The chart spans -100...13: a hundredth is 1.13 pt, more than each 1 pt step.
        let report = try Self.report([(0, -100), (1, 10), (1 + 1.0 / 60, 11), (6, 12), (6 + 1.0 / 60, 13)])
        expectEqual(Self.runs(TraceChartBuilder.chart(for: report), panel: 0), [[-100], [10, 11], [12, 13]])
    }

    /// once a long trace is thinned, the kept samples are not neighbours: each is drawn alone
    func testThinnedSamplesAreDots() throws {
        let count = TraceChartPoints.limit * 2 + 10
        let samples: [(t: Double, offset: Double)] = (0..<count).map { step in (Double(step) / 120, Double(step % 200)) }
        let report = try Self.report(samples)
        let runs = Self.runs(TraceChartBuilder.chart(for: report), panel: 0)
        expectEqual(runs.count, report.chartPoints!.samples.count)
        expect(runs.allSatisfy { $0.count == 1 })
    }

    /// the two panels' titles and their axes' labels never overlap, at verify's size and smaller ones
    func testLabelsDoNotOverlap() throws {
        // A drag over the whole collapse and a pull, so each panel has ticks at its top and bottom.
        let samples: [(t: Double, offset: Double)] = (0...120).map { step in
            let x = Double(step)
            return (x / 60, x * 2.5 - 50)
        }
        let report = try Self.report(samples)
        let sizes: [(width: Int, height: Int)] = [(100, 32), (80, 24), (60, 20)]
        for (width, height) in sizes {
            let svg = try TraceChartBuilder.chart(for: report).renderSVG(options: TextRenderOptions(width: width, height: height))
            expectEqual(SVGTextBox.overlapping(in: svg), [], "\(width)×\(height)")
        }
    }
}
