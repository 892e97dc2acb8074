import HeaderGeometry
import PresetService
import TestKit
import Testing

/// `stretchy fit`'s core (docs/traces.md#fit): a trace recorded from every catalogue preset fits
/// back to it, with and without ±0.3 pt of noise; traces of the seeds' hand-written headers say
/// what they are; a trace with no collapse says what it cannot determine.
struct HeaderFitTests {
    static let names: [String] = BuiltInCatalogue.presets.map(\.name)

    /// every catalogue preset's trace fits back to it
    func testCatalogue() throws {
        for name in Self.names {
            for noise in [0.0, 0.3] {
                try TestRow.$current.withValue(String(describing: (name, noise))) { try self.catalogue(name: name, noise: noise) }
            }
        }
    }

    func catalogue(name: String, noise: Double) throws {
        let preset = try require(BuiltInCatalogue.presets.first { $0.name == name })
        let report = try PresetLibrary.fit(Recording.of(preset, noise: noise))
        let fitted = report.fit.preset
        expect(abs(fitted.maxHeight - preset.maxHeight) <= 0.5)
        expect(abs(fitted.minHeight - preset.minHeight) <= 0.5)
        expect(abs(fitted.damping - preset.damping) <= 0.01)
        expectEqual(fitted.collapse, preset.collapse)
        expectEqual(report.fit.gaps.filter { ["maxHeight", "minHeight", "collapse", "damping"].contains($0.key) }, [])
        // No sample carries accessoryTop: the strip is neither fitted nor named.
        expectEqual(report.fit.accessory, nil)
        expect(!report.fit.gaps.contains { $0.key.hasPrefix("accessory") })
        if noise == 0 {
            // Without noise the fit is exact.
            expectEqual(fitted.maxHeight, preset.maxHeight)
            expectEqual(fitted.minHeight, preset.minHeight)
            expectEqual(fitted.damping, preset.damping)
        }
        // Every rest of the trace is where the fitted preset puts it, and the snapping the
        // releases show is the preset's.
        expectEqual(report.misfits.filter { $0.kind == .rest }, [])
        expectEqual(fitted.snap.mode, preset.snap.mode)
        if preset.snap.mode != .disabled {
            expectEqual(fitted.snap.positions, preset.snap.effectivePositions)
        }
        if report.fit.determines("motion.fling") { expectEqual(fitted.motion.fling, preset.motion.fling) }
        expectEqual(report.fits, (noise == 0 || report.largest.allSatisfy { abs($0.difference) <= 0.6 }))
    }

    /// the sticky header of the seeds fits sticky-utah's numbers
    ///
    /// Big Mountain Studio's sticky header (seeds 001, 004): `calculateHeight(120, 300, minY)`,
    /// the pull at half speed, pinned at the top: shrink 300 → 120, damping 0.5.
    func testStickyHeader() throws {
        let header: Recording.Header = { y in
            let minY = -y
            if 300 + minY < 120 { return (120, 0) }
            if 300 + minY > 300 { return (300 + minY * 0.5, 0) }
            return (300 + minY, 0)
        }
        let report = try PresetLibrary.fit(Recording.of(header, to: 400, noise: 0.3))
        let fitted = report.fit.preset
        expect(abs(fitted.maxHeight - 300) <= 0.5)
        expect(abs(fitted.minHeight - 120) <= 0.5)
        expectEqual(fitted.collapse, .shrink)
        expect(abs(fitted.damping - 0.5) <= 0.01)
        expect(report.fits)
        expectEqual(report.fit.gaps.map(\.key), ["snap.mode", "snap.positions", "snap.policy", "motion.fling", "motion.decelerationRate"])
    }

