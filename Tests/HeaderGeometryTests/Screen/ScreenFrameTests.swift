import HeaderGeometry
import TestKit
import Testing

/// docs/screen.md: the safe area, the accessory's top and pin, pages; every expected value worked
/// out by hand from the page's formulas.
struct ScreenFrameTests {
    /// H 300, h 120 (E 180), shrink; a 48 pt strip 120 pt below the header (P = 180 + 120 = 300).
    static let profile = HeaderPreset(
        name: "profile", minHeight: 120, maxHeight: 300, collapse: .shrink,
        accessory: HeaderAccessory(height: 48, offset: 120))

    /// no context: added means what below means
    ///
    /// Without a context nothing changes: s = 0, so `added` is `below`.
    func testNoContext() {
        var added = Self.profile
        added.safeArea = .added
        for y in [-40.0, 0, 90, 180, 400] {
            expectEqual(added.frame(at: y), Self.profile.frame(at: y))
        }
    }

    /// added: heights grow by the safe-area top, the collapse range does not
    ///
    /// `added` on s = 59: H' = 359, h' = 179, E still 180; contentTop = H' - y.
    func testAdded() {
        for (y, height, contentTop) in [
            (0.0, 359.0, 359.0), (100, 259, 259), (180, 179, 179), (400, 179, -41), (-20, 379, 379),
        ] as [(Double, Double, Double)] {
            TestRow.$current.withValue(String(describing: (y, height, contentTop))) { self.added(y: y, height: height, contentTop: contentTop) }
        }
    }

    func added(y: Double, height: Double, contentTop: Double) {
        var preset = HeaderPreset(name: "a", minHeight: 120, maxHeight: 300, safeArea: .added)
        let frame = preset.frame(at: y, in: ScreenContext(safeAreaTop: 59))
        expectEqual(frame.height, height)
        expectEqual(frame.contentTop, contentTop)
        expectEqual(preset.collapseRange, 180)
        // included and below take the heights as written, whatever the context.
        preset.safeArea = .included
        expectEqual(preset.frame(at: y, in: ScreenContext(safeAreaTop: 59)).height, preset.frame(at: y).height)
    }

    /// a pinned strip rides with the content, then stays under the header from the pin offset
    ///
    /// pinned: accessoryTop = max(visible, H' + a - y); pinned from P = 300.
    func testPinned() {
        for (y, visible, natural, pinned) in [
            // y, visible, natural = 300 + 120 - y, expected top, pinned
            (-30.0, 330.0, 450.0, false), (0, 300, 420, false), (100, 200, 320, false), (180, 120, 240, false),
            (299, 120, 121, false), (300, 120, 120, true), (500, 120, -80, true),
        ] as [(Double, Double, Double, Bool)] {
            TestRow.$current.withValue(String(describing: (y, visible, natural, pinned))) {
                self.pinned(y: y, visible: visible, natural: natural, pinned: pinned)
            }
        }
    }

    func pinned(y: Double, visible: Double, natural: Double, pinned: Bool) {
        let frame = Self.profile.frame(at: y)
        expectEqual(frame.visibleHeight, visible)
        expectEqual(frame.accessoryTop, max(visible, natural))
        expectEqual(frame.pinned, pinned)
    }

    /// scroll and quickReturn strips are at their natural place without history, never pinned
    func testScrollAndQuickReturn() {
        for behavior in [AccessoryBehavior.scroll, .quickReturn] {
            var preset = Self.profile
            preset.accessory?.behavior = behavior
            // natural = 300 + 120 - y
            expectEqual(preset.frame(at: 0).accessoryTop, 420)
            expectEqual(preset.frame(at: 500).accessoryTop, -80)
            expectEqual(preset.frame(at: 500).pinned, false)
        }
    }

    /// without an accessory a frame has no strip
    func testNone() {
        let frame = HeaderPreset(name: "plain").frame(at: 50)
        expectEqual(frame.accessoryTop, nil)
        expectEqual(frame.pinned, false)
        expectEqual(HeaderPreset(name: "plain").pinOffset, 200)  // E alone: 350 - 150
    }

