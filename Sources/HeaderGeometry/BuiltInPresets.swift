// The built-in catalogue (`Presets/*.json`) in code, so an app can start from `sticky-utah`
// without a file. Made with `stretchy export --to swift --namespace BuiltInPresets` from a new
// database, then made public; BuiltInPresetsTests checks it equals `Presets/` key for key.

/// The presets of Stretchy's built-in catalogue (SPEC.md §5 and the platforms' own headers),
/// one constant each: `BuiltInPresets.stickyUtah`, or ``HeaderPreset/builtIn`` for all of them.
public enum BuiltInPresets {
    /// Android CollapsingToolbarLayout in an AppBarLayout with scroll|exitUntilCollapsed: 256 dp
    /// (as in the Cheesesquare sample) scrolling up until the pinned 56 dp toolbar (actionBarSize)
    /// is left. No overscroll stretch (damping 1), no snap flag. The shadow stands for the content
    /// scrim: it shows below scrimVisibleHeightTrigger, by default twice the minimum height, 112
    /// dp; radius 4 is the app bar's 4 dp elevation.
    public static let androidCollapsingToolbar = HeaderPreset(
        name: "android-collapsing-toolbar",
        summary: "Android CollapsingToolbarLayout in an AppBarLayout with scroll|exitUntilCollapsed: 256 dp (as in the Cheesesquare sample) scrolling up until the pinned 56 dp toolbar (actionBarSize) is left. No overscroll stretch (damping 1), no snap flag. The shadow stands for the content scrim: it shows below scrimVisibleHeightTrigger, by default twice the minimum height, 112 dp; radius 4 is the app bar's 4 dp elevation.",
        minHeight: 56,
        maxHeight: 256,
        collapse: .scroll,
        damping: 1,
        shadow: HeaderShadow(threshold: 112, radius: 4),
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters()
    )

    /// Flutter SliverAppBar(pinned: true, stretch: true, expandedHeight: 200): the bar shrinks from
    /// 200 to kToolbarHeight, 56, and stays pinned as the content scrolls; with stretch and
    /// bouncing scroll physics an overscroll grows it 1:1 (damping 0). No snapping: SliverAppBar's
    /// snap needs floating, a different effect. No shadow: its elevation shows only once content
    /// scrolls under the collapsed bar.
    public static let flutterSliverAppBarStretch = HeaderPreset(
        name: "flutter-sliver-app-bar-stretch",
        summary: "Flutter SliverAppBar(pinned: true, stretch: true, expandedHeight: 200): the bar shrinks from 200 to kToolbarHeight, 56, and stays pinned as the content scrolls; with stretch and bouncing scroll physics an overscroll grows it 1:1 (damping 0). No snapping: SliverAppBar's snap needs floating, a different effect. No shadow: its elevation shows only once content scrolls under the collapsed bar.",
        minHeight: 56,
        maxHeight: 200,
        collapse: .shrink,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters()
    )

