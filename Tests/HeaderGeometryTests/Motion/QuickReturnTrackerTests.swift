import HeaderGeometry
import TestKit
import Testing

/// H = 300, h = 100, E = 200. Shown `s` starts at 200; each step `s = clamp(s - Δ, 0, 200)` with
/// `Δ` the change of `max(y, 0)`.
struct QuickReturnTrackerTests {
    static func preset(_ collapse: CollapseMode, shadow: HeaderShadow? = nil) -> HeaderPreset {
        HeaderPreset(name: "qr", minHeight: 100, maxHeight: 300, collapse: collapse, shadow: shadow)
    }

    /// down 300, up 40, down 10, up 100, up 170 (to the top), pull 50, down 80.
    static let trace: [Double] = [300, 260, 270, 170, 0, -50, 30]

    func testShrinkingHeaderFollowsTheTrace() {
        let frames = QuickReturnTracker.frames(of: Self.preset(.shrink), along: Self.trace)
        // s:      200-300→0 | 0+40=40 | 40-10=30 | 30+100=130 | 130+170→200 | pull: 200 | 200-30=170
        // height: h + s = 100, 140, 130, 230, 300; pull 300 + 50 = 350; 270.
        expectEqual(frames.map(\.height), [100, 140, 130, 230, 300, 350, 270])
        expectEqual(frames.map(\.translation), [0, 0, 0, 0, 0, 0, 0])
        // progress (E - s) / E: 200/200, 160/200, 170/200, 70/200, 0, 0 (pull), 30/200.
        expectEqual(frames.map(\.progress), [1, 0.8, 0.85, 0.35, 0, 0, 0.15])
        expectEqual(frames.map(\.offset), Self.trace)
        // contentTop = H - y.
        expectEqual(frames.map(\.contentTop), [0, 40, 30, 130, 300, 350, 270])
    }

    func testScrollingHeaderFollowsTheTrace() {
        let frames = QuickReturnTracker.frames(of: Self.preset(.scroll), along: Self.trace)
        // translation -(E - s): -200, -160, -170, -70, 0, 0 (pull), -30; height stays H (pull: 350).
        expectEqual(frames.map(\.translation), [-200, -160, -170, -70, 0, 0, -30])
        expectEqual(frames.map(\.height), [300, 300, 300, 300, 300, 350, 300])
        expectEqual(frames.map(\.visibleHeight), [100, 140, 130, 230, 300, 350, 270])
    }

    func testTheSameOffsetGivesDifferentFramesAfterDifferentHistories() {
        let preset = Self.preset(.shrink)
        // Straight to 260: s = 0 (collapsed), as frame(at:) says. Via 300: 40 shown back.
        let direct = QuickReturnTracker.frames(of: preset, along: [260])
        let back = QuickReturnTracker.frames(of: preset, along: [300, 260])
        expectEqual(direct.last?.height, 100)
        expectEqual(direct.last, preset.frame(at: 260))
        expectEqual(back.last?.height, 140)
    }

    func testScrollingOnlyIntoTheContentMatchesFrameAt() {
        for collapse in CollapseMode.allCases {
            let preset = Self.preset(collapse)
            let offsets: [Double] = [-40, 0, 50, 120, 200, 260, 900]
            expectEqual(QuickReturnTracker.frames(of: preset, along: offsets), offsets.map(preset.frame(at:)))
        }
    }

    func testHeaderNeverLeavesAGapAboveTheContent() {
        let preset = Self.preset(.scroll)
        var tracker = QuickReturnTracker(preset: preset)
        for y in [120.0, 30, 500, 10, 190, 0, 75, 2, 400] {
            let frame = tracker.scroll(to: y)
            expect(frame.gap <= 0 || y <= 0)
        }
    }

    func testShadowFollowsTheShownHeight() {
        let frames = QuickReturnTracker.frames(
            of: Self.preset(.shrink, shadow: HeaderShadow(threshold: 140, radius: 8)),
            along: [300, 260, 270])
        // visible 100 < 140: 8; 140 is not below 140: 0; 130: 8.
        expectEqual(frames.map(\.shadowRadius), [8, 0, 8])
    }

    func testTrackerStartingInsideTheContentHasScrolledThere() {
        var tracker = QuickReturnTracker(preset: Self.preset(.shrink), offset: 1000)
        expectEqual(tracker.shown, 0)
        // up 40 from deep in the content: 40 shown.
        expectEqual(tracker.scroll(to: 960).height, 140)
        let shown = QuickReturnTracker(preset: Self.preset(.shrink), offset: 1000, shown: 500)
        expectEqual(shown.shown, 200)
    }

    func testExtremeOffsetsStayFinite() {
        for y in [Double.nan, .infinity, -.infinity, 1e308, -1e308] {
            TestRow.$current.withValue(String(describing: y)) { self.extremeOffsetsStayFinite(y: y) }
        }
    }

    func extremeOffsetsStayFinite(y: Double) {
        var tracker = QuickReturnTracker(preset: Self.preset(.scroll))
        tracker.scroll(to: 100)
        let frame = tracker.scroll(to: y)
        expect(frame.height.isFinite && frame.translation.isFinite && frame.progress.isFinite)
        expect(tracker.shown >= 0 && tracker.shown <= 200)
    }
}
