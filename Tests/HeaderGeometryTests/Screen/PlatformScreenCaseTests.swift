import HeaderGeometry
import TestKit
import Testing

/// The platforms' own tests of a header with a strip under it, each case one assertion of theirs,
/// its expected value their number (docs/screen.md). Flutter: a pinned `SliverAppBar` with
/// `bottom: TabBar` lays the tab bar (kTextTabBarHeight, 48) under a toolbar (kToolbarHeight, 56),
/// its `expandedHeight` counting both; here the header is the app bar above the tabs
/// (`maxHeight = expandedHeight - 48`, `minHeight` 56, shrinking) and the tabs a pinned 48 pt
/// accessory, so the AppBar's height is `accessoryTop + 48`. The tests' MediaQuery has no padding:
/// no safe area.
struct PlatformScreenCaseTests {
    /// `expandedHeight` 200 with a 48 pt tab bar.
    static let nested = HeaderPreset(
        name: "nested", minHeight: 56, maxHeight: 152, accessory: HeaderAccessory(height: 48))

    /// The AppBar's height (header and tabs) at `y`: the strip's bottom edge.
    static func appBarHeight(_ preset: HeaderPreset, at y: Double) -> Double? {
        preset.frame(at: y).accessoryTop.map { $0 + 48 }
    }

    /// nested_scroll_view_test.dart: the AppBar with its TabBar is expandedHeight - offset
    ///
    /// flutter/packages/flutter/test/widgets/nested_scroll_view_test.dart, testWidgets('NestedScrollView'):
    /// `expect(tester.renderObject<RenderBox>(find.byType(AppBar)).size.height, 200.0)`, then 180,
    /// 160 and 140 after three drags of 20; 'NestedScrollView with a ScrollController':
    /// `initialScrollOffset: 50.0` gives 150.0, and 25.0 gives 175.0.
    func testNestedScrollView() {
        for (offset, appBarHeight) in [
            (0.0, 200.0), (20, 180), (40, 160), (60, 140), (50, 150), (25, 175),
        ] as [(Double, Double)] {
            TestRow.$current.withValue(String(describing: (offset, appBarHeight))) {
                self.nestedScrollView(offset: offset, appBarHeight: appBarHeight)
            }
        }
    }

    func nestedScrollView(offset: Double, appBarHeight: Double) {
        expectEqual(Self.appBarHeight(Self.nested, at: offset), appBarHeight)
    }

    /// nested_scroll_view_test.dart: collapsed, and unchanged across tab switches
    ///
    /// nested_scroll_view_test.dart, testWidgets('NestedScrollView'): after the fling the AppBar is
    /// at its minimum, `expect(minHeight, lessThan(140.0))` (56 + 48 = 104), and after tapping
    /// the tabs 'BB' and 'CC' `expect(...size.height, minHeight)`: the header does not move when
    /// the page changes.
    func testNestedScrollViewSwitch() {
        let collapsed = 10_000.0  // the fling of 10000 px/s runs the outer scroll to its end
        let minimum = Self.appBarHeight(Self.nested, at: collapsed)
        expectEqual(minimum, 104)
        // The other tabs' pages were never scrolled (saved offset 0); the 'CC' page is a Center.
        let shown = Self.nested.switchOffset(from: collapsed, saved: 0)
        expectEqual(Self.appBarHeight(Self.nested, at: shown), minimum)
        expect(Self.nested.frame(at: shown).pinned)
    }

