import HeaderGeometry
import TestKit
import Testing

/// docs/traces.md#what-is-checked, with every expected value worked out by hand from the formulas
/// of docs/concepts.md.
struct HeaderTraceCheckTests {
    /// shrink, H 300, h 120, damping 0.5: height max(120, 300 - y) scrolled, 300 + 0.5 p pulled.
    static let utah = HeaderPreset(name: "utah", minHeight: 120, maxHeight: 300, collapse: .shrink, damping: 0.5)
    /// scroll, H 300, h 0: height 300, top -min(y, 300).
    static let ios18 = HeaderPreset(name: "ios18", minHeight: 0, maxHeight: 300, collapse: .scroll)
    /// shrink, H 350, h 150 (E 200), snapping immediately to 0, 100, 200.
    static let snap = HeaderPreset(
        name: "snap", minHeight: 150, maxHeight: 350, collapse: .shrink,
        snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1]))

    static func sample(
        _ line: Int, _ offset: Double, _ height: Double, _ top: Double = 0,
        phase: TracePhase? = nil, velocity: Double? = nil,
        layers: [TraceLayerValue] = []
    ) -> TraceSample {
        TraceSample(
            line: line, time: Double(line) / 10, offset: offset, height: height, top: top,
            layers: layers, phase: phase, velocity: velocity)
    }

    static func deviations(
        _ preset: HeaderPreset, _ samples: [TraceSample],
        tolerance: Double = 0.5
    ) -> [TraceDeviation] {
        var check = HeaderTraceCheck(preset: preset, tolerance: tolerance)
        for sample in samples { check.check(sample) }
        expectEqual(check.samplesChecked, samples.count)
        return check.deviations
    }

    static let withinCases: [(HeaderPreset, Double, Double, Double)] = [
        (utah, 40, 260, 0), (utah, -40, 320, 0), (utah, 500, 120, 0), (utah, 40, 260.5, -0.5),
        (ios18, 120, 300, -120), (ios18, 400, 300, -300), (ios18, -50, 350, 0), (ios18, 120, 299.5, -119.5),
    ]

    /// frames within the tolerance pass
    func testWithin() {
        for (preset, offset, height, top) in Self.withinCases {
            TestRow.$current.withValue(String(describing: (preset, offset, height, top))) {
                self.within(preset: preset, offset: offset, height: height, top: top)
            }
        }
    }

    func within(preset: HeaderPreset, offset: Double, height: Double, top: Double) {
        expectEqual(Self.deviations(preset, [Self.sample(2, offset, height, top)]), [])
    }

    /// each kind's worst sample, with its line, t, offset and how many deviated
    func testWorst() {
        let deviations = Self.deviations(
            Self.utah,
            [
                Self.sample(2, 40, 258),  // height 260: -2
                Self.sample(3, 60, 240.4),  // within
                Self.sample(4, 80, 225, 0),  // height 220: +5, the worst
                Self.sample(5, 100, 200, -3),  // top 0: -3
            ])
        expectEqual(
            deviations,
            [
                TraceDeviation(kind: .height, line: 4, time: 0.4, offset: 80, expected: 220, recorded: 225, count: 2),
                TraceDeviation(kind: .top, line: 5, time: 0.5, offset: 100, expected: 0, recorded: -3, count: 1),
            ])
        expectEqual(deviations[0].difference, 5)
    }

    /// the tolerance is the user's for lengths
    func testTolerance() {
        for (tolerance, expected) in [(0.0, 1), (0.6, 0), (2, 0)] as [(Double, Int)] {
            TestRow.$current.withValue(String(describing: (tolerance, expected))) { self.tolerance(tolerance: tolerance, expected: expected) }
        }
    }

    func tolerance(tolerance: Double, expected: Int) {
        // height at 40 is 260; recorded 260.6 is 0.6 off.
        expectEqual(Self.deviations(Self.utah, [Self.sample(2, 40, 260.6)], tolerance: tolerance).count, expected)
    }

    /// A title fading out linearly over the collapse (opacity 1 → 0) and moving up 40 pt with the
    /// pull: at offset 90 of utah (E 180) progress is 0.5, so opacity 0.5; pulled 20, translateY 8.
    static let faded = HeaderPreset(
        name: "faded", minHeight: 120, maxHeight: 300,
        tracks: [
            ContentTrack(
                layer: "title", property: .opacity, input: .progress, easing: .linear,
                keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 1, value: 0)]),
            ContentTrack(
                layer: "title", property: .translateY, input: .pull, easing: .linear,
                keyframes: [TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 100, value: 40)]),
        ])

    static let layerCases: [(Double, TrackProperty, Double, Double?)] = [
        (90, .opacity, 0.509, nil),
        (90, .opacity, 0.52, 0.5),
        (-20, .translateY, 8.4, nil),
        (-20, .translateY, 9, 8),
        (90, .scale, 1.005, nil),  // no track: scale rests at 1
        (90, .scale, 1.2, 1),
        (90, .blur, 0.6, 0),
    ]

    /// layer values: 0.01 for opacity and scale, the tolerance for the rest
    func testLayers() {
        for (offset, property, value, expected) in Self.layerCases {
            TestRow.$current.withValue(String(describing: (offset, property, value, expected))) {
                self.layers(offset: offset, property: property, value: value, expected: expected)
            }
        }
    }

    func layers(offset: Double, property: TrackProperty, value: Double, expected: Double?) {
        let height = 300 - offset  // shrink with damping 0: 300 - y either way
        let sample = Self.sample(7, offset, height, layers: [TraceLayerValue(layer: "title", property: property, value: value)])
        let deviations = Self.deviations(Self.faded, [sample])
        if let expected {
            expectEqual(deviations.count, 1)
            expectEqual(deviations.first?.kind, .layer("title", property))
            expectEqual(deviations.first.map { abs($0.expected - expected) < 1e-12 }, true)
            expectEqual(deviations.first?.kind.name, "title.\(property.rawValue)")
        } else {
            expectEqual(deviations, [])
        }
    }

    static let restCases: [(HeaderPreset, Double, Double, Double, Double?)] = [
        // snapping immediately: the snap offset nearest where the finger lifted, whatever the speed.
        (snap, 130, 1000, 100, nil),
        (snap, 130, 1000, 200, 100),
        (snap, 160, -3000, 200, nil),
        // disabled: y + 0.499 v (UIScrollView's normal deceleration), never below 0.
        (utah, 50, 1000, 549, nil),
        (utah, 50, 1000, 548, 549),
        (utah, 50, -1000, 0, nil),
        (utah, -30, 0, 0, nil),
    ]

    /// a release followed by a rest: the rest offset against docs/concepts.md#snapping
    func testRest() {
        for (preset, offset, velocity, restOffset, expected) in Self.restCases {
            TestRow.$current.withValue(String(describing: (preset, offset, velocity, restOffset, expected))) {
                self.rest(preset: preset, offset: offset, velocity: velocity, restOffset: restOffset, expected: expected)
            }
        }
    }

    func rest(preset: HeaderPreset, offset: Double, velocity: Double, restOffset: Double, expected: Double?) {
        let samples = [
            Self.sample(2, offset, preset.frame(at: offset).height, phase: .release, velocity: velocity),
            Self.sample(3, (offset + restOffset) / 2, preset.frame(at: (offset + restOffset) / 2).height, phase: .coast),
            Self.sample(4, restOffset, preset.frame(at: restOffset).height, phase: .rest),
        ]
        var check = HeaderTraceCheck(preset: preset)
        for sample in samples { check.check(sample) }
        expectEqual(check.restsChecked, 1)
        if let expected {
            expectEqual(
                check.deviations,
                [
                    TraceDeviation(
                        kind: .rest, line: 4, time: 0.4, offset: restOffset, expected: expected,
                        recorded: restOffset, release: TraceRelease(line: 2, offset: offset, velocity: velocity))
                ])
        } else {
            expectEqual(check.deviations, [])
        }
    }

    /// utah flinging as Android: D(v) = sign(v) F C exp(R/(R-1) ln(0.35 |v| / (F C))), F = 0.015,
    /// C = 9.80665 × 39.37 × 160 × 0.84, R = ln 0.78 / ln 0.9 (docs/format.md#motion-fling); worked out
    /// with Python's math: D(1000) = 194.31362127989584, D(-1500) = -392.8663159949268.
    static let androidUtah = HeaderPreset(
        name: "android-utah", minHeight: 120, maxHeight: 300, collapse: .shrink,
        damping: 0.5, motion: MotionParameters(fling: .android))
    /// snap, its release's direction picking among the snap offsets around where it settles.
    static let directionSnap = HeaderPreset(
        name: "direction", minHeight: 150, maxHeight: 350, collapse: .shrink,
        snap: SnapBehavior(
            mode: .immediately, positions: [0, 0.5, 1],
            policy: .direction))

    static let ownMotionCases: [(HeaderPreset, Double, Double, Double)] = [
        (androidUtah, 50, 1000, 50 + 194.31362127989584),
        (androidUtah, 500, -1500, 500 - 392.8663159949268),
        (androidUtah, 300, -1000, 300 - 194.31362127989584),
        // direction: > 0 the first snap offset at or past 130, < 0 the last before it, 0 the nearest.
        (directionSnap, 130, 50, 200),
        (directionSnap, 130, -50, 100),
        (directionSnap, 130, 0, 100),
    ]

    /// a release rests by the preset's own motion: its fling model and its snap policy
    func testRestByOwnMotion() throws {
        for (preset, offset, velocity, expected) in Self.ownMotionCases {
            try TestRow.$current.withValue(String(describing: (preset, offset, velocity, expected))) {
                try self.restByOwnMotion(preset: preset, offset: offset, velocity: velocity, expected: expected)
            }
        }
    }

    func restByOwnMotion(preset: HeaderPreset, offset: Double, velocity: Double, expected: Double) throws {
        let release = Self.sample(2, offset, preset.frame(at: offset).height, phase: .release, velocity: velocity)
        expect(
            abs(
                HeaderTraceCheck.rest(of: preset, after: TraceRelease(line: 2, offset: offset, velocity: velocity))
                    - expected) < 1e-6)
        // At the rest: no deviation. Where UIKit's normal deceleration (y + 0.499 v) or the nearest
        // snap offset would put it: a rest deviation naming the expected offset.
        let atRest = Self.deviations(
            preset,
            [
                release,
                Self.sample(
                    3, expected, preset.frame(at: expected).height,
                    phase: .rest),
            ])
        expectEqual(atRest, [])
        let elsewhere = expected == 100 ? 200.0 : max(0, offset + 0.499 * velocity)
        let wrong = Self.deviations(
            preset,
            [
                release,
                Self.sample(
                    3, elsewhere, preset.frame(at: elsewhere).height,
                    phase: .rest),
            ])
        let deviation = try require(wrong.first)
        expect(wrong.count == 1 && deviation.kind == .rest && deviation.line == 3)
        expect(abs(deviation.expected - expected) < 1e-6)
    }

    /// a drag between release and rest cancels the release; a rest without a release is not a rest check
    func testInterrupted() {
        var check = HeaderTraceCheck(preset: Self.utah)
        check.check(Self.sample(2, 50, 250, phase: .release, velocity: 1000))
        check.check(Self.sample(3, 60, 240, phase: .drag))
        check.check(Self.sample(4, 70, 230, phase: .rest))
        check.check(Self.sample(5, 70, 230, phase: .rest))
        expectEqual(check.restsChecked, 0)
        expectEqual(check.deviations, [])
    }

    /// a quick-return header is checked along the trace's history
    func testQuickReturn() {
        var preset = Self.utah
        preset.motion.quickReturn = true
        // Scrolled in to 300 (collapsed: 120), back 50 to 250: the header shows 50 more, 170 high,
        // where frame(at: 250) alone would say 120.
        let samples = [Self.sample(2, 300, 120), Self.sample(3, 250, 170)]
        expectEqual(Self.deviations(preset, samples), [])
        expectEqual(Self.deviations(Self.utah, samples).map(\.kind), [.height])
    }

    /// kinds in report order: height, top, layers by name, rest
    func testOrder() {
        let kinds: [TraceDeviationKind] = [
            .rest, .layer("title", .scale), .top, .layer("background", .opacity),
            .layer("title", .opacity), .height,
        ]
        expectEqual(
            kinds.sorted(),
            [
                .height, .top, .layer("background", .opacity), .layer("title", .opacity),
                .layer("title", .scale), .rest,
            ])
    }

    /// layer coverage: checked, tracked but not recorded, recorded but not tracked with the closest name
    ///
    /// Tracks on "title" (twice) and "avatar"; the trace records "titel", "avatar" and "badge".
    func testLayerCoverage() {
        let track = { (layer: String, property: TrackProperty) in
            ContentTrack(layer: layer, property: property, keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 1, value: 1)])
        }
        var preset = Self.utah
        preset.tracks = [track("title", .opacity), track("title", .scale), track("avatar", .opacity)]
        var check = HeaderTraceCheck(preset: preset)
        let values = ["titel", "avatar", "badge", "titel"].map { TraceLayerValue(layer: $0, property: .opacity, value: 1) }
        check.check(Self.sample(2, 0, 300, layers: values))
        expectEqual(check.layerCoverage, TraceLayerCoverage(tracked: ["avatar", "title"], recorded: ["avatar", "badge", "titel"]))
        expectEqual(check.layerCoverage.checked, ["avatar"])
        expectEqual(check.layerCoverage.notRecorded, ["title"])
        expectEqual(check.layerCoverage.untracked, [.init(layer: "badge"), .init(layer: "titel", suggestion: "title")])
        expect(!check.layerCoverage.moreRecorded)
    }

    /// every deviation is listed up to the limit, and the rest counted
    func testListing() {
        var check = HeaderTraceCheck(preset: Self.utah)
        check.listLimit = 2
        // Lines 2 and 3 off in height (260 expected at 40), line 4 in height and top.
        for sample in [Self.sample(2, 40, 250), Self.sample(3, 40, 270), Self.sample(4, 40, 250, -5)] { check.check(sample) }
        expectEqual(check.listed.map(\.line), [2, 3])
        expectEqual(check.listed.map(\.expected), [260, 260])
        expectEqual(check.listed.map(\.recorded), [250, 270])
        expectEqual(check.unlisted, 2)
    }
}
