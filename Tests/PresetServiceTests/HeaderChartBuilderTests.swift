import HeaderGeometry
import PresetService
import TestKit
import Testing
import TextChart

/// Charts of presets: expected values worked out by hand from docs/concepts.md#the-frame-in-one-table.
struct HeaderChartBuilderTests {
    /// H 300, h 120 (E 180), shrink, half the pull, shadow 8 under 140.
    static let utah = HeaderPreset(
        name: "sticky-utah", minHeight: 120, maxHeight: 300, collapse: .shrink,
        damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 8))
    /// H 300, h 0 (E 300), scroll, grows 1:1.
    static let ios18 = HeaderPreset(name: "stretchy-ios18", minHeight: 0, maxHeight: 300, collapse: .scroll, damping: 0)
    /// As utah, snapping at progress 0, 0.5 and 1 (offsets 0, 90, 180).
    static let snapping = HeaderPreset(
        name: "snappy", minHeight: 120, maxHeight: 300,
        snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1]))

    /// The y value of the series at exactly `x` (the last point there, for steps).
    static func y(_ series: ChartSeries, at x: Double) -> Double? {
        series.points.last { $0.x == x }?.y
    }

    struct ValueCase: Sendable, CustomTestStringConvertible {
        var preset: String
        var kind: ChartSeriesKind
        var offset: Double
        var expected: Double
        var testDescription: String { "\(preset) \(kind) at \(offset)" }
    }

    // Offsets sampled with `samples: 5` over -150...250: -150, -50, 50, 150, 250, plus 0 and 180.
    static let utahCases: [ValueCase] = [
        ValueCase(preset: "sticky-utah", kind: .height, offset: -150, expected: 375),
        ValueCase(preset: "sticky-utah", kind: .height, offset: -50, expected: 325),
        ValueCase(preset: "sticky-utah", kind: .height, offset: 0, expected: 300),
        ValueCase(preset: "sticky-utah", kind: .height, offset: 50, expected: 250),
        ValueCase(preset: "sticky-utah", kind: .height, offset: 150, expected: 150),
        ValueCase(preset: "sticky-utah", kind: .height, offset: 180, expected: 120),
        ValueCase(preset: "sticky-utah", kind: .height, offset: 250, expected: 120),
        ValueCase(preset: "sticky-utah", kind: .visible, offset: 250, expected: 120),
        ValueCase(preset: "sticky-utah", kind: .translation, offset: 150, expected: 0),
        ValueCase(preset: "sticky-utah", kind: .gap, offset: -50, expected: 25),
        ValueCase(preset: "sticky-utah", kind: .gap, offset: 50, expected: 0),
        ValueCase(preset: "sticky-utah", kind: .gap, offset: 250, expected: -70),
        ValueCase(preset: "sticky-utah", kind: .progress, offset: -50, expected: 0),
        ValueCase(preset: "sticky-utah", kind: .progress, offset: 50, expected: 50.0 / 180),
        ValueCase(preset: "sticky-utah", kind: .progress, offset: 250, expected: 1),
        ValueCase(preset: "sticky-utah", kind: .shadow, offset: 150, expected: 0),
        ValueCase(preset: "sticky-utah", kind: .shadow, offset: 160, expected: 0),  // 140 is not < 140
        ValueCase(preset: "sticky-utah", kind: .shadow, offset: 250, expected: 8),
    ]

    func testStickyUtahValues() throws {
        for c in Self.utahCases {
            try TestRow.$current.withValue(String(describing: c)) { try self.stickyUtahValues(c) }
        }
    }

    func stickyUtahValues(_ c: ValueCase) throws {
        let chart = HeaderChartBuilder.chart(for: [Self.utah], series: [c.kind], samples: 5)
        let series = try require(chart.panels.first?.series.first)
        expectEqual(series.name, "sticky-utah")
        expectEqual(Self.y(series, at: c.offset), c.expected)
    }

    // Over -150...400 with `samples: 12`: every 50 from -150, plus 180 and 300 as corners.
    static let pairCases: [ValueCase] = [
        ValueCase(preset: "stretchy-ios18", kind: .height, offset: -150, expected: 450),
        ValueCase(preset: "stretchy-ios18", kind: .height, offset: 150, expected: 300),
        ValueCase(preset: "stretchy-ios18", kind: .visible, offset: 150, expected: 150),
        ValueCase(preset: "stretchy-ios18", kind: .visible, offset: 400, expected: 0),
        ValueCase(preset: "stretchy-ios18", kind: .translation, offset: 150, expected: -150),
        ValueCase(preset: "stretchy-ios18", kind: .translation, offset: 400, expected: -300),
        ValueCase(preset: "stretchy-ios18", kind: .gap, offset: -50, expected: 0),
        ValueCase(preset: "stretchy-ios18", kind: .progress, offset: 150, expected: 0.5),
        ValueCase(preset: "stretchy-ios18", kind: .shadow, offset: 400, expected: 0),
        ValueCase(preset: "sticky-utah", kind: .height, offset: 180, expected: 120),
        ValueCase(preset: "sticky-utah", kind: .height, offset: 400, expected: 120),
    ]

    func testPairValues() throws {
        for c in Self.pairCases {
            try TestRow.$current.withValue(String(describing: c)) { try self.pairValues(c) }
        }
    }

    func pairValues(_ c: ValueCase) throws {
        let chart = HeaderChartBuilder.chart(for: [Self.utah, Self.ios18], series: [c.kind], samples: 12)
        expectEqual(chart.xRange, -150...400)
        let series = try require(chart.panels.first?.series.first { $0.name == c.preset })
        expectEqual(Self.y(series, at: c.offset), c.expected)
    }

    func testShadowStepIsUpright() throws {
        // visible = 300 - y falls under 140 past y = 160: radius 0 at 160, 8 just after.
        let chart = HeaderChartBuilder.chart(for: [Self.utah], series: [.shadow], samples: 5)
        let points = try require(chart.panels.first?.series.first?.points)
        let at160 = points.filter { $0.x >= 160 && $0.x <= 160.0.nextUp }
        expectEqual(at160.map(\.y), [0, 8])
        expectEqual(points.map(\.x), points.map(\.x).sorted())
    }

    func testDefaultRangeShowsThePullTheCollapseAndABitMore() {
        expectEqual(HeaderChartBuilder.defaultRange(for: [Self.utah]), -150...250)
        expectEqual(HeaderChartBuilder.defaultRange(for: [Self.ios18]), -150...400)
        expectEqual(HeaderChartBuilder.defaultRange(for: [Self.utah, Self.ios18]), -150...400)
        let odd = HeaderPreset(name: "odd", minHeight: 50, maxHeight: 120)  // E 70 → 87.5 → 90; -60
        expectEqual(HeaderChartBuilder.defaultRange(for: [odd]), -60...90)
        let fixed = HeaderPreset(name: "fixed", minHeight: 200, maxHeight: 200)  // no collapse
        expectEqual(HeaderChartBuilder.defaultRange(for: [fixed]), -100...100)
    }

    func testFromAndToOverrideTheRange() {
        expectEqual(HeaderChartBuilder.chart(for: [Self.utah], from: -20, to: 500).xRange, -20...500)
        expectEqual(HeaderChartBuilder.chart(for: [Self.utah], from: -20).xRange, -20...250)
        expectEqual(HeaderChartBuilder.chart(for: [Self.utah], to: 100).xRange, -150...100)
        expectEqual(HeaderChartBuilder.chart(for: [Self.utah], from: 100, to: 0).xRange, 0...100)
        let points = HeaderChartBuilder.chart(for: [Self.utah], from: 10, to: 20, samples: 3).panels[0].series[0].points
        expectEqual(points.map(\.x), [10, 15, 20])
        expectEqual(points.map(\.y), [290, 285, 280])
    }

    func testReferenceLinesBelongToTheirPresets() {
        let chart = HeaderChartBuilder.chart(for: [Self.utah, Self.ios18])
        let lines = chart.panels[0].referenceLines
        // Both presets' max 300 stay: the chart draws the row once and keys it to both.
        expectEqual(lines.map(\.label), ["min 120", "max 300", "shadow < 140", "min 0", "max 300"])
        expectEqual(lines.map(\.value), [120, 300, 140, 0, 300])
        expectEqual(lines.map(\.style), [.solid, .solid, .dashed, .solid, .solid])
        expectEqual(lines.map(\.group), ["sticky-utah", "sticky-utah", "sticky-utah", "stretchy-ios18", "stretchy-ios18"])
        expectEqual(chart.panels[0].series.map(\.group), ["sticky-utah", "stretchy-ios18"])
    }

    func testMarksTheRestTheCollapseEndAndSnapOffsetsInWords() {
        let pair = HeaderChartBuilder.marks(for: [Self.utah, Self.ios18])
        expectEqual(pair.map(\.label), ["at rest", "collapsed at 180", "collapsed at 300"])
        expectEqual(pair.map(\.group), [nil, "sticky-utah", "stretchy-ios18"])
        // snappy: E = 180, positions 0, 0.5, 1 are offsets 0, 90, 180.
        let marks = HeaderChartBuilder.marks(for: [Self.snapping])
        expectEqual(marks.map(\.value), [0, 180, 0, 90, 180])
        expectEqual(marks.map(\.label), ["at rest", "collapsed at 180", "snap 0", "snap 90", "snap 180"])
    }

    func testKindsGoToTheirPanelsAndSeriesAreNamed() {
        let chart = HeaderChartBuilder.chart(
            for: [Self.utah, Self.ios18],
            series: [.shadow, .height, .progress, .visible, .height])
        expectEqual(chart.panels.map(\.title), ["height, visible (pt)", "collapse progress (0-1)", "shadow radius (pt)"])
        expectEqual(
            chart.panels[0].series.map(\.name),
            [
                "sticky-utah height", "stretchy-ios18 height", "sticky-utah visible", "stretchy-ios18 visible",
            ])
        // A panel of one kind names its series by preset alone.
        expectEqual(chart.panels[1].series.map(\.name), ["sticky-utah", "stretchy-ios18"])
        expect(chart.panels[1].referenceLines.isEmpty && chart.panels[2].referenceLines.isEmpty)
        expectEqual(chart.xAxisTitle, "offset (pt)")
        // One kind per panel: the titles name the kinds, so series keep the preset's name.
        let split = HeaderChartBuilder.chart(for: [Self.utah, Self.ios18], series: [.height, .progress])
        expectEqual(
            split.panels.map { $0.series.map(\.name) },
            [
                ["sticky-utah", "stretchy-ios18"],
                ["sticky-utah", "stretchy-ios18"],
            ])
        // No series asked: the visible height, which shows what a scroll preset does.
        let plain = HeaderChartBuilder.chart(for: [Self.utah], series: [])
        expectEqual(plain.panels.map(\.title), ["visible height (pt)"])
        expectEqual(plain.panels[0].series.map(\.name), ["sticky-utah"])
    }

    func testTheDefaultSeriesShowsAScrollPresetMovingUp() {
        // stretchy-ios18 scrolls: height stays 300, the visible height is 300 - min(y, 300).
        let chart = HeaderChartBuilder.chart(for: [Self.ios18], from: 0, to: 300, samples: 4)
        let points = chart.panels[0].series[0].points
        for (x, y) in [(0.0, 300.0), (100, 200), (200, 100), (300, 0)] {
            expectEqual(points.last { $0.x == x }?.y, y, "at \(x)")
        }
    }

    /// The offsets a chart samples, for random sets of built-in presets over random ranges: the
    /// evenly spaced grid from the range's ends, plus 0 and each collapse end `E = H - h` that
    /// fall inside, each followed by the next Double up (so steps are drawn upright); strictly
    /// ascending, nothing outside the range, nothing else but the shadow crossings.
    func testSamplesTheGridAndEveryCornerInOrder() throws {
        var random = ChartPropertyTests.Random(state: 0x5EED_0FF5E7)
        for _ in 0..<200 {
            var pool = ChartPropertyTests.names
            var presets: [HeaderPreset] = []
            for _ in 0..<random.int(1...6) {
                presets.append(try PresetLibrary.builtIn(named: pool.remove(at: random.int(0...(pool.count - 1)))))
            }
            let lo = Double(random.int(-400...100)), hi = lo + Double(random.int(1...800))
            let samples = random.int(2...120)
            let xs = HeaderChartBuilder.chart(for: presets, from: lo, to: hi, samples: samples).panels[0].series[0].points.map(\.x)
            let names = presets.map(\.name)
            expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "ascending, no repeats: \(names)")
            expect(xs.first == lo && xs.last == hi, "\(names) over \(lo)...\(hi)")
            var expected = Set((0..<samples).map { lo + (hi - lo) * Double($0) / Double(samples - 1) })
            for preset in presets {
                for corner in [0, preset.maxHeight - preset.minHeight] where corner >= lo && corner < hi {
                    expected.insert(corner)
                    expected.insert(corner.nextUp)
                }
            }
            let extra = Set(xs).subtracting(expected)
            let missing = expected.subtracting(xs).sorted()
            expect(missing.isEmpty, "\(names) over \(lo)...\(hi): missing \(missing.prefix(4))")
            // The rest are shadow crossings and their next Doubles: at most two per preset.
            expect(extra.count <= 2 * presets.filter { $0.shadow != nil }.count, "\(names): \(extra.sorted())")
            expect(extra.allSatisfy { $0 >= lo && $0 < hi })
        }
    }

    func testChartRendersAtTheDefaultSize() throws {
        let chart = HeaderChartBuilder.chart(for: [Self.utah, Self.ios18], series: [.height, .progress, .shadow])
        let text = try chart.render(options: TextRenderOptions(width: 80, height: 24))
        expectEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 25)
    }

    /// a track is a panel of its own, a curve per preset; a preset without it draws the identity value
    func testTrackPanels() throws {
        // utah: E = 180, so offset 90 is progress 0.5: title.scale = 1.5 + (1 - 1.5) * 0.5 = 1.25.
        var titled = Self.utah
        titled.tracks = [
            ContentTrack(
                layer: "title", property: .scale,
                keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)])
        ]
        let track = TrackSeries(layer: "title", property: .scale)
        let chart = HeaderChartBuilder.chart(
            for: [titled, Self.ios18], series: [], tracks: [track, track],
            from: -90, to: 270, samples: 5)
        expectEqual(chart.panels.map(\.title), ["title.scale"], "only the track, once")
        let curves = chart.panels[0].series
        expectEqual(curves.map(\.name), ["sticky-utah", "stretchy-ios18"])
        expectEqual(Self.y(curves[0], at: 90), 1.25)
        expectEqual(Self.y(curves[0], at: -90), 1.5)
        expectEqual(Self.y(curves[0], at: 270), 1)
        expect(curves[1].points.allSatisfy { $0.y == 1 })
        expectEqual(
            HeaderChartBuilder.chart(for: [titled], tracks: [track]).panels.map(\.title), ["visible height (pt)", "title.scale"],
            "the default series, then the track")
        expectEqual(HeaderChartBuilder.chart(for: [titled]).panels.count, 1, "no tracks asked, the default series")
    }
}