    /// sliver_app_bar_test.dart: expandedHeight 128, pinned, with a TabBar
    ///
    /// flutter/packages/flutter/test/material/sliver_app_bar_test.dart, testWidgets('SliverAppBar
    /// expandedHeight, pinned'): `expect(appBarHeight(tester), 128.0)` at rest; after
    /// `controller.jumpTo(600.0)`, `expect(tabBarHeight(tester), initialTabBarHeight)`,
    /// `expect(appBarHeight(tester), lessThan(initialAppBarHeight))` and
    /// `greaterThan(initialTabBarHeight)`: the toolbar and the tab bar both visible (56 + 48).
    func testSliverAppBarPinned() {
        let preset = HeaderPreset(name: "pinned", minHeight: 56, maxHeight: 80, accessory: HeaderAccessory(height: 48))
        expectEqual(Self.appBarHeight(preset, at: 0), 128)
        let scrolled = Self.appBarHeight(preset, at: 600)
        expectEqual(scrolled, 104)
        expectEqual(preset.accessory?.height, 48)
        expectEqual(preset.frame(at: 600).accessoryTop, preset.frame(at: 600).visibleHeight)
    }

    /// sliver_app_bar_test.dart: not pinned, the app bar and its tabs scroll out of view and back
    ///
    /// sliver_app_bar_test.dart, testWidgets('SliverAppBar expandedHeight, not pinned' and the
    /// default one before it): `controller.jumpTo(50.0)` leaves the app bar visible, `jumpTo(600.0)`
    /// scrolls it out of view (`findsNothing`) and `jumpTo(0.0)` brings it back, its height always
    /// `initialAppBarHeight`: a header that scrolls away (collapse scroll to 0) with a strip that
    /// scrolls away with it.
    func testSliverAppBarNotPinned() {
        let preset = HeaderPreset(
            name: "floating", minHeight: 0, maxHeight: 56, collapse: .scroll,
            accessory: HeaderAccessory(height: 48, behavior: .scroll))
        for (y, visible) in [(0.0, true), (50, true), (600, false)] {
            let frame = preset.frame(at: y)
            let stripBottom = (frame.accessoryTop ?? 0) + 48
            expectEqual((stripBottom > 0), visible, "offset \(y)")
            expectEqual(frame.height, 56)  // the height never changes: initialAppBarHeight
        }
    }

    /// AppBarWithToolbarAndTabsTest: a scrolling toolbar over pinned tabs
    ///
    /// material-components-android tests/javatests/com/google/android/material/appbar/
    /// AppBarWithToolbarAndTabsTest.java, testScrollingToolbarAndPinnedTabs: after a long swipe
    /// up, `assertEquals(originalAppbarTop + tabsHeight, appbarOnScreenXY[1] + appbarHeight, 1)`
    /// (the tabs pinned at the top, the toolbar gone), still so after another swipe up; after a
    /// short swipe down of 1.5 toolbars, `assertEquals(originalAppbarTop, appbarOnScreenXY[1], 1)`
    /// and `assertEquals(originalAppbarBottom, ...)`: the toolbar is back (its scroll flags include
    /// enterAlways, a quick-return header) and the tabs under it. Toolbar 56 dp, tabs 48 dp.
    func testAndroidPinnedTabs() throws {
        var preset = HeaderPreset(
            name: "android", minHeight: 0, maxHeight: 56, collapse: .scroll,
            accessory: HeaderAccessory(height: 48))
        preset.motion.quickReturn = true
        let appBarHeight = 104.0, tabsHeight = 48.0
        let longSwipe = 3 * appBarHeight / 2, shortSwipe = 56.0
        var session = ScrollSession(preset: preset, offset: 0)
        session.touchDown(at: 0)
        var frame = session.drag(to: longSwipe, at: 0.1).frame
        try expectEqual(require(frame.accessoryTop) + tabsHeight, tabsHeight)  // original top 0
        frame = session.drag(to: longSwipe + shortSwipe, at: 0.2).frame
        try expectEqual(require(frame.accessoryTop) + tabsHeight, tabsHeight)
        // Down by 1.5 toolbars, still far into the content: the toolbar returns, the tabs under it.
        frame = session.drag(to: longSwipe + shortSwipe - 3 * shortSwipe / 2, at: 0.3).frame
        expectEqual(frame.translation, 0)
        try expectEqual(require(frame.accessoryTop) + tabsHeight, appBarHeight)
    }
}
