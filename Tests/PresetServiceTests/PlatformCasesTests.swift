import Foundation
import HeaderGeometry
import PresetService
import TestKit
import Testing

/// The platforms' own tests, as far as the format can say them, run against the built-in
/// presets named for those platforms (the catalogue of `Presets/`). Each case names the test file
/// and the assertion it reproduces; the expected numbers are the platforms' (scaled to the
/// preset's sizes where the platform's test used another), or worked out here from their
/// published constants and curves, never by the code under test.
struct PlatformCasesTests {
    static func builtIn(_ name: String) throws -> HeaderPreset {
        try require(BuiltInCatalogue.presets.first { $0.name == name })
    }

    /// One assertion of a platform's test: a frame at an offset.
    struct FrameCase: Sendable, CustomTestStringConvertible {
        var source: String
        var preset: String
        var offset: Double
        var height: Double?
        var visible: Double?
        var triggered: Bool?
        var testDescription: String { source }
    }

    static let frameCases: [FrameCase] = [
        // sliver_app_bar_test.dart, 'SliverAppBar - Stretch, Pinned' / 'fills overscroll':
        // expect(header.child!.size.height, equals(200.0)) after a 100 drag on a 100 bar: the
        // pull grows it 1:1, so our 200 bar pulled 100 is 300.
        FrameCase(
            source: "sliver_app_bar_test.dart Stretch, Pinned: fills overscroll",
            preset: "flutter-sliver-app-bar-stretch", offset: -100, height: 300),
        // sliver_app_bar_test.dart, 'SliverAppBar - Stretch' / 'default trigger offset':
        // expect(didTrigger, isFalse) after a 50 drag, isTrue after 150 (stretchTriggerOffset 100).
        FrameCase(
            source: "sliver_app_bar_test.dart Stretch: default trigger offset, 50 does not trigger",
            preset: "flutter-sliver-app-bar-stretch", offset: -50, triggered: false),
        FrameCase(
            source: "sliver_app_bar_test.dart Stretch: default trigger offset, 150 triggers",
            preset: "flutter-sliver-app-bar-stretch", offset: -150, triggered: true),
        // sliver_app_bar_test.dart, 'fills overscroll after reverse direction input - scrolling
        // header': expect(header.child!.size.height, equals(56.0)) once scrolled away.
        FrameCase(
            source: "sliver_app_bar_test.dart Stretch: scrolled, the header is kToolbarHeight 56",
            preset: "flutter-sliver-app-bar-stretch", offset: 144, height: 56),
        // flexible_space_bar_test.dart, 'FlexibleSpaceBar collapse mode': after dragging 400 up,
        // expect(clipRect.size.height, minExtent).
        FrameCase(
            source: "flexible_space_bar_test.dart collapse: clipRect height is minExtent",
            preset: "flutter-sliver-app-bar-stretch", offset: 400, height: 56),
        // AppBarTest.kt, largeTopAppBar_expandsToScreen:
        // assertHeightIsEqualTo(TopAppBarLargeTokens.ContainerHeight), 152 dp.
        FrameCase(
            source: "AppBarTest.kt largeTopAppBar_expandsToScreen",
            preset: "material3-large-top-app-bar", offset: 0, height: 152),
        FrameCase(
            source: "AppBarTest.kt mediumTopAppBar_expandsToScreen",
            preset: "material3-medium-top-app-bar", offset: 0, height: 112),
        // AppBarTest.kt, assertMediumOrLargeScrolledHeight (largeTopAppBar_scrolled_positioning):
        // a third collapsed is max - (max - min) / 3; collapsed, and scrolled past it, min.
        FrameCase(
            source: "AppBarTest.kt largeTopAppBar_scrolled_positioning, a third collapsed",
            preset: "material3-large-top-app-bar", offset: 88.0 / 3, height: 152 - 88.0 / 3),
        FrameCase(
            source: "AppBarTest.kt largeTopAppBar_scrolled_positioning, collapsed",
            preset: "material3-large-top-app-bar", offset: 88, height: 64),
        FrameCase(
            source: "AppBarTest.kt largeTopAppBar_scrolled_positioning, past collapsed",
            preset: "material3-large-top-app-bar", offset: 88 + 88.0 / 3, height: 64),
        FrameCase(
            source: "AppBarTest.kt mediumTopAppBar_scrolled_positioning, collapsed",
            preset: "material3-medium-top-app-bar", offset: 48, height: 64),
        // app_bar_sliver_test.dart, 'Material3 - SliverAppBar.medium defaults' and '.large
        // defaults': jumpTo(45) gives expect(appBarHeight(tester), expandedAppBarHeight - 45),
        // jumpTo(600) collapsedAppBarHeight 64 (Flutter's M3 bars have Compose's heights).
        FrameCase(
            source: "app_bar_sliver_test.dart Material3 - SliverAppBar.medium defaults, jumpTo(45)",
            preset: "material3-medium-top-app-bar", offset: 45, height: 112 - 45),
        FrameCase(
            source: "app_bar_sliver_test.dart Material3 - SliverAppBar.medium defaults, jumpTo(600)",
            preset: "material3-medium-top-app-bar", offset: 600, height: 64),
        FrameCase(
            source: "app_bar_sliver_test.dart Material3 - SliverAppBar.large defaults, jumpTo(45)",
            preset: "material3-large-top-app-bar", offset: 45, height: 152 - 45),
        FrameCase(
            source: "app_bar_sliver_test.dart Material3 - SliverAppBar.large defaults, jumpTo(600)",
            preset: "material3-large-top-app-bar", offset: 600, height: 64),
        // AppBarWithCollapsingToolbarTest.testPinnedToolbar: after a swipe up of 3/2 of the
        // 256 bar, assertEquals(originalAppbarTop + toolbarHeight, appbarOnScreenXY[1] +
        // appbarHeight): only the 56 toolbar shows; a further short swipe keeps it so.
        FrameCase(
            source: "AppBarWithCollapsingToolbarTest.testPinnedToolbar, long swipe up",
            preset: "android-collapsing-toolbar", offset: 384, visible: 56),
        FrameCase(
            source: "AppBarWithCollapsingToolbarTest.testPinnedToolbar, another short swipe up",
            preset: "android-collapsing-toolbar", offset: 384 + 56, visible: 56),
        // ... then a swipe down of 3/2 toolbar heights (84) still shows only the toolbar: "not
        // starting to expand too early".
        FrameCase(
            source: "AppBarWithCollapsingToolbarTest.testPinnedToolbar, short swipe down",
            preset: "android-collapsing-toolbar", offset: 384 + 56 - 84, visible: 56),
        // ... and a really long swipe down brings it back to its original bottom.
        FrameCase(
            source: "AppBarWithCollapsingToolbarTest.testPinnedToolbar, back in place",
            preset: "android-collapsing-toolbar", offset: 0, visible: 256),
    ]

