// The built-in catalogue (`Presets/*.json`) in code, so an app can start from `sticky-utah`
// without a file. Made with `stretchy export --to swift --namespace BuiltInPresets` from a new
// database, then made public; BuiltInPresetsTests checks it equals `Presets/` key for key.

import ValueText

/// The presets of Stretchy's built-in catalogue (docs/swift.md#1-the-built-in-catalogue and the platforms' own headers),
/// one constant each: `BuiltInPresets.stickyUtah`, or ``HeaderPreset/builtIn`` for all of them.
public enum BuiltInPresets {
    /// Android CollapsingToolbarLayout, scroll|exitUntilCollapsed: 256 dp (Cheesesquare) to the
    /// pinned 56 dp toolbar; damping 1, no snap; flings as OverScroller (motion.fling android).
    /// Scrim: a step at 112 dp visible (scrimVisibleHeightTrigger 2 x 56, progress 0.72; the shadow
    /// marks it, radius 4 the 4 dp elevation). Title: COLLAPSE_MODE_SCALE 34sp to 20sp, scale 1.7
    /// to 1, DECELERATE_INTERPOLATOR 1-(1-t)^2. Not expressible: the scrim's 600 ms fade, the
    /// title's path, scroll|snap.
    public static let androidCollapsingToolbar = HeaderPreset(
        name: "android-collapsing-toolbar",
        summary:
            "Android CollapsingToolbarLayout, scroll|exitUntilCollapsed: 256 dp (Cheesesquare) to the pinned 56 dp toolbar; damping 1, no snap; flings as OverScroller (motion.fling android). Scrim: a step at 112 dp visible (scrimVisibleHeightTrigger 2 x 56, progress 0.72; the shadow marks it, radius 4 the 4 dp elevation). Title: COLLAPSE_MODE_SCALE 34sp to 20sp, scale 1.7 to 1, DECELERATE_INTERPOLATOR 1-(1-t)^2. Not expressible: the scrim's 600 ms fade, the title's path, scroll|snap.",
        minHeight: 56,
        maxHeight: 256,
        collapse: .scroll,
        damping: 1,
        shadow: HeaderShadow(threshold: 112, radius: 4),
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(
            frameRate: 120,
            deceleration: .normal,
            viewportHeight: 844,
            rubberBandConstant: 0.55,
            spring: SnapSpring(response: 0.3, dampingRatio: 1),
            parallax: 0,
            quickReturn: false,
            fling: .android
        ),
        tracks: [
            ContentTrack(
                layer: "scrim",
                property: .opacity,
                input: .progress,
                easing: .step,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0),
                    TrackKeyframe(at: 0.72, value: 1),
                ]
            ),
            ContentTrack(
                layer: "title",
                property: .scale,
                input: .progress,
                easing: .cubicBezier(x1: 0.3333333333333333, y1: 0.6666666666666666, x2: 0.6666666666666666, y2: 1),
                keyframes: [
                    TrackKeyframe(at: 0, value: 1.7),
                    TrackKeyframe(at: 1, value: 1),
                ]
            ),
        ],
        reducedMotion: reducedMotion(tracks: [
            ContentTrack(
                layer: "title",
                property: .scale,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1)
                ]
            )
        ])
    )

    /// Flutter SliverAppBar(pinned: true, stretch: true, expandedHeight: 200) + FlexibleSpaceBar:
    /// 200 to kToolbarHeight 56; overscroll grows it 1:1 (damping 0); onStretchTrigger fires at
    /// stretchTriggerOffset 100 (pullTrigger). Tracks, flexible_space_bar.dart, t = collapse
    /// progress: title scale 1.5 to 1; background opacity 1 to 0 over the last 56; background up
    /// deltaExtent/4 = 36. Not expressible: stretchModes (zoom, blur, fadeTitle), the title's
    /// padding moving, floating/snap.
    public static let flutterSliverAppBarStretch = HeaderPreset(
        name: "flutter-sliver-app-bar-stretch",
        summary:
            "Flutter SliverAppBar(pinned: true, stretch: true, expandedHeight: 200) + FlexibleSpaceBar: 200 to kToolbarHeight 56; overscroll grows it 1:1 (damping 0); onStretchTrigger fires at stretchTriggerOffset 100 (pullTrigger). Tracks, flexible_space_bar.dart, t = collapse progress: title scale 1.5 to 1; background opacity 1 to 0 over the last 56; background up deltaExtent/4 = 36. Not expressible: stretchModes (zoom, blur, fadeTitle), the title's padding moving, floating/snap.",
        minHeight: 56,
        maxHeight: 200,
        collapse: .shrink,
        damping: 0,
        shadow: nil,
        pullTrigger: 100,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(),
        tracks: [
            ContentTrack(
                layer: "background",
                property: .opacity,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0.6111111111111112, value: 1),
                    TrackKeyframe(at: 1, value: 0),
                ]
            ),
            ContentTrack(
                layer: "background",
                property: .translateY,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0),
                    TrackKeyframe(at: 1, value: -36),
                ]
            ),
            ContentTrack(
                layer: "title",
                property: .scale,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1.5),
                    TrackKeyframe(at: 1, value: 1),
                ]
            ),
        ],
        reducedMotion: reducedMotion(tracks: [
            ContentTrack(
                layer: "background",
                property: .translateY,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0)
                ]
            ),
            ContentTrack(
                layer: "title",
                property: .scale,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1)
                ]
            ),
        ])
    )

    /// UIKit navigation bar, prefersLargeTitles: 96 pt (a 52 pt large-title area above the 44 pt
    /// bar) shrinking to 44 as the content scrolls; a pull grows it 1:1 (damping 0); snaps to 0 or
    /// 1 after a fling. Tracks (observed, not documented): the large title moves up with the
    /// content, 52 pt over the collapse, and the inline title appears once it is gone (a step at 1
    /// where UIKit cross-fades briefly). Status bar not included. Dynamic Type: largeTitle's 41 pt
    /// line (HIG Typography).
    public static let iosLargeTitleNavigationBar = HeaderPreset(
        name: "ios-large-title-navigation-bar",
        summary:
            "UIKit navigation bar, prefersLargeTitles: 96 pt (a 52 pt large-title area above the 44 pt bar) shrinking to 44 as the content scrolls; a pull grows it 1:1 (damping 0); snaps to 0 or 1 after a fling. Tracks (observed, not documented): the large title moves up with the content, 52 pt over the collapse, and the inline title appears once it is gone (a step at 1 where UIKit cross-fades briefly). Status bar not included. Dynamic Type: largeTitle's 41 pt line (HIG Typography).",
        minHeight: 44,
        maxHeight: 96,
        collapse: .shrink,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 1], initialPosition: 0),
        motion: MotionParameters(),
        tracks: [
            ContentTrack(
                layer: "large-title",
                property: .translateY,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0),
                    TrackKeyframe(at: 1, value: -52),
                ]
            ),
            ContentTrack(
                layer: "title",
                property: .opacity,
                input: .progress,
                easing: .step,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0),
                    TrackKeyframe(at: 1, value: 1),
                ]
            ),
        ],
        dynamicType: HeaderDynamicType(textStyle: .largeTitle, scaledHeight: 41),
        reducedMotion: reducedMotion(tracks: [
            ContentTrack(
                layer: "large-title",
                property: .opacity,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1),
                    TrackKeyframe(at: 1, value: 0),
                ]
            ),
            ContentTrack(
                layer: "large-title",
                property: .translateY,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0)
                ]
            ),
        ])
    )

    /// Material 3 LargeTopAppBar, exitUntilCollapsedScrollBehavior: 152 dp to the 64 dp bar; no
    /// overscroll stretch (damping 1); flings with splineBasedDecay (motion.fling android), then
    /// settles expanded or collapsed. Tracks, AppBar.kt, f = collapsedFraction: small title alpha
    /// TopTitleAlphaEasing, CubicBezier(0.8, 0, 0.8, 0.15), of f; large title 1 - f. Not
    /// expressible: the container colour change, the title semantics switch at f 0.5, enterAlways.
    /// Text: headlineMedium 28/36sp (M3 type scale) as title1.
    public static let material3LargeTopAppBar = HeaderPreset(
        name: "material3-large-top-app-bar",
        summary:
            "Material 3 LargeTopAppBar, exitUntilCollapsedScrollBehavior: 152 dp to the 64 dp bar; no overscroll stretch (damping 1); flings with splineBasedDecay (motion.fling android), then settles expanded or collapsed. Tracks, AppBar.kt, f = collapsedFraction: small title alpha TopTitleAlphaEasing, CubicBezier(0.8, 0, 0.8, 0.15), of f; large title 1 - f. Not expressible: the container colour change, the title semantics switch at f 0.5, enterAlways. Text: headlineMedium 28/36sp (M3 type scale) as title1.",
        minHeight: 64,
        maxHeight: 152,
        collapse: .shrink,
        damping: 1,
        shadow: nil,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 1], initialPosition: 0),
        motion: MotionParameters(
            frameRate: 120,
            deceleration: .normal,
            viewportHeight: 844,
            rubberBandConstant: 0.55,
            spring: SnapSpring(response: 0.3, dampingRatio: 1),
            parallax: 0,
            quickReturn: false,
            fling: .android
        ),
        tracks: [
            ContentTrack(
                layer: "large-title",
                property: .opacity,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1),
                    TrackKeyframe(at: 1, value: 0),
                ]
            ),
            ContentTrack(
                layer: "title",
                property: .opacity,
                input: .progress,
                easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
                keyframes: [
                    TrackKeyframe(at: 0, value: 0),
                    TrackKeyframe(at: 1, value: 1),
                ]
            ),
        ],
        dynamicType: HeaderDynamicType(textStyle: .title1, scaledHeight: 36)
    )

    /// Material 3 MediumTopAppBar, exitUntilCollapsedScrollBehavior: 112 dp to the 64 dp bar; no
    /// overscroll stretch (damping 1); flings with splineBasedDecay (motion.fling android), then
    /// settles expanded or collapsed. Tracks, AppBar.kt, f = collapsedFraction: small title alpha
    /// TopTitleAlphaEasing, CubicBezier(0.8, 0, 0.8, 0.15), of f; large title 1 - f. Not
    /// expressible: the container colour change, the title semantics switch at f 0.5, enterAlways.
    /// Text: headlineSmall 24/32sp (M3 type scale) as title2.
    public static let material3MediumTopAppBar = HeaderPreset(
        name: "material3-medium-top-app-bar",
        summary:
            "Material 3 MediumTopAppBar, exitUntilCollapsedScrollBehavior: 112 dp to the 64 dp bar; no overscroll stretch (damping 1); flings with splineBasedDecay (motion.fling android), then settles expanded or collapsed. Tracks, AppBar.kt, f = collapsedFraction: small title alpha TopTitleAlphaEasing, CubicBezier(0.8, 0, 0.8, 0.15), of f; large title 1 - f. Not expressible: the container colour change, the title semantics switch at f 0.5, enterAlways. Text: headlineSmall 24/32sp (M3 type scale) as title2.",
        minHeight: 64,
        maxHeight: 112,
        collapse: .shrink,
        damping: 1,
        shadow: nil,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 1], initialPosition: 0),
        motion: MotionParameters(
            frameRate: 120,
            deceleration: .normal,
            viewportHeight: 844,
            rubberBandConstant: 0.55,
            spring: SnapSpring(response: 0.3, dampingRatio: 1),
            parallax: 0,
            quickReturn: false,
            fling: .android
        ),
        tracks: [
            ContentTrack(
                layer: "large-title",
                property: .opacity,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1),
                    TrackKeyframe(at: 1, value: 0),
                ]
            ),
            ContentTrack(
                layer: "title",
                property: .opacity,
                input: .progress,
                easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
                keyframes: [
                    TrackKeyframe(at: 0, value: 0),
                    TrackKeyframe(at: 1, value: 1),
                ]
            ),
        ],
        dynamicType: HeaderDynamicType(textStyle: .title2, scaledHeight: 32)
    )

    /// exyte's ScalingHeaderScrollView with its defaults (seed 003): a 350 pt header that moves up
    /// with the content until 150 pt of it shows (no allowsHeaderCollapse) and never grows when
    /// pulled (no allowsHeaderGrowth).
    public static let scalingHeader = HeaderPreset(
        name: "scaling-header",
        summary:
            "exyte's ScalingHeaderScrollView with its defaults (seed 003): a 350 pt header that moves up with the content until 150 pt of it shows (no allowsHeaderCollapse) and never grows when pulled (no allowsHeaderGrowth).",
        minHeight: 150,
        maxHeight: 350,
        collapse: .scroll,
        damping: 1,
        shadow: nil,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(),
        tracks: []
    )

    /// exyte ScalingHeaderScrollView's ProfileScreen example (seed 003): .height(min: 110, max:
    /// 372), moving up (scroll), .allowsHeaderGrowth (damping 0), .collapseProgress(p) driving the
    /// content: the avatar photo's opacity 1 - p; the large name's 1 - clamp((p - 0.75) * 4); the
    /// small avatar-and-name row's p * clamp((p - 0.75) * 4), which over 0.75...1 is 0.75t +
    /// 0.25t^2, the bezier (1/3, 0.25, 2/3, 7/12).
    public static let scalingHeaderProfile = HeaderPreset(
        name: "scaling-header-profile",
        summary:
            "exyte ScalingHeaderScrollView's ProfileScreen example (seed 003): .height(min: 110, max: 372), moving up (scroll), .allowsHeaderGrowth (damping 0), .collapseProgress(p) driving the content: the avatar photo's opacity 1 - p; the large name's 1 - clamp((p - 0.75) * 4); the small avatar-and-name row's p * clamp((p - 0.75) * 4), which over 0.75...1 is 0.75t + 0.25t^2, the bezier (1/3, 0.25, 2/3, 7/12).",
        minHeight: 110,
        maxHeight: 372,
        collapse: .scroll,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(),
        tracks: [
            ContentTrack(
                layer: "avatar",
                property: .opacity,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1),
                    TrackKeyframe(at: 1, value: 0),
                ]
            ),
            ContentTrack(
                layer: "small-title",
                property: .opacity,
                input: .progress,
                easing: .cubicBezier(x1: 0.3333333333333333, y1: 0.25, x2: 0.6666666666666666, y2: 0.5833333333333334),
                keyframes: [
                    TrackKeyframe(at: 0.75, value: 0),
                    TrackKeyframe(at: 1, value: 1),
                ]
            ),
            ContentTrack(
                layer: "title",
                property: .opacity,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0.75, value: 1),
                    TrackKeyframe(at: 1, value: 0),
                ]
            ),
        ]
    )

    /// exyte's ScalingHeaderScrollView with allowsHeaderCollapse, allowsHeaderGrowth and snapping
    /// (seed 003): shrinks from 350 to 150 pt, grows 1:1 when pulled, snaps as soon as the finger
    /// lifts to expanded, half or collapsed (0, 0.5, 1) and starts half collapsed (initial snap
    /// position 0.5). Positions are collapse progress, as exyte's code reads them.
    public static let scalingHeaderSnap = HeaderPreset(
        name: "scaling-header-snap",
        summary:
            "exyte's ScalingHeaderScrollView with allowsHeaderCollapse, allowsHeaderGrowth and snapping (seed 003): shrinks from 350 to 150 pt, grows 1:1 when pulled, snaps as soon as the finger lifts to expanded, half or collapsed (0, 0.5, 1) and starts half collapsed (initial snap position 0.5). Positions are collapse progress, as exyte's code reads them.",
        minHeight: 150,
        maxHeight: 350,
        collapse: .shrink,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 0.5),
        motion: MotionParameters(),
        tracks: []
    )

    /// Big Mountain Studio's sticky "UTAH" header (seeds 001 and 004): pinned to the top, it
    /// shrinks from 300 to 120 pt as the content scrolls (calculateHeight), pulls away at half
    /// speed when pulled down (* 0.5), and draws a shadow of radius 8 once less than 140 pt of it
    /// shows (< 140 ? 8 : 0).
    public static let stickyUtah = HeaderPreset(
        name: "sticky-utah",
        summary:
            "Big Mountain Studio's sticky \"UTAH\" header (seeds 001 and 004): pinned to the top, it shrinks from 300 to 120 pt as the content scrolls (calculateHeight), pulls away at half speed when pulled down (* 0.5), and draws a shadow of radius 8 once less than 140 pt of it shows (< 140 ? 8 : 0).",
        minHeight: 120,
        maxHeight: 300,
        collapse: .shrink,
        damping: 0.5,
        shadow: HeaderShadow(threshold: 140, radius: 8),
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(),
        tracks: []
    )

    /// The stretchable header built with GeometryReader (seed 002): a 300 pt image whose height
    /// grows by minY when pulled (imageHeight + minY while minY > 0) and which otherwise scrolls
    /// away with the content. minY of frame(in: .global) is minus the offset.
    public static let stretchableGeometryreader = HeaderPreset(
        name: "stretchable-geometryreader",
        summary:
            "The stretchable header built with GeometryReader (seed 002): a 300 pt image whose height grows by minY when pulled (imageHeight + minY while minY > 0) and which otherwise scrolls away with the content. minY of frame(in: .global) is minus the offset.",
        minHeight: 0,
        maxHeight: 300,
        collapse: .scroll,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(),
        tracks: []
    )

    /// Donny Wals's stretchy header for iOS 18 (seed 000): a 300 pt header that grows 1:1 with a
    /// pull (height 300 + max(0, -offset)) and scrolls away with the content (translation -max(0,
    /// offset)) until none of it shows. The offset is onScrollGeometryChange's contentOffset.y +
    /// contentInsets.top.
    public static let stretchyIos18 = HeaderPreset(
        name: "stretchy-ios18",
        summary:
            "Donny Wals's stretchy header for iOS 18 (seed 000): a 300 pt header that grows 1:1 with a pull (height 300 + max(0, -offset)) and scrolls away with the content (translation -max(0, offset)) until none of it shows. The offset is onScrollGeometryChange's contentOffset.y + contentInsets.top.",
        minHeight: 0,
        maxHeight: 300,
        collapse: .scroll,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(),
        tracks: []
    )

    /// UIKit navigation bar, prefersLargeTitles, with the status bar: 96 pt (52 pt of large title
    /// over the 44 pt bar) shrinking to 44, measured below the safe area and drawn from the top
    /// edge (safeArea added): 155 to 103 with a Dynamic Island (safeAreaInsets.top 59), 143 to 91
    /// with a notch (47), 116 to 64 with a Home button (20). Pulls grow it 1:1; snaps to 0 or 1
    /// after a fling; the large title moves up 52 pt, the inline title appears once it is gone.
    /// Text: largeTitle's 41 pt line (HIG Typography).
    public static let iosLargeTitleSafeArea = HeaderPreset(
        name: "ios-large-title-safe-area",
        summary:
            "UIKit navigation bar, prefersLargeTitles, with the status bar: 96 pt (52 pt of large title over the 44 pt bar) shrinking to 44, measured below the safe area and drawn from the top edge (safeArea added): 155 to 103 with a Dynamic Island (safeAreaInsets.top 59), 143 to 91 with a notch (47), 116 to 64 with a Home button (20). Pulls grow it 1:1; snaps to 0 or 1 after a fling; the large title moves up 52 pt, the inline title appears once it is gone. Text: largeTitle's 41 pt line (HIG Typography).",
        minHeight: 44,
        maxHeight: 96,
        collapse: .shrink,
        safeArea: .added,
        damping: 0,
        shadow: nil,
        snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [0, 1], initialPosition: 0),
        motion: MotionParameters(),
        tracks: [
            ContentTrack(
                layer: "large-title",
                property: .translateY,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0),
                    TrackKeyframe(at: 1, value: -52),
                ]
            ),
            ContentTrack(
                layer: "title",
                property: .opacity,
                input: .progress,
                easing: .step,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0),
                    TrackKeyframe(at: 1, value: 1),
                ]
            ),
        ],
        dynamicType: HeaderDynamicType(textStyle: .largeTitle, scaledHeight: 41),
        reducedMotion: reducedMotion(tracks: [
            ContentTrack(
                layer: "large-title",
                property: .opacity,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1),
                    TrackKeyframe(at: 1, value: 0),
                ]
            ),
            ContentTrack(
                layer: "large-title",
                property: .translateY,
                input: .progress,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 0)
                ]
            ),
        ])
    )

    /// Material 3 TopAppBar (64 dp, m3.material.io top app bar specs) scrolling away over pinned
    /// primary tabs (48 dp, m3.material.io tabs specs): AppBarLayout with a Toolbar flagged scroll and
    /// an unflagged TabLayout. The bar leaves with the content, the tabs pin at offset 64; no stretch
    /// (damping 1); Android's spline fling. Not expressible: enterAlways on the bar, the container
    /// colour on scroll.
    public static let material3TopAppBarTabs = HeaderPreset(
        name: "material3-top-app-bar-tabs",
        summary:
            "Material 3 TopAppBar (64 dp, m3.material.io top app bar specs) scrolling away over pinned primary tabs (48 dp, m3.material.io tabs specs): AppBarLayout with a Toolbar flagged scroll and an unflagged TabLayout. The bar leaves with the content, the tabs pin at offset 64; no stretch (damping 1); Android's spline fling. Not expressible: enterAlways on the bar, the container colour on scroll.",
        minHeight: 0,
        maxHeight: 64,
        collapse: .scroll,
        damping: 1,
        shadow: nil,
        accessory: HeaderAccessory(height: 48, offset: 0, behavior: .pinned),
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(
            frameRate: 120,
            deceleration: .normal,
            viewportHeight: 844,
            rubberBandConstant: 0.55,
            spring: SnapSpring(response: 0.3, dampingRatio: 1),
            parallax: 0,
            quickReturn: false,
            fling: .android
        ),
        tracks: []
    )

    /// X/Twitter-style profile: a 130 pt banner (the 1500 x 500 header image, 3:1, across a 390 pt
    /// phone) scrolls up until UINavigationBar's 44 pt remains; 150 pt of avatar and bio scroll away;
    /// the 48 pt tabs (Material 3 primary tabs) pin at 86 + 150 = 236. safeArea added: one preset for
    /// every phone. Tracks keyed to the offset: the avatar shrinks to 0.6 about its bottom-leading
    /// corner over 86 pt; the bar's title fades in from 150 to 190 pt. Each tab keeps its place.
    public static let profilePinnedTabs = HeaderPreset(
        name: "profile-pinned-tabs",
        summary:
            "X/Twitter-style profile: a 130 pt banner (the 1500 x 500 header image, 3:1, across a 390 pt phone) scrolls up until UINavigationBar's 44 pt remains; 150 pt of avatar and bio scroll away; the 48 pt tabs (Material 3 primary tabs) pin at 86 + 150 = 236. safeArea added: one preset for every phone. Tracks keyed to the offset: the avatar shrinks to 0.6 about its bottom-leading corner over 86 pt; the bar's title fades in from 150 to 190 pt. Each tab keeps its place.",
        minHeight: 44,
        maxHeight: 130,
        collapse: .scroll,
        safeArea: .added,
        damping: 0,
        shadow: nil,
        accessory: HeaderAccessory(height: 48, offset: 150, behavior: .pinned),
        snap: SnapBehavior(mode: .disabled, positions: [], initialPosition: 0),
        motion: MotionParameters(),
        tracks: [
            ContentTrack(
                layer: "avatar",
                property: .scale,
                input: .offset,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1),
                    TrackKeyframe(at: 86, value: 0.6),
                ],
                anchor: TrackAnchor(x: 0, y: 1)
            ),
            ContentTrack(
                layer: "title",
                property: .opacity,
                input: .offset,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 150, value: 0),
                    TrackKeyframe(at: 190, value: 1),
                ]
            ),
        ],
        reducedMotion: reducedMotion(tracks: [
            ContentTrack(
                layer: "avatar",
                property: .scale,
                input: .offset,
                easing: .linear,
                keyframes: [
                    TrackKeyframe(at: 0, value: 1)
                ],
                anchor: TrackAnchor(x: 0, y: 1)
            )
        ])
    )

    /// Every built-in preset, in name order.
    public static let all: [HeaderPreset] = [
        androidCollapsingToolbar,
        flutterSliverAppBarStretch,
        iosLargeTitleNavigationBar,
        iosLargeTitleSafeArea,
        material3LargeTopAppBar,
        material3MediumTopAppBar,
        material3TopAppBarTabs,
        profilePinnedTabs,
        scalingHeader,
        scalingHeaderProfile,
        scalingHeaderSnap,
        stickyUtah,
        stretchableGeometryreader,
        stretchyIos18,
    ]

    /// A `reducedMotion` that replaces these tracks (docs/accessibility.md#reduce-motion), each
    /// as a document writes it.
    private static func reducedMotion(tracks: [ContentTrack]) -> ReducedMotion? {
        let values = tracks.compactMap { try? JSONValue(encoding: $0) }
        return try? ReducedMotion(.fields(["tracks": .array(values)]))
    }
}

extension HeaderPreset {
    /// The built-in catalogue, in name order: ``BuiltInPresets/all``.
    public static var builtIn: [HeaderPreset] { BuiltInPresets.all }

    /// The built-in preset called `name` (`"sticky-utah"`), if there is one.
    public static func builtIn(named name: String) -> HeaderPreset? {
        BuiltInPresets.all.first { $0.name == name }
    }
}
