import HeaderGeometry
import TestKit
import Testing

/// docs/concepts.md#the-frame-in-one-table, checked against the seeds' own formulas, written out here independently.
struct FrameTests {
    // 000 (Donny Wals, iOS 18): height 300 + max(0, -offset), translation -max(0, offset).
    static let ios18 = HeaderPreset(name: "stretchy-ios18", minHeight: 0, maxHeight: 300, collapse: .scroll, damping: 0)

    /// 000: stretchy header of iOS 18
    func testIos18Seed() {
        for offset in [-250.0, -120, -0.5, 0, 0.5, 40, 150, 299, 300] {
            TestRow.$current.withValue(String(describing: offset)) { self.ios18Seed(offset: offset) }
        }
    }

    func ios18Seed(offset: Double) {
        let frame = Self.ios18.frame(at: offset)
        expectEqual(frame.height, 300 + max(0, -offset))
        expectEqual(frame.translation, -max(0, offset))
        expectEqual(frame.visibleHeight, 300 + max(0, -offset) - max(0, offset))
    }

    /// 000: past the collapse end the header stays fully off screen
    func testIos18PastCollapse() {
        for offset in [301.0, 400, 10_000] {
            TestRow.$current.withValue(String(describing: offset)) { self.ios18PastCollapse(offset: offset) }
        }
    }

    func ios18PastCollapse(offset: Double) {
        let frame = Self.ios18.frame(at: offset)
        expectEqual(frame.translation, -300)
        expectEqual(frame.visibleHeight, 0)
        expectEqual(frame.progress, 1)
    }

    // 004 (Big Mountain Studio): calculateHeight(minHeight: 120, maxHeight: 300, yOffset: minY), minY = -y.
    static func calculateHeight(_ yOffset: Double) -> Double {
        300 + yOffset < 120 ? 120 : 300 + yOffset
    }

    static func calculateHeightPullingAway(_ yOffset: Double) -> Double {
        if 300 + yOffset < 120 { return 120 }
        if 300 + yOffset > 300 { return 300 + yOffset * 0.5 }
        return 300 + yOffset
    }

    static let offsets004: [Double] = [-300, -100, -1, 0, 1, 100, 159, 160, 161, 179, 180, 181, 500]

    /// 004: calculateHeight, plain
    func testStickyPlain() {
        for offset in Self.offsets004 {
            TestRow.$current.withValue(String(describing: offset)) { self.stickyPlain(offset: offset) }
        }
    }

    func stickyPlain(offset: Double) {
        let preset = HeaderPreset(name: "sticky", minHeight: 120, maxHeight: 300, collapse: .shrink, damping: 0)
        let frame = preset.frame(at: offset)
        expectEqual(frame.height, Self.calculateHeight(-offset))
        expectEqual(frame.translation, 0)
    }

    /// 004: calculateHeight with the 0.5 pull-away and the < 140 ? 8 : 0 shadow
    func testStickyPullingAway() {
        for offset in Self.offsets004 {
            TestRow.$current.withValue(String(describing: offset)) { self.stickyPullingAway(offset: offset) }
        }
    }