    /// a platform test's frame
    func testFrame() throws {
        for test in Self.frameCases {
            try TestRow.$current.withValue(String(describing: test)) { try self.frame(test) }
        }
    }

    func frame(_ test: FrameCase) throws {
        let frame = try Self.builtIn(test.preset).frame(at: test.offset)
        if let height = test.height { expect(abs(frame.height - height) < 1e-9) }
        if let visible = test.visible { expect(abs(frame.visibleHeight - visible) < 1e-9) }
        if let triggered = test.triggered { expectEqual(frame.triggered, triggered) }
    }

    /// sliver_app_bar_test.dart Stretch: custom trigger offset 150 (100 does not trigger, 300 does), firing once
    func testCustomTrigger() throws {
        var preset = try Self.builtIn("flutter-sliver-app-bar-stretch")
        expectEqual(preset.pullTrigger, 100, "Flutter's default stretchTriggerOffset")
        preset.pullTrigger = 150
        expect(!preset.frame(at: -100).triggered)
        expect(preset.frame(at: -300).triggered)
        // onStretchTrigger is called as the pull passes the trigger, once per pull.
        var session = ScrollSession(preset: preset, offset: 0)
        session.touchDown(at: 0)
        var fired = 0
        for step in 1...30 where session.drag(to: -10 * Double(step), at: Double(step) / 60).triggerFired { fired += 1 }
        expectEqual(fired, 1)
    }

    /// flexible_space_bar_test.dart 'sets width constraints for the title': fully expanded the title is scaled 1.5
    func testTitleScale() throws {
        let preset = try Self.builtIn("flutter-sliver-app-bar-stretch")
        expectEqual(preset.layers(at: 0).value(of: .scale, layer: "title"), 1.5)
        expectEqual(preset.layers(at: 144).value(of: .scale, layer: "title"), 1)
    }

