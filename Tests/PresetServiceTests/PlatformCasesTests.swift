import Foundation
import HeaderGeometry
import PresetService
import Testing

/// The platforms' own tests, as far as the format can say them, run against the built-in
/// presets named for those platforms (the catalogue of `Presets/`). Each case names the test file
/// and the assertion it reproduces; the expected numbers are the platforms' (scaled to the
/// preset's sizes where the platform's test used another), or worked out here from their
/// published constants and curves, never by the code under test.
struct PlatformCasesTests {
    static func builtIn(_ name: String) throws -> HeaderPreset {
        try #require(BuiltInCatalogue.presets.first { $0.name == name })
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
        FrameCase(source: "sliver_app_bar_test.dart Stretch, Pinned: fills overscroll",
                  preset: "flutter-sliver-app-bar-stretch", offset: -100, height: 300),
        // sliver_app_bar_test.dart, 'SliverAppBar - Stretch' / 'default trigger offset':
        // expect(didTrigger, isFalse) after a 50 drag, isTrue after 150 (stretchTriggerOffset 100).
        FrameCase(source: "sliver_app_bar_test.dart Stretch: default trigger offset, 50 does not trigger",
                  preset: "flutter-sliver-app-bar-stretch", offset: -50, triggered: false),
        FrameCase(source: "sliver_app_bar_test.dart Stretch: default trigger offset, 150 triggers",
                  preset: "flutter-sliver-app-bar-stretch", offset: -150, triggered: true),
        // sliver_app_bar_test.dart, 'fills overscroll after reverse direction input - scrolling
        // header': expect(header.child!.size.height, equals(56.0)) once scrolled away.
        FrameCase(source: "sliver_app_bar_test.dart Stretch: scrolled, the header is kToolbarHeight 56",
                  preset: "flutter-sliver-app-bar-stretch", offset: 144, height: 56),
        // flexible_space_bar_test.dart, 'FlexibleSpaceBar collapse mode': after dragging 400 up,
        // expect(clipRect.size.height, minExtent).
        FrameCase(source: "flexible_space_bar_test.dart collapse: clipRect height is minExtent",
                  preset: "flutter-sliver-app-bar-stretch", offset: 400, height: 56),
        // AppBarTest.kt, largeTopAppBar_expandsToScreen:
        // assertHeightIsEqualTo(TopAppBarLargeTokens.ContainerHeight), 152 dp.
        FrameCase(source: "AppBarTest.kt largeTopAppBar_expandsToScreen",
                  preset: "material3-large-top-app-bar", offset: 0, height: 152),
        FrameCase(source: "AppBarTest.kt mediumTopAppBar_expandsToScreen",
                  preset: "material3-medium-top-app-bar", offset: 0, height: 112),
        // AppBarTest.kt, assertMediumOrLargeScrolledHeight (largeTopAppBar_scrolled_positioning):
        // a third collapsed is max - (max - min) / 3; collapsed, and scrolled past it, min.
        FrameCase(source: "AppBarTest.kt largeTopAppBar_scrolled_positioning, a third collapsed",
                  preset: "material3-large-top-app-bar", offset: 88.0 / 3, height: 152 - 88.0 / 3),
        FrameCase(source: "AppBarTest.kt largeTopAppBar_scrolled_positioning, collapsed",
                  preset: "material3-large-top-app-bar", offset: 88, height: 64),
        FrameCase(source: "AppBarTest.kt largeTopAppBar_scrolled_positioning, past collapsed",
                  preset: "material3-large-top-app-bar", offset: 88 + 88.0 / 3, height: 64),
        FrameCase(source: "AppBarTest.kt mediumTopAppBar_scrolled_positioning, collapsed",
                  preset: "material3-medium-top-app-bar", offset: 48, height: 64),
        // AppBarWithCollapsingToolbarTest.testPinnedToolbar: after a swipe up of 3/2 of the
        // 256 bar, assertEquals(originalAppbarTop + toolbarHeight, appbarOnScreenXY[1] +
        // appbarHeight): only the 56 toolbar shows; a further short swipe keeps it so.
        FrameCase(source: "AppBarWithCollapsingToolbarTest.testPinnedToolbar, long swipe up",
                  preset: "android-collapsing-toolbar", offset: 384, visible: 56),
        FrameCase(source: "AppBarWithCollapsingToolbarTest.testPinnedToolbar, another short swipe up",
                  preset: "android-collapsing-toolbar", offset: 384 + 56, visible: 56),
        // ... then a swipe down of 3/2 toolbar heights (84) still shows only the toolbar: "not
        // starting to expand too early".
        FrameCase(source: "AppBarWithCollapsingToolbarTest.testPinnedToolbar, short swipe down",
                  preset: "android-collapsing-toolbar", offset: 384 + 56 - 84, visible: 56),
        // ... and a really long swipe down brings it back to its original bottom.
        FrameCase(source: "AppBarWithCollapsingToolbarTest.testPinnedToolbar, back in place",
                  preset: "android-collapsing-toolbar", offset: 0, visible: 256),
    ]