    func stickyPullingAway(offset: Double) {
        let preset = HeaderPreset(
            name: "sticky-utah", minHeight: 120, maxHeight: 300, collapse: .shrink,
            damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 8))
        let frame = preset.frame(at: offset)
        let height = Self.calculateHeightPullingAway(-offset)
        expectEqual(frame.height, height)
        expectEqual(frame.shadowRadius, (height < 140 ? 8 : 0))
        // The content's top is at 300 - y; the pull-away gap opens at half the pull.
        expectEqual(frame.contentTop, 300 - offset)
        expectEqual(frame.gap, (300 - offset) - height)
    }

    // 002 (GeometryReader): height h + minY when minY > 0; offset -minY.
    /// 002: stretchable header with GeometryReader
    func testGeometryReaderStretch() {
        for minY in [0.0, 1, 60, 250] {
            TestRow.$current.withValue(String(describing: minY)) { self.geometryReaderStretch(minY: minY) }
        }
    }

    func geometryReaderStretch(minY: Double) {
        let preset = HeaderPreset(name: "stretchable", minHeight: 0, maxHeight: 300, collapse: .scroll, damping: 0)
        expectEqual(preset.frame(at: -minY).height, 300 + minY)
        expectEqual(preset.frame(at: -minY).translation, 0)
    }

    /// collapse progress runs 0 to 1 over the collapse range
    func testProgress() {
        let preset = HeaderPreset(name: "p", minHeight: 100, maxHeight: 300)
        expectEqual(preset.frame(at: -50).progress, 0)
        expectEqual(preset.frame(at: 0).progress, 0)
        expectEqual(preset.frame(at: 50).progress, 0.25)  // 50 / 200
        expectEqual(preset.frame(at: 200).progress, 1)  // exactly the collapse end
        expectEqual(preset.frame(at: 350).progress, 1)
    }

    /// damping 1 never grows; damping 0.25 grows by three quarters of the pull
    func testDamping() {
        expectEqual(HeaderPreset(name: "d", damping: 1).frame(at: -200).height, 350)
        expectEqual(HeaderPreset(name: "d", damping: 0.25).frame(at: -200).height, 350 + 150)
    }

    /// scroll collapse keeps the height and moves up until minHeight shows
    func testScrollCollapse() {
        for offset in [0.0, 100, 200, 201, 900] {
            TestRow.$current.withValue(String(describing: offset)) { self.scrollCollapse(offset: offset) }
        }
    }

    func scrollCollapse(offset: Double) {
        let preset = HeaderPreset(name: "s", minHeight: 150, maxHeight: 350, collapse: .scroll)
        let frame = preset.frame(at: offset)
        expectEqual(frame.height, 350)
        expectEqual(frame.translation, -min(offset, 200))
        expectEqual(frame.visibleHeight, max(150, 350 - offset))
        expectEqual(frame.gap, (350 - offset) - max(150, 350 - offset))
    }

    /// minHeight == maxHeight: nothing to collapse, progress jumps to 1 once scrolled
    func testZeroCollapseRange() {
        for collapse in CollapseMode.allCases {
            let preset = HeaderPreset(name: "fixed", minHeight: 44, maxHeight: 44, collapse: collapse)
            expectEqual(preset.frame(at: 0).progress, 0)
            expectEqual(preset.frame(at: 0.001).progress, 1)
            expectEqual(preset.frame(at: 500).height, 44)
            expectEqual(preset.frame(at: 500).visibleHeight, 44)
            expectEqual(preset.frame(at: -10).height, 54)
        }
    }

    /// shadow shows strictly below the threshold
    func testShadowThreshold() {
        let preset = HeaderPreset(name: "s", minHeight: 100, maxHeight: 300, shadow: HeaderShadow(threshold: 140))
        expectEqual(preset.frame(at: 160).shadowRadius, 0)  // visible 140: not below
        expectEqual(preset.frame(at: 160.5).shadowRadius, 8)  // visible 139.5, default radius 8
        expectEqual(HeaderPreset(name: "n", minHeight: 0, maxHeight: 300).frame(at: 300).shadowRadius, 0)
    }

    static let extremeOffsets: [Double] = [
        0, -0.0, 1e-300, -1e-300, .leastNonzeroMagnitude, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    /// no offset ever yields NaN
    func testNeverNaN() {
        for offset in Self.extremeOffsets {
            TestRow.$current.withValue(String(describing: offset)) { self.neverNaN(offset: offset) }
        }
    }

    func neverNaN(offset: Double) {
        let presets = [
            HeaderPreset(name: "a", minHeight: 0, maxHeight: 300, collapse: .scroll),
            HeaderPreset(name: "b", minHeight: 120, maxHeight: 300, damping: 0.5, shadow: HeaderShadow(threshold: 140)),
            HeaderPreset(name: "c", minHeight: 10_000, maxHeight: 10_000, damping: 1),
        ]
        for preset in presets {
            let frame = preset.frame(at: offset)
            for value in [
                frame.offset, frame.height, frame.translation, frame.progress,
                frame.shadowRadius, frame.contentTop, frame.visibleHeight, frame.gap,
            ] {
                expect(!value.isNaN, "\(preset.name) at \(offset)")
            }
        }
    }

    /// tiny offsets on either side of 0
    func testTinyOffsets() {
        let preset = HeaderPreset(name: "t", minHeight: 100, maxHeight: 300)
        expectEqual(preset.frame(at: -1e-300).height, 300)  // 300 + 1e-300 rounds to 300
        expectEqual(preset.frame(at: 1e-300).progress, 1e-300 / 200)
        expectEqual(preset.frame(at: 1e-300).height, 300)
    }
}