    /// `CubicBezier(0.8, 0, 0.8, 0.15)` at `x`, by bisection on its x(s), written here.
    static func topTitleAlpha(_ x: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if bezier(middle, 0.8, 0.8) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0, 0.15)
    }

    /// AppBarTest.kt largeTopAppBar_scrolledContainerColor: a third collapsed, the top title's alpha is TopTitleAlphaEasing(1/3), the bottom's 2/3
    func testTitleAlpha() throws {
        for name in ["material3-large-top-app-bar", "material3-medium-top-app-bar"] {
            let preset = try Self.builtIn(name)
            let layers = preset.layers(at: preset.collapseRange / 3)
            expect(abs(layers.value(of: .opacity, layer: "title") - Self.topTitleAlpha(1.0 / 3)) < 1e-6)
            expect(abs(layers.value(of: .opacity, layer: "large-title") - 2.0 / 3) < 1e-9)
            // Fully collapsed, only the top title shows.
            let collapsed = preset.layers(at: preset.collapseRange)
            expectEqual(collapsed.value(of: .opacity, layer: "title"), 1)
            expectEqual(collapsed.value(of: .opacity, layer: "large-title"), 0)
        }
    }

    /// AppBarWithCollapsingToolbarTest.testPinnedToolbar: assertScrimAlpha(255) and the default elevation collapsed, 0 and none back in place
    func testScrimAndElevation() throws {
        let preset = try Self.builtIn("android-collapsing-toolbar")
        expectEqual(preset.layers(at: 384).value(of: .opacity, layer: "scrim"), 1)
        expectEqual(preset.frame(at: 384).shadowRadius, 4)
        expectEqual(preset.layers(at: 0).value(of: .opacity, layer: "scrim"), 0)
        expectEqual(preset.frame(at: 0).shadowRadius, 0)
    }

    /// AppBarWithCollapsingToolbarTest.testScrollingToolbarEnterAlways: scrolled away, a swipe down of 3/2 toolbars shows more than the toolbar
    func testEnterAlways() throws {
        // scroll|enterAlways without exitUntilCollapsed: the whole bar scrolls away and comes
        // back on any scroll toward the top: the Android preset with quickReturn and no pinned part.
        var preset = try Self.builtIn("android-collapsing-toolbar")
        preset.minHeight = 0
        preset.motion.quickReturn = true
        let frames = QuickReturnTracker.frames(of: preset, along: [384, 384 - 84])
        expectEqual(frames[0].visibleHeight, 0, "not visually present")
        expect(frames[1].visibleHeight > 56, "more than collapsed")
        expectEqual(frames[1].visibleHeight, 84)
    }

    /// Android's fling distance for `v`, from OverScroller's published constants, with
    /// Foundation's `log` and `pow` (the code under test has its own).
    static func splineDistance(_ v: Double) -> Double {
        let fc = 0.015 * 9.80665 * 39.37 * 160 * 0.84
        let rate = Foundation.log(0.78) / Foundation.log(0.9)
        return fc * Foundation.pow(0.35 * v / fc, rate / (rate - 1))
    }

    /// Compose's splineBasedDecay and OverScroller: the Material 3 and Android presets fling 194 pt at 1000 pt/s, not UIKit's 499
    func testAndroidFling() throws {
        for name in ["material3-large-top-app-bar", "material3-medium-top-app-bar", "android-collapsing-toolbar"] {
            let preset = try Self.builtIn(name)
            expectEqual(preset.motion.fling, .android)
            let decision = preset.restDecision(after: 0, velocity: 1000)
            expect(abs(decision.projected - Self.splineDistance(1000)) < 1e-6)
            expect(abs(decision.projected - 194.31362127989584) < 1e-9)
        }
    }

    /// AppBar.kt settleAppBar, which AppBarTest's flings exercise: after the fling, below half collapsed it expands, from half on it collapses
    func testSettlesAfterFling() throws {
        let preset = try Self.builtIn("material3-large-top-app-bar")
        // 20 + D(300) = 20 + 24.02 = 44.02 >= 44, half of 88: collapses.
        expectEqual(preset.rest(after: 20, velocity: 300), 88)
        // 10 + 24.02 = 34.02 < 44: expands.
        expectEqual(preset.rest(after: 10, velocity: 300), 0)
    }

    /// app_bar_sliver_test.dart's `buildSliverAppBarApp(floating: true, snap: true,
    /// expandedHeight: 128)` as a preset: Flutter's bar made not pinned, so the whole 128 scrolls
    /// away (collapse `scroll`, `minHeight` 0); `floating` is quick return; its snap goes by the
    /// direction of the last drag from where the finger lifts (snap.policy direction, mode
    /// immediately). The format snaps offsets inside the collapse range, so the test's drags are
    /// replayed at the top of the content rather than 256 down in it.
    static func floatingSnapBar() throws -> HeaderPreset {
        var preset = try builtIn("flutter-sliver-app-bar-stretch")
        preset.maxHeight = 128
        preset.minHeight = 0
        preset.collapse = .scroll
        preset.motion.quickReturn = true
        preset.snap = SnapBehavior(mode: .immediately, positions: [0, 1], policy: .direction)
        return preset
    }

    /// The session's frames every 1/120 s after `time` until it rests (at most 10 s).
    static func settle(_ session: inout ScrollSession, from time: Double) -> SessionFrame {
        var frame = session.current
        var t = time
        while session.phase != .idle, t < time + 10 {
            t += 1.0 / 120
            frame = session.advance(to: t)
        }
        return frame
    }

    /// app_bar_sliver_test.dart 'SliverAppBar expandedHeight, floating with snap:true': dragged open to a bottom of 78, then down 10 and released, it snaps open to 128
    func testFloatingSnapOpens() throws {
        let preset = try Self.floatingSnapBar()
        var session = ScrollSession(preset: preset, offset: 128)
        expectEqual(session.current.frame.visibleHeight, 0, "the floating app bar is no longer visible")
        session.touchDown(at: 0)
        let open = session.drag(to: 0, at: 0.1)  // gesture.moveBy(0, 128): all the way open
        expect(open.frame.translation == 0 && open.frame.height == 128)
        expectEqual(session.drag(to: 50, at: 0.2).frame.visibleHeight, 78)  // 78 == 128 - 50
        expectEqual(session.drag(to: 40, at: 0.25).frame.visibleHeight, 88)  // moveBy(0, 10)
        // up(): the last drag moved toward the top (10 pt in a 60 Hz frame).
        let decision = session.release(velocity: .pointsPerSecond(-600), at: 0.25)
        expect(decision.snappedTo == 0 && decision.rest == 0)
        let first = session.advance(to: 0.30).frame.visibleHeight  // pump(50 ms)
        expect(first > 88, "animating open: greater than 88 = 78 + 10")
        expect(session.advance(to: 0.35).frame.visibleHeight > first)
        let end = Self.settle(&session, from: 0.35)
        expect(end.frame.height == 128 && end.frame.visibleHeight == 128, "the animation finishes when the appbar is full height")
    }

    /// app_bar_sliver_test.dart 'SliverAppBar expandedHeight, floating with snap:true', in reverse: dragged to a bottom of 100, then up 10 and released, it snaps closed though open is nearer
    func testFloatingSnapCloses() throws {
        let preset = try Self.floatingSnapBar()
        var session = ScrollSession(preset: preset, offset: 0)
        session.touchDown(at: 0)
        expectEqual(session.drag(to: 128, at: 0.1).frame.visibleHeight, 0)  // moveBy(0, -128): closed
        expectEqual(session.drag(to: 28, at: 0.2).frame.visibleHeight, 100)  // moveBy(0, 100)
        expectEqual(session.drag(to: 38, at: 0.25).frame.visibleHeight, 90)  // moveBy(0, -10)
        let decision = session.release(velocity: .pointsPerSecond(600), at: 0.25)
        expect(decision.snappedTo == 128 && decision.rest == 128)
        // By the nearest position it would have opened: 38 is nearer 0 than 128.
        var nearest = preset
        nearest.snap.policy = .nearest
        expectEqual(nearest.rest(after: 38, velocity: 600), 0)
        let first = session.advance(to: 0.30).frame.visibleHeight
        expect(first < 90, "animating closed")
        expect(session.advance(to: 0.35).frame.visibleHeight < first)
        let end = Self.settle(&session, from: 0.35)
        expect(end.frame.visibleHeight == 0 && end.frame.translation <= 0, "the animation finishes when the appbar is off screen")
    }

    /// OverScroller's fling duration for `v`, `exp(ln(0.35 v / (F·C)) / (R − 1))` seconds, with
    /// Foundation's `log` and `exp`.
    static func splineDuration(_ v: Double) -> Double {
        let fc = 0.015 * 9.80665 * 39.37 * 160 * 0.84
        let rate = Foundation.log(0.78) / Foundation.log(0.9)
        return Foundation.exp(Foundation.log(0.35 * v / fc) / (rate - 1))
    }

    /// OverScroller and Compose's splineBasedDecay, which AppBarTest's flings run on: android-collapsing-toolbar flung at 1000 pt/s from the top comes to rest 194.31 pt in, within the spline's 0.555 s
    func testAndroidFlingComesToRestWhereTheSplineEnds() throws {
        let preset = try Self.builtIn("android-collapsing-toolbar")
        expect(abs(AndroidFling.duration(velocity: 1000) - Self.splineDuration(1000)) < 1e-12)
        let frames = GestureSimulation(preset: preset, parameters: preset.motion).simulate(from: 0, velocity: 1000)
        let last = try require(frames.last)
        expect(abs(last.offset - Self.splineDistance(1000)) < 1e-9)
        expect(last.time <= Self.splineDuration(1000) + 1 / preset.motion.frameRate)
        expect(last.time > Self.splineDuration(1000) / 2)
        // Never past where it rests: the spline slows to a stop, it does not overshoot.
        expect(frames.allSatisfy { $0.offset <= last.offset + 1e-9 })
        // Back up from collapsed (E = 200) at the same speed: the same distance the other way.
        let back = try require(
            GestureSimulation(preset: preset, parameters: preset.motion)
                .simulate(from: 200, velocity: -1000).last)
        expect(abs(back.offset - (200 - Self.splineDistance(1000))) < 1e-9)
    }
}