    @Test("a platform test's frame", arguments: frameCases)
    func frame(_ test: FrameCase) throws {
        let frame = try Self.builtIn(test.preset).frame(at: test.offset)
        if let height = test.height { #expect(abs(frame.height - height) < 1e-9) }
        if let visible = test.visible { #expect(abs(frame.visibleHeight - visible) < 1e-9) }
        if let triggered = test.triggered { #expect(frame.triggered == triggered) }
    }

    @Test("sliver_app_bar_test.dart Stretch: custom trigger offset 150 (100 does not trigger, 300 does), firing once")
    func customTrigger() throws {
        var preset = try Self.builtIn("flutter-sliver-app-bar-stretch")
        #expect(preset.pullTrigger == 100, "Flutter's default stretchTriggerOffset")
        preset.pullTrigger = 150
        #expect(!preset.frame(at: -100).triggered)
        #expect(preset.frame(at: -300).triggered)
        // onStretchTrigger is called as the pull passes the trigger, once per pull.
        var session = ScrollSession(preset: preset, offset: 0)
        session.touchDown(at: 0)
        var fired = 0
        for step in 1...30 where session.drag(to: -10 * Double(step), at: Double(step) / 60).triggerFired { fired += 1 }
        #expect(fired == 1)
    }

    @Test("flexible_space_bar_test.dart 'sets width constraints for the title': fully expanded the title is scaled 1.5")
    func titleScale() throws {
        let preset = try Self.builtIn("flutter-sliver-app-bar-stretch")
        #expect(preset.layers(at: 0).value(of: .scale, layer: "title") == 1.5)
        #expect(preset.layers(at: 144).value(of: .scale, layer: "title") == 1)
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

    @Test("AppBarTest.kt largeTopAppBar_scrolledContainerColor: a third collapsed, the top title's alpha is TopTitleAlphaEasing(1/3), the bottom's 2/3")
    func titleAlpha() throws {
        for name in ["material3-large-top-app-bar", "material3-medium-top-app-bar"] {
            let preset = try Self.builtIn(name)
            let layers = preset.layers(at: preset.collapseRange / 3)
            #expect(abs(layers.value(of: .opacity, layer: "title") - Self.topTitleAlpha(1.0 / 3)) < 1e-6)
            #expect(abs(layers.value(of: .opacity, layer: "large-title") - 2.0 / 3) < 1e-9)
            // Fully collapsed, only the top title shows.
            let collapsed = preset.layers(at: preset.collapseRange)
            #expect(collapsed.value(of: .opacity, layer: "title") == 1)
            #expect(collapsed.value(of: .opacity, layer: "large-title") == 0)
        }
    }

    @Test("AppBarWithCollapsingToolbarTest.testPinnedToolbar: assertScrimAlpha(255) and the default elevation collapsed, 0 and none back in place")
    func scrimAndElevation() throws {
        let preset = try Self.builtIn("android-collapsing-toolbar")
        #expect(preset.layers(at: 384).value(of: .opacity, layer: "scrim") == 1)
        #expect(preset.frame(at: 384).shadowRadius == 4)
        #expect(preset.layers(at: 0).value(of: .opacity, layer: "scrim") == 0)
        #expect(preset.frame(at: 0).shadowRadius == 0)
    }

    @Test("AppBarWithCollapsingToolbarTest.testScrollingToolbarEnterAlways: scrolled away, a swipe down of 3/2 toolbars shows more than the toolbar")
    func enterAlways() throws {
        // scroll|enterAlways without exitUntilCollapsed: the whole bar scrolls away and comes
        // back on any scroll toward the top: the Android preset with quickReturn and no pinned part.
        var preset = try Self.builtIn("android-collapsing-toolbar")
        preset.minHeight = 0
        preset.motion.quickReturn = true
        let frames = QuickReturnTracker.frames(of: preset, along: [384, 384 - 84])
        #expect(frames[0].visibleHeight == 0, "not visually present")
        #expect(frames[1].visibleHeight > 56, "more than collapsed")
        #expect(frames[1].visibleHeight == 84)
    }

    /// Android's fling distance for `v`, from OverScroller's published constants, with
    /// Foundation's `log` and `pow` (the code under test has its own).
    static func splineDistance(_ v: Double) -> Double {
        let fc = 0.015 * 9.80665 * 39.37 * 160 * 0.84
        let rate = Foundation.log(0.78) / Foundation.log(0.9)
        return fc * Foundation.pow(0.35 * v / fc, rate / (rate - 1))
    }

    @Test("Compose's splineBasedDecay and OverScroller: the Material 3 and Android presets fling 194 pt at 1000 pt/s, not UIKit's 499")
    func androidFling() throws {
        for name in ["material3-large-top-app-bar", "material3-medium-top-app-bar", "android-collapsing-toolbar"] {
            let preset = try Self.builtIn(name)
            #expect(preset.motion.fling == .android)
            let decision = preset.restDecision(after: 0, velocity: 1000)
            #expect(abs(decision.projected - Self.splineDistance(1000)) < 1e-6)
            #expect(abs(decision.projected - 194.31362127989584) < 1e-9)
        }
    }

    @Test("AppBar.kt settleAppBar, which AppBarTest's flings exercise: after the fling, below half collapsed it expands, from half on it collapses")
    func settlesAfterFling() throws {
        let preset = try Self.builtIn("material3-large-top-app-bar")
        // 20 + D(300) = 20 + 24.02 = 44.02 >= 44, half of 88: collapses.
        #expect(preset.rest(after: 20, velocity: 300) == 88)
        // 10 + 24.02 = 34.02 < 44: expands.
        #expect(preset.rest(after: 10, velocity: 300) == 0)
    }
}