    /// UIKit navigation bar with prefersLargeTitles: 96 pt (a 52 pt large-title area above the 44
    /// pt bar) shrinking to the 44 pt bar as the content scrolls. Pulling grows the large-title
    /// area with the finger (damping 0), and UIKit never leaves the title half collapsed: it
    /// adjusts where a fling ends to fully expanded or collapsed, hence snapping after the
    /// deceleration to 0 and 1. Status bar not included.
    public static let iosLargeTitleNavigationBar = HeaderPreset(
        name: "ios-large-title-navigation-bar",
        summary: "UIKit navigation bar with prefersLargeTitles: 96 pt (a 52 pt large-title area above the 44 pt bar) shrinking to the 44 pt bar as the content scrolls. Pulling grows the large-title area with the finger (damping 0), and UIKit never leaves the title half collapsed: it adjusts where a fling ends to fully expanded or collapsed, hence snapping after the deceleration to 0 and 1. Status bar not included.",
        minHeight: 44,
        maxHeight: 96,
        collapse: .shrink,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 1], initialPosition: 0),
        motion: MotionParameters()
    )

    /// Material 3 large top app bar (Compose LargeTopAppBar, exitUntilCollapsedScrollBehavior): 152
    /// dp tall, shrinking to the 64 dp small bar as the content scrolls. It does not stretch on
    /// overscroll (damping 1), and when a fling ends part-way it settles to expanded or collapsed,
    /// hence snapping after the deceleration to 0 and 1. M3 marks scrolled-under content with a
    /// container colour, not a shadow, so none is set.
    public static let material3LargeTopAppBar = HeaderPreset(
        name: "material3-large-top-app-bar",
        summary: "Material 3 large top app bar (Compose LargeTopAppBar, exitUntilCollapsedScrollBehavior): 152 dp tall, shrinking to the 64 dp small bar as the content scrolls. It does not stretch on overscroll (damping 1), and when a fling ends part-way it settles to expanded or collapsed, hence snapping after the deceleration to 0 and 1. M3 marks scrolled-under content with a container colour, not a shadow, so none is set.",
        minHeight: 64,
        maxHeight: 152,
        collapse: .shrink,
        damping: 1,
        shadow: nil,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 1], initialPosition: 0),
        motion: MotionParameters()
    )

    /// Material 3 medium top app bar (Compose MediumTopAppBar, exitUntilCollapsedScrollBehavior):
    /// 112 dp tall, shrinking to the 64 dp small bar as the content scrolls. Like the large bar it
    /// does not stretch on overscroll (damping 1) and settles to expanded or collapsed after a
    /// fling (snap after the deceleration to 0 and 1); no shadow, M3 uses a container colour.
    public static let material3MediumTopAppBar = HeaderPreset(
        name: "material3-medium-top-app-bar",
        summary: "Material 3 medium top app bar (Compose MediumTopAppBar, exitUntilCollapsedScrollBehavior): 112 dp tall, shrinking to the 64 dp small bar as the content scrolls. Like the large bar it does not stretch on overscroll (damping 1) and settles to expanded or collapsed after a fling (snap after the deceleration to 0 and 1); no shadow, M3 uses a container colour.",
        minHeight: 64,
        maxHeight: 112,
        collapse: .shrink,
        damping: 1,
        shadow: nil,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 1], initialPosition: 0),
        motion: MotionParameters()
    )

    /// exyte's ScalingHeaderScrollView with its defaults (seed 003): a 350 pt header that moves up
    /// with the content until 150 pt of it shows (no allowsHeaderCollapse) and never grows when
    /// pulled (no allowsHeaderGrowth).
    public static let scalingHeader = HeaderPreset(
        name: "scaling-header",
        summary: "exyte's ScalingHeaderScrollView with its defaults (seed 003): a 350 pt header that moves up with the content until 150 pt of it shows (no allowsHeaderCollapse) and never grows when pulled (no allowsHeaderGrowth).",
        minHeight: 150,
        maxHeight: 350,
        collapse: .scroll,
        damping: 1,
        shadow: nil,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters()
    )

    /// exyte's ScalingHeaderScrollView with allowsHeaderCollapse, allowsHeaderGrowth and snapping
    /// (seed 003): shrinks from 350 to 150 pt, grows 1:1 when pulled, snaps as soon as the finger
    /// lifts to expanded, half or collapsed (0, 0.5, 1) and starts half collapsed (initial snap
    /// position 0.5). Positions are collapse progress, as exyte's code reads them.
    public static let scalingHeaderSnap = HeaderPreset(
        name: "scaling-header-snap",
        summary: "exyte's ScalingHeaderScrollView with allowsHeaderCollapse, allowsHeaderGrowth and snapping (seed 003): shrinks from 350 to 150 pt, grows 1:1 when pulled, snaps as soon as the finger lifts to expanded, half or collapsed (0, 0.5, 1) and starts half collapsed (initial snap position 0.5). Positions are collapse progress, as exyte's code reads them.",
        minHeight: 150,
        maxHeight: 350,
        collapse: .shrink,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 0.5),
        motion: MotionParameters()
    )

    /// Big Mountain Studio's sticky "UTAH" header (seeds 001 and 004): pinned to the top, it
    /// shrinks from 300 to 120 pt as the content scrolls (calculateHeight), pulls away at half
    /// speed when pulled down (* 0.5), and draws a shadow of radius 8 once less than 140 pt of it
    /// shows (< 140 ? 8 : 0).
    public static let stickyUtah = HeaderPreset(
        name: "sticky-utah",
        summary: "Big Mountain Studio's sticky \"UTAH\" header (seeds 001 and 004): pinned to the top, it shrinks from 300 to 120 pt as the content scrolls (calculateHeight), pulls away at half speed when pulled down (* 0.5), and draws a shadow of radius 8 once less than 140 pt of it shows (< 140 ? 8 : 0).",
        minHeight: 120,
        maxHeight: 300,
        collapse: .shrink,
        damping: 0.5,
        shadow: HeaderShadow(threshold: 140, radius: 8),
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters()
    )

    /// The stretchable header built with GeometryReader (seed 002): a 300 pt image whose height
    /// grows by minY when pulled (imageHeight + minY while minY > 0) and which otherwise scrolls
    /// away with the content. minY of frame(in: .global) is minus the offset.
    public static let stretchableGeometryreader = HeaderPreset(
        name: "stretchable-geometryreader",
        summary: "The stretchable header built with GeometryReader (seed 002): a 300 pt image whose height grows by minY when pulled (imageHeight + minY while minY > 0) and which otherwise scrolls away with the content. minY of frame(in: .global) is minus the offset.",
        minHeight: 0,
        maxHeight: 300,
        collapse: .scroll,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters()
    )

    /// Donny Wals's stretchy header for iOS 18 (seed 000): a 300 pt header that grows 1:1 with a
    /// pull (height 300 + max(0, -offset)) and scrolls away with the content (translation -max(0,
    /// offset)) until none of it shows. The offset is onScrollGeometryChange's contentOffset.y +
    /// contentInsets.top.
    public static let stretchyIos18 = HeaderPreset(
        name: "stretchy-ios18",
        summary: "Donny Wals's stretchy header for iOS 18 (seed 000): a 300 pt header that grows 1:1 with a pull (height 300 + max(0, -offset)) and scrolls away with the content (translation -max(0, offset)) until none of it shows. The offset is onScrollGeometryChange's contentOffset.y + contentInsets.top.",
        minHeight: 0,
        maxHeight: 300,
        collapse: .scroll,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters()
    )

    /// Every built-in preset, in name order.
    public static let all: [HeaderPreset] = [
        androidCollapsingToolbar,
        flutterSliverAppBarStretch,
        iosLargeTitleNavigationBar,
        material3LargeTopAppBar,
        material3MediumTopAppBar,
        scalingHeader,
        scalingHeaderSnap,
        stickyUtah,
        stretchableGeometryreader,
        stretchyIos18,
    ]
}

extension HeaderPreset {
    /// The built-in catalogue, in name order: ``BuiltInPresets/all``.
    public static var builtIn: [HeaderPreset] { BuiltInPresets.all }

    /// The built-in preset called `name` (`"sticky-utah"`), if there is one.
    public static func builtIn(named name: String) -> HeaderPreset? {
        BuiltInPresets.all.first { $0.name == name }
    }
}