    /// the iOS 18 header of the seeds: scroll, damping 0, and a top that goes on past sight
    ///
    /// Donny Wals's iOS 18 header (seed 000): height `300 + max(0, -offset)`, top
    /// `-max(0, offset)`: it grows 1:1 and scrolls away whole, and its top keeps going after the
    /// header is out of sight, which no preset does (a preset's top stops at `-(maxHeight -
    /// minHeight)`, here -300): the samples past offset 300 do not fit, worst at the farthest.
    func testIOS18Header() throws {
        let header: Recording.Header = { y in (300 + max(0, -y), -max(0, y)) }
        let report = try PresetLibrary.fit(Recording.of(header, to: 360))
        let fitted = report.fit.preset
        expectEqual(fitted.maxHeight, 300)
        expectEqual(fitted.minHeight, 0)
        expectEqual(fitted.collapse, .scroll)
        expectEqual(fitted.damping, 0)
        expectEqual(report.misfits.map(\.kind), [.top])
        let top = try require(report.misfits.first)
        // Offsets are -120 + 1.3k; the farthest up to 360 is -120 + 1.3 · 369 = 359.7, top
        // -359.7 where the preset stops at -300.
        expect(abs(top.offset - 359.7) < 1e-6)
        expect(abs(top.difference - -59.7) < 1e-6)
        // Past 300.5 the top is more than 0.5 off: k = 324 ... 369 (offsets 301.2 ... 359.7) on
        // the way there, 324 ... 368 on the way back.
        expectEqual(top.count, 46 + 45)
        expectEqual(report.listed.count, TraceFitReport.listLimit)
        expectEqual(report.listed.first.map { abs($0.offset - 301.2) < 1e-6 }, true)
    }

    /// exyte's default header: scroll 350 → 150, damping 1
    ///
    /// exyte's ScalingHeaderScrollView with its defaults (seed 003): heights 150 and 350, the
    /// header moving up rather than collapsing, no growth on a pull (damping 1), no snapping.
    func testExyteDefault() throws {
        let header: Recording.Header = { y in (350, -min(max(y, 0), 200)) }
        let report = try PresetLibrary.fit(Recording.of(header, to: 400, noise: 0.3))
        let fitted = report.fit.preset
        expect(abs(fitted.maxHeight - 350) <= 0.5)
        expect(abs(fitted.minHeight - 150) <= 0.5)
        expectEqual(fitted.collapse, .scroll)
        expect(abs(fitted.damping - 1) <= 0.01)
        expect(report.fits)
    }

    /// a header no preset explains: the samples that do not fit, by line
    ///
    /// A header that eases out (`height = 100 + 200 · (1 - y/200)²` until 200): no preset's
    /// straight line explains it, and `fit` names the samples that do not fit.
    func testUnexplained() throws {
        let header: Recording.Header = { y in
            let share = min(max(y, 0), 200) / 200
            return (y < 0 ? 300 : 100 + 200 * (1 - share) * (1 - share), 0)
        }
        let report = try PresetLibrary.fit(Recording.of(header, to: 300))
        expect(!report.fits)
        expectEqual(report.misfits.map(\.kind), [.height])
        let worst = try require(report.misfits.first)
        expect(abs(worst.difference) > 20)
        // Every listed line is a sample line (the header is line 1) of the scrolled part.
        expect(report.listed.allSatisfy { $0.line > 1 && $0.offset > 0 && $0.offset < 200 })
    }

    /// a trace with no collapse says what it cannot determine
    ///
    /// Only pulls and the top: neither the collapse nor minHeight shows, nor any release.
    func testNoCollapse() throws {
        let header: Recording.Header = { y in (300 + 0.5 * max(0, -y), 0) }
        var recording = Recording()
        var offset = -100.0
        while offset <= 0 {
            recording.record(header, at: offset)
            offset += 2
        }
        let report = try PresetLibrary.fit(recording.recorder.text)
        expectEqual(report.fit.determined, ["maxHeight", "damping"])
        expectEqual(report.fit.preset.maxHeight, 300)
        expectEqual(report.fit.preset.damping, 0.5)
        expectEqual(
            report.fit.gaps.first { $0.key == "minHeight" }, FitGap(key: "minHeight", reason: "the trace never scrolls into the content"))
        expect(report.fit.gaps.map(\.key).contains("collapse"))
        expectEqual(report.fit.gaps.first { $0.key == "snap.mode" }?.reason, "the trace has no release followed by a rest")
    }

    /// a trace that never scrolls past the collapse bounds minHeight without inventing it
    ///
    /// Scrolled only as far as 50 of a 180 pt collapse: minHeight is at most 250, not known.
    func testPartialCollapse() throws {
        let preset = HeaderPreset(name: "p", minHeight: 120, maxHeight: 300)
        let header: Recording.Header = { (preset.frame(at: $0).height, 0) }
        let report = try PresetLibrary.fit(Recording.of(header, to: 50))
        expectEqual(report.fit.determined, ["maxHeight", "collapse", "damping"])
        let gap = try require(report.fit.gaps.first { $0.key == "minHeight" })
        // The farthest offset is -120 + 1.3 · 130 = 49, where the header is 300 - 49 = 251 high.
        expectEqual(gap.reason, "the trace never scrolls past the collapse (offsets up to 49); minHeight is at most 251")
    }
}