    /// switchOffset keeps the header where it was
    ///
    /// P = 300: below it the new page shows where the old one was; from it, max(yB, P).
    func testSwitchOffset() {
        for (from, saved, expected) in [
            (0.0, 500.0, 0.0), (299, 0, 299), (300, 0, 300), (300, 450, 450), (800, 120, 300), (800, 900, 900),
        ] as [(Double, Double, Double)] {
            TestRow.$current.withValue(String(describing: (from, saved, expected))) {
                self.switchOffset(from: from, saved: saved, expected: expected)
            }
        }
    }

    func switchOffset(from: Double, saved: Double, expected: Double) {
        expectEqual(Self.profile.pinOffset, 300)
        expectEqual(Self.profile.switchOffset(from: from, saved: saved), expected)
    }

    /// minimumPageHeight is V - h' - t
    ///
    /// V - h' - t: 844 (motion.viewportHeight) - 120 - 48 = 676; on s 59, V 852, added: 852 - 179 - 48 = 625.
    func testMinimumPageHeight() {
        expectEqual(Self.profile.minimumPageHeight(), 676)
        var added = Self.profile
        added.safeArea = .added
        expectEqual(added.minimumPageHeight(in: ScreenContext(safeAreaTop: 59, viewportHeight: 852)), 625)
        expectEqual(HeaderPreset(name: "tall", minHeight: 900, maxHeight: 1000).minimumPageHeight(), 0)
    }

    /// a quick-return strip in a session comes back on a reverse scroll
    ///
    /// A quick-return strip (t 48): rides with the content, hides under the header, comes back
    /// point for point: top = max(natural, visible - 48 + r), r = min(max(r - Δ, 0), 48).
    func testQuickReturnSession() {
        var preset = Self.profile
        preset.accessory?.behavior = .quickReturn
        var session = ScrollSession(preset: preset, offset: 0)
        expectEqual(session.current.frame.accessoryTop, 420)  // r 48: max(420, 300 - 48 + 48)
        session.touchDown(at: 0)
        // To 600: r = 0; visible 120, natural -180 → 120 - 48 = 72 (hidden under the header).
        expectEqual(session.drag(to: 600, at: 0.1).frame.accessoryTop, 72)
        // Back 30: r = 30 → 72 + 30 = 102.
        expectEqual(session.drag(to: 570, at: 0.2).frame.accessoryTop, 102)
        // Back 100 more: r = 48 → 120, right under the header.
        expectEqual(session.drag(to: 470, at: 0.3).frame.accessoryTop, 120)
    }

    /// a page switch in a session stops the motion and lands on switchOffset
    ///
    /// From 450 (past P = 300) to a page saved at 40: max(40, 300) = 300, pinned, the strip at h = 120.
    func testSwitchPageSession() {
        var session = ScrollSession(preset: Self.profile, offset: 0)
        session.touchDown(at: 0)
        session.drag(to: 450, at: 0.1)
        session.release(velocity: 2000, at: 0.1)
        let frame = session.switchPage(saved: 40, at: 0.15)
        expectEqual(frame.offset, 300)
        expect(frame.frame.pinned)
        expectEqual(frame.frame.accessoryTop, 120)
        expectEqual(session.phase, .idle)
        // The fling released before the switch does not carry the new page on.
        expectEqual(session.advance(to: 1).offset, 300)
        // Below P the new page shows where the old one was: 200, whatever it saved.
        expectEqual(session.switchPage(saved: 0, at: 1).offset, 300)
        var early = ScrollSession(preset: Self.profile, offset: 200)
        expectEqual(early.switchPage(saved: 900, at: 0).offset, 200)
    }

    /// an offset track stays at its points when a height changes
    func testOffsetTrack() {
        let track = ContentTrack(
            layer: "title", property: .opacity, input: .offset,
            keyframes: [TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 47, value: 1)])
        var preset = HeaderPreset(name: "t", minHeight: 100, maxHeight: 300, tracks: [track])
        expectEqual(preset.layers(at: 23.5).value(of: .opacity, layer: "title"), 0.5)
        preset.maxHeight = 500
        expectEqual(preset.layers(at: 23.5).value(of: .opacity, layer: "title"), 0.5)
        expectEqual(preset.layers(at: 47).value(of: .opacity, layer: "title"), 1)
        expectEqual(TrackInput.offset.range, -10_000...10_000)
    }
}
